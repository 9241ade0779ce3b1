import { build, type BuildOptions, type Plugin } from 'esbuild';
import { fileURLToPath } from 'node:url';

const here = fileURLToPath(new URL('.', import.meta.url));
const packages = fileURLToPath(new URL('../../../../', import.meta.url));
/** embed-client's browser support: its host tools, frame recorder and fake-frame entry are reused as they are. */
const embedClientSupport = `${packages}embed-client/test/browser/support/`;

/** The React versions the suites run against: `react`/`react-dom` (19) and the `react-18`/`react-dom-18` aliases. */
export type ReactVersion = '19' | '18';
export const REACT_VERSIONS: ReactVersion[] = ['19', '18'];

// Workspace packages are bundled from source, never from a stale dist.
const fromSource: Plugin = {
  name: 'workspace-sources',
  setup(b) {
    b.onResolve({ filter: /^@org\/(embed-client|embed-models|fake-frame)$/ }, (args) => ({
      path: `${packages}${args.path.slice(5)}/src/index.ts`,
    }));
  },
};

async function bundle(entry: string, options: BuildOptions = {}): Promise<string> {
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    write: false,
    format: 'iife',
    platform: 'browser',
    target: 'es2020',
    plugins: [fromSource],
    logLevel: 'warning',
    ...options,
  });
  return result.outputFiles![0].text; // write: false
}

/** The test app with one React version, in its development build (StrictMode double-runs effects there). */
export function buildApp(version: ReactVersion): Promise<string> {
  return bundle(`${here}app.tsx`, {
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"development"' },
    // An alias is resolved from the working directory: the package's node_modules has both Reacts.
    absWorkingDir: `${packages}react-embed`,
    alias: version === '18' ? { react: 'react-18', 'react-dom': 'react-dom-18' } : {},
  });
}

/** The scripts of the host prelude and the frame page. */
export interface FrameBundles {
  /** Host prelude (embed-client's): window `message` listener counting, received messages, helpers. */
  hostTools: string;
  /** Frame prelude: embed-client's recorder, then the beacon log of received requests. */
  recorder: string;
  frameLog: string;
  /** The fake frame, started as its script-tag entry does. */
  frame: string;
}

export async function buildFrameBundles(): Promise<FrameBundles> {
  const [hostTools, recorder, frameLog, frame] = await Promise.all([
    bundle(`${embedClientSupport}host-tools.ts`),
    bundle(`${embedClientSupport}recorder.ts`),
    bundle(`${here}frame-log.ts`),
    bundle(`${embedClientSupport}frame-entry.ts`),
  ]);
  return { hostTools, recorder, frameLog, frame };
}
