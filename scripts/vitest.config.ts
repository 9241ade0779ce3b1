import { packageTestConfig } from '../config/vitest.ts';

// Repo-level tests: they check the built libraries as a consumer sees them, so run `pnpm build` first.
export default packageTestConfig('integration:repo', { include: ['*.test.ts'], testTimeout: 60_000 });
