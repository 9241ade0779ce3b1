import { bundleFromSource, fakeFrameScript, hostToolsScript, PACKAGES_DIR, recorderScript } from '@org/test-harness';
import { readFile } from 'node:fs/promises';

/** The scripts the harness serves. */
export interface Bundles {
  /** Host prelude (the test harness's host tools): listener counting and scenario helpers. */
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

/** Builds every served script from source (esbuild, in memory; once per test process while the sources stay the same). */
export async function buildBundles(): Promise<Bundles> {
  const [hostTools, ours, recorder, frame, reference] = await Promise.all([
    hostToolsScript(),
    bundleFromSource(`${PACKAGES_DIR}embed-client/src/global.ts`),
    recorderScript(),
    fakeFrameScript(),
    readFile(`${PACKAGES_DIR}embed-client/node_modules/powerbi-client/dist/powerbi.js`, 'utf8'),
  ]);
  // Self-check of the harness: with this set, "ours" is the reference too, so every conformance
  // test must pass; a failure then means a scenario is not deterministic, not that a client differs.
  if (process.env.HARNESS_SELF_CHECK) return { hostTools, ours: reference, reference, recorder, frame };
  return { hostTools, ours, reference, recorder, frame };
}
