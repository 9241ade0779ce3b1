import { packageTestConfig } from '../../config/vitest.ts';

export default packageTestConfig('embed-models', {
  // test/types/*.test-d.ts: the interfaces against their schemas' types, checked by tsc (nothing runs).
  typecheck: { enabled: true, include: ['test/**/*.test-d.ts'], tsconfig: './tsconfig.json' },
});
