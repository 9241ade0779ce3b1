// The scripts the embed benchmark serves. Ours and the frame are built from source with the
// package's own script-tag settings (a stale dist must not be measured); the reference is
// powerbi-client 2.22.4's published dist/powerbi.js, as script-tag users load it.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const require = createRequire(import.meta.url);
const packages = fileURLToPath(new URL('../../packages/', import.meta.url));

const SOURCES = {
  '@org/embed-client': `${packages}embed-client/src/index.ts`,
  '@org/embed-models': `${packages}embed-models/src/index.ts`,
  '@org/fake-frame': `${packages}fake-frame/src/index.ts`,
};

/** Resolves the workspace packages to their sources instead of their (possibly stale) dist. */
const workspaceSources = {
  name: 'workspace-sources',
  setup(b) {
    b.onResolve({ filter: /^@org\/(embed-client|embed-models|fake-frame)$/ }, (args) => ({ path: SOURCES[args.path] }));
  },
};

// The same options as the packages' tsup script-tag builds (iife, es2022, minified).
/** @type {import('esbuild').BuildOptions} */
const scriptTag = {
  bundle: true,
  format: 'iife',
  platform: 'browser',
  target: 'es2022',
  minify: true,
  plugins: [workspaceSources],
  logLevel: 'warning',
};

/** Our client as a script-tag global (`packages/embed-client/src/global.ts`), as text. */
export async function buildOurs() {
  const result = await build({ ...scriptTag, entryPoints: [`${packages}embed-client/src/global.ts`], write: false });
  return result.outputFiles[0].text;
}

/** powerbi-client 2.22.4's `dist/powerbi.js`, as text. */
export function readReference() {
  return readFile(require.resolve('powerbi-client/dist/powerbi.js'), 'utf8');
}

/** Builds the fake frame's script-tag entry into `dir` and returns the file (for `scriptFile`). */
export async function buildFrame(dir) {
  const outfile = join(dir, 'fake-frame.global.js');
  await build({ ...scriptTag, entryPoints: [`${packages}fake-frame/src/frame/global.ts`], outfile });
  return outfile;
}

/**
 * `startFakeFrameServer` from `@org/fake-frame/server`; when the package is not built, the same
 * module bundled from its source.
 */
export async function loadFrameServer() {
  try {
    return (await import('@org/fake-frame/server')).startFakeFrameServer;
  } catch (error) {
    if (error?.code !== 'ERR_MODULE_NOT_FOUND') throw error;
  }
  // Its default frame script is found through import.meta.url; the bench always passes its own.
  return (await importTs(`${packages}fake-frame/src/server/index.ts`)).startFakeFrameServer;
}

/** The house Chromium launch options (`config/chromium.ts`). */
export async function loadLaunchOptions() {
  return (await importTs(fileURLToPath(new URL('../../config/chromium.ts', import.meta.url)))).chromiumLaunchOptions;
}

/** Imports a TypeScript module for node, bundled in memory. */
async function importTs(file) {
  const result = await build({
    entryPoints: [file],
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    packages: 'external',
    write: false,
    logLevel: 'warning',
  });
  return import(`data:text/javascript;base64,${Buffer.from(result.outputFiles[0].text).toString('base64')}`);
}
