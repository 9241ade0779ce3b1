import { packageTestConfig } from '../../config/vitest.ts';

export default packageTestConfig('react-embed', {
  // One module graph per worker, not per file: importing React and the package afresh for each of the 8 files
  // was about half the project's CPU. No file stubs a global or mocks a module; all pass in shuffled orders.
  isolate: false,
});
