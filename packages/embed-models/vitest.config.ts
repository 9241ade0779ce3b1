import { packageTestConfig } from '../../config/vitest.ts';

export default packageTestConfig('embed-models', {
  // test/types/*.test-d.ts: the interfaces against their schemas' types, checked by TypeScript's native
  // compiler (tsgo, as the package's typecheck): the same errors as tsc at the same positions, planted
  // failures included (only the order of an object type's members in a message differs), in a fifth of the time.
  typecheck: { enabled: true, include: ['test/**/*.test-d.ts'], tsconfig: './tsconfig.json', checker: 'tsgo' },
});
