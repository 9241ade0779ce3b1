import { build, type Plugin } from 'esbuild';
import { fileURLToPath } from 'node:url';

const here = fileURLToPath(new URL('.', import.meta.url));
const packages = fileURLToPath(new URL('../../../../', import.meta.url));

// Built from the workspace sources, never from a stale dist. Until the package root of
// @org/embed-client re-exports the transport (its contract says it will), both are merged in.
const EMBED_CLIENT_ROOT = `export * from ${JSON.stringify(`${packages}embed-client/src/index.ts`)};
export * from ${JSON.stringify(`${packages}embed-client/src/transport/index.ts`)};`;

const fromSource: Plugin = {
  name: 'workspace-sources',
  setup(b) {
    b.onResolve({ filter: /^@org\/embed-client$/ }, () => ({ path: 'embed-client', namespace: 'workspace' }));
    b.onLoad({ filter: /.*/, namespace: 'workspace' }, () => ({
      contents: EMBED_CLIENT_ROOT,
      loader: 'ts',
      resolveDir: packages,
    }));
    b.onResolve({ filter: /^@org\/embed-models$/ }, () => ({ path: `${packages}embed-models/src/index.ts` }));
  },
};

async function bundle(entry: string, minify = false): Promise<string> {
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    write: false,
    format: 'iife',
    platform: 'browser',
    target: 'es2022',
    minify,
    plugins: [fromSource],
    logLevel: 'warning',
  });
  return result.outputFiles[0].text;
}

/** The frame script (the package's script-tag entry, as tsup builds it) and the host fixture. */
export async function buildBundles(): Promise<{ frame: string; host: string }> {
  const [frame, host] = await Promise.all([
    bundle(`${packages}fake-frame/src/frame/global.ts`, true),
    bundle(`${here}../fixture/host.ts`),
  ]);
  return { frame, host };
}
