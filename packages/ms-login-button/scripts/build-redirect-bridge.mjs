// Builds the shipped redirect bridge: dist/assets/redirect.html + redirect-bridge.js. The script
// is msal-browser's own minified bridge build (the version this package depends on), this
// package's answer announcement (src/bridge-answer.ts, bundled by esbuild) and one call, so the
// page needs no bundler and no module loader. Also used by the browser tests.
import { copyFile, mkdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(join(root, 'package.json'));

const RUN = `
if (typeof document !== 'undefined') {
  msLoginButtonBridge.announceBridgeAnswer();
  msalRedirectBridge.broadcastResponseToMainFrame().catch(function (error) {
    document.body.textContent = 'Sign-in could not be completed: ' + error.message;
  });
}
`;

/** Writes redirect.html and redirect-bridge.js into `outDir`. */
export async function buildRedirectBridge(outDir) {
  const msalDir = dirname(require.resolve('@azure/msal-browser/package.json'));
  const bridge = await readFile(join(msalDir, 'lib/redirect-bridge/msal-redirect-bridge.min.js'), 'utf8');
  const announce = await build({
    entryPoints: [join(root, 'src/bridge-answer.ts')],
    bundle: true,
    format: 'iife',
    globalName: 'msLoginButtonBridge',
    target: 'es2020',
    minify: true,
    write: false,
  });
  await mkdir(outDir, { recursive: true });
  await writeFile(join(outDir, 'redirect-bridge.js'), `${bridge}\n${announce.outputFiles[0].text}\n${RUN}`);
  await copyFile(join(root, 'assets/redirect.html'), join(outDir, 'redirect.html'));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await buildRedirectBridge(join(root, 'dist/assets'));
}
