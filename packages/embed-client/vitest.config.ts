import { packageTestConfig } from '../../config/vitest.ts';

export default packageTestConfig('embed-client', {
  // One module graph per worker, not per file: importing the client afresh for each of the 33 files was about
  // half the project's CPU. The files that stub globals or fake timers undo it after their tests, and those that
  // need a fresh import (import-side-effects, service) reset the modules themselves; all pass in shuffled orders.
  isolate: false,
});
