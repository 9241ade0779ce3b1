// Prints the min+gzip size of the button's own code (msal-browser and React left out), from the
// built ESM output. Run after `pnpm build`. The CI budget lives in the root .size-limit.json.
import { build } from 'esbuild';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, gzipSync } from 'node:zlib';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const cases = {
  'MicrosoftLogin (default export)': 'export { default } from "./dist/index.js";',
  'useMicrosoftLogin (headless)': 'export { useMicrosoftLogin } from "./dist/index.js";',
  everything: 'export * from "./dist/index.js";',
};
for (const [name, contents] of Object.entries(cases)) {
  const out = await build({
    stdin: { contents, resolveDir: root, loader: 'js' },
    bundle: true,
    minify: true,
    format: 'esm',
    write: false,
    external: ['@azure/msal-browser', 'react', 'react-dom', 'react/jsx-runtime'],
  });
  const code = out.outputFiles[0].contents;
  console.log(
    `${name.padEnd(34)} min ${String(code.length).padStart(5)} B   gzip ${String(gzipSync(code, { level: 9 }).length).padStart(5)} B   brotli ${String(brotliCompressSync(code).length).padStart(5)} B`,
  );
}
