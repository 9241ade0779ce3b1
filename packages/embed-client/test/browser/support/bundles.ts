import { build, type Plugin } from 'esbuild';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

const here = fileURLToPath(new URL('.', import.meta.url));
const packages = fileURLToPath(new URL('../../../../', import.meta.url));

/** Where the workspace packages' sources are: bundles are built from source, never from a stale dist. */
const SOURCES: Record<string, string> = {
  '@org/embed-client': `${packages}embed-client/src/index.ts`,
  '@org/embed-models': `${packages}embed-models/src/index.ts`,
  '@org/fake-frame': `${packages}fake-frame/src/index.ts`,
};

const fromSource: Plugin = {
  name: 'workspace-sources',
  setup(b) {
    b.onResolve({ filter: /^@org\/(embed-client|embed-models|fake-frame)$/ }, (args) => ({ path: SOURCES[args.path] }));
  },
};

async function bundle(entry: string, globalName?: string): Promise<string> {
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    write: false,
    format: 'iife',
    globalName,
    platform: 'browser',
    target: 'es2020',
    plugins: [fromSource],
    logLevel: 'warning',
  });
  return result.outputFiles[0].text;
}

/** The scripts the harness serves, built once per harness. */
export interface Bundles {
  /** Host prelude: listener counting and scenario helpers. */
  hostTools: string;
  /** Our client as a script-tag global, from `src/global.ts`. */
  ours: string;
  /** powerbi-client 2.22.4's own `dist/powerbi.js`. */
  reference: string;
  /** Frame prelude: the recorder and its control channel (inlined first in the frame page). */
  recorder: string;
  /** The frame itself: `@org/fake-frame`, started by its script-tag entry. */
  frame: string;
}

/** Builds every served script from source (esbuild, in memory). */
export async function buildBundles(): Promise<Bundles> {
  const [hostTools, ours, recorder, frame, reference] = await Promise.all([
    bundle(`${here}host-tools.ts`),
    bundle(`${packages}embed-client/src/global.ts`),
    bundle(`${here}recorder.ts`),
    bundle(`${here}frame-entry.ts`),
    readFile(`${packages}embed-client/node_modules/powerbi-client/dist/powerbi.js`, 'utf8'),
  ]);
  // Self-check of the harness: with this set, "ours" is the reference too, so every conformance
  // test must pass; a failure then means a scenario is not deterministic, not that a client differs.
  if (process.env.HARNESS_SELF_CHECK) return { hostTools, ours: reference, reference, recorder, frame };
  return { hostTools, ours, reference, recorder, frame };
}
