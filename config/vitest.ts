import { fileURLToPath } from 'node:url';
import {
  configDefaults,
  defineProject,
  type TestProjectInlineConfiguration,
  type UserWorkspaceConfig,
} from 'vitest/config';
import { sourceOf } from '../packages/test-harness/src/bundle.ts';

/**
 * Resolves `@org/<package>[/<subpath>]` to the workspace package's source (see `sourceOf`), so the
 * Node-side tests run on what is in the tree, with no `pnpm build` first and never on a stale dist.
 * The `integration:*` projects leave it out: they test the built packages as consumers get them.
 */
const workspaceSources = {
  name: 'workspace-sources',
  enforce: 'pre' as const,
  resolveId: (id: string) => sourceOf(id),
};

/** A package's browser suites: they drive Chromium (`pnpm test:browser`). */
const BROWSER_TESTS = ['test/browser/**/*.test.ts', 'test/browser/**/*.test.tsx'];
/**
 * A package's tests of its built output (dist, declarations, package.json exports), and an app's of its
 * production build (`test/built`): `pnpm build` first (`pnpm test:integration`).
 */
const BUILT_TESTS = ['test/packaging/**/*.test.ts', 'test/types/**/*.test.ts', 'test/built/**/*.test.ts'];
/** An app's tests of a whole cluster under load (several processes, a load balancer): `cluster:<app>`, run alone. */
const CLUSTER_TESTS = ['test/cluster/**/*.test.ts'];

/**
 * The one vitest setup every package's Node-only tests run with (`pnpm test:unit`); `name` shows
 * in the report. Its browser suites and its tests of the build are projects of their own
 * ({@link browserProject}, {@link builtProject}, listed in the root vitest.config.ts).
 */
export function packageTestConfig(name: string, overrides: UserWorkspaceConfig['test'] = {}) {
  return defineProject({
    plugins: name.startsWith('integration:') ? [] : [workspaceSources],
    test: {
      name,
      include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'test/**/*.test.ts', 'test/**/*.test.tsx'],
      exclude: [...configDefaults.exclude, 'test/browser/**', ...BUILT_TESTS, ...CLUSTER_TESTS],
      environment: 'node',
      // A hang guard, not a speed claim: vitest's 5 s default failed a test on a busy machine that passes in
      // under a second on a calm one (T-CHAOS-03). A test that must be quick says so with a fake clock.
      testTimeout: 30_000,
      // The edit-test loop: each module's transform is kept on disk (node_modules/.experimental-vitest-cache,
      // keyed by its content, the project's config and plugins, cleared when the lockfile changes), so a rerun
      // of `pnpm test:unit` transforms only what changed: the viewer's 25 files spent 16-21 s transforming
      // (vitest's summed `transform`) on a cold cache and 1-1.3 s on a warm one (issue 30).
      experimental: { fsModuleCache: true },
      // One module graph per worker, not per file: importing each file's modules afresh was about half of
      // every project's CPU (the API's servers and PGlite, React, the schemas, the client). With it for the last
      // six projects too, the 134 files of all but the API took 28.4 s against 38.8 s, all passing in any file
      // order (--sequence.shuffle.files, three seeds). A test that stubs a global, fakes the clock or mocks a
      // module puts it back after itself (vi.unstubAllGlobals, vi.useRealTimers, vi.doUnmock).
      isolate: false,
      ...overrides,
    },
  });
}

const packageDir = (name: string) => fileURLToPath(new URL(`../packages/${name}`, import.meta.url));

/**
 * `packages/<name>/test/browser` as project `browser:<name>`: its files connect to the run's one
 * Chromium (started by the test harness's global setup) and share their worker's modules, so the
 * page scripts they bundle are built once per run (`bundleFromSource` of @org/test-harness).
 */
export function browserProject(name: string): TestProjectInlineConfiguration {
  return {
    plugins: [workspaceSources],
    test: {
      name: `browser:${name}`,
      root: packageDir(name),
      include: BROWSER_TESTS,
      environment: 'node',
      globalSetup: [fileURLToPath(new URL('../packages/test-harness/src/global-setup.ts', import.meta.url))],
      isolate: false,
      // Hang guards, not speed claims: page loads across two origins in a real browser, on a machine whose
      // cores may all be busy (scripts/cpu-hog.mjs), can take far longer than on a calm one (T-CHAOS-03).
      testTimeout: 60_000,
      hookTimeout: 120_000,
    },
  };
}

/**
 * `packages/<name>`'s tests of its build as project `integration:<name>` (run `pnpm build` first), or
 * an app's (`apps/<name>`, `app: true`).
 */
export function builtProject(name: string, { app = false } = {}): TestProjectInlineConfiguration {
  const root = app ? fileURLToPath(new URL(`../apps/${name}`, import.meta.url)) : packageDir(name);
  return {
    test: {
      name: `integration:${name}`,
      root,
      include: BUILT_TESTS,
      environment: 'node',
      testTimeout: 60_000,
      hookTimeout: 120_000,
    },
  };
}

/**
 * `apps/<name>/test/cluster` as project `cluster:<name>`: the app as a cluster (its built instances
 * behind a load balancer) under saturating load. `npm test` runs it as a step of its own after the
 * parallel lanes, so its load never competes with the browser tests; `pnpm test:unit` leaves it out.
 */
export function clusterProject(name: string): TestProjectInlineConfiguration {
  return {
    plugins: [workspaceSources],
    test: {
      name: `cluster:${name}`,
      root: fileURLToPath(new URL(`../apps/${name}`, import.meta.url)),
      include: CLUSTER_TESTS,
      environment: 'node',
      // One file at a time: each starts its own cluster and loads it.
      fileParallelism: false,
      testTimeout: 60_000,
      hookTimeout: 120_000,
    },
  };
}
