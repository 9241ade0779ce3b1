import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { changedFiles, changedScope, ROOT, workspacePackages } from './changed-scope.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const packages = workspacePackages(root);
const scope = (...files: string[]) => changedScope(files, packages);

describe('[K-CI-03] npm test -- --changed: what a change can affect', () => {
  it('[K-CI-03] a change to embed-models reaches every package built on it, and not the ones that are not', () => {
    const { everything, affected, steps } = scope('packages/embed-models/src/validators/report-load.ts');
    expect(everything).toBeUndefined();
    expect(affected).toEqual(
      expect.arrayContaining(['packages/embed-models', 'packages/embed-client', 'packages/react-embed', 'apps/viewer']),
    );
    expect(affected).not.toContain('apps/api');
    expect(affected).not.toContain('packages/ms-login-button');
    expect(steps.unit).toEqual(expect.arrayContaining(['embed-models', 'embed-client', 'viewer']));
    expect(steps.unit).not.toContain('api');
    expect(steps.browser).toEqual([
      'browser:embed-client',
      'browser:embed-elements',
      'browser:fake-frame',
      'browser:react-embed',
    ]);
    expect(steps.integration).toEqual(['integration:embed-client', 'integration:repo']);
    for (const id of ['packages', 'size', 'consumer-apps', 'first-paint', 'playwright', 'e2e-config-check', 'chaos'])
      expect(steps[id]).toBe(true);
    expect(steps.cluster).toBeUndefined();
  });

  it('[K-CI-03] a change to the API runs its own tests (and those of its build), the stack it serves and the cluster, and no package browser suite', () => {
    const { steps } = scope('apps/api/src/create-api.ts');
    expect(steps).toEqual({
      lint: true,
      knip: true,
      typecheck: ['@org/api'],
      unit: ['api'],
      integration: ['integration:api', 'integration:repo'],
      playwright: true,
      cluster: true,
      chaos: true,
      coverage: true,
    });
  });

  it('[K-CI-03] prose and changesets are only linted; a root script runs its own step; e2e suites their own', () => {
    expect(scope('README.md', '.changeset/quiet-owls.md').steps).toEqual({ lint: true, coverage: true });
    expect(scope('scripts/size-goals.mjs').steps).toEqual({
      lint: true,
      knip: true,
      typecheck: [ROOT],
      size: true,
      coverage: true,
    });
    expect(scope('e2e/chaos/sequences.ts').steps).toMatchObject({ chaos: true });
    expect(scope('e2e/chaos/sequences.ts').steps.playwright).toBeUndefined();
    expect(scope('e2e/consumer-apps/apps/script-tag/index.html').steps['consumer-apps']).toBe(true);
    expect(scope('e2e/viewer/login.spec.ts').steps.playwright).toBe(true);
    expect(scope('e2e/viewer/login.spec.ts').steps['e2e-config-check']).toBeUndefined();
    expect(scope('e2e/playground/editor.spec.ts').steps['e2e-config-check']).toBe(true);
    expect(scope('e2e/playground/editor.spec.ts').steps.playwright).toBeUndefined();
    expect(scope('apps/config-check/src/playground/main.ts').steps).toMatchObject({ 'e2e-config-check': true });
    expect(scope('apps/config-check/src/playground/main.ts').steps.playwright).toBeUndefined();
  });

  it('[K-CI-03] the lockfile, a root config, the CI or the test runner itself means every step', () => {
    for (const file of [
      'pnpm-lock.yaml',
      'package.json',
      'tsconfig.base.json',
      '.ci/run',
      'scripts/run.mjs',
      'vitest.config.ts',
    ]) {
      expect(scope('apps/api/src/create-api.ts', file).everything).toBe(file);
    }
    // A root file of no known kind is taken as everything too, rather than guessed to be harmless.
    expect(scope('some-new.config.json').everything).toBe('some-new.config.json');
  });

  it('[K-CI-03] nothing changed: nothing to run', () => {
    expect(scope()).toEqual({ everything: undefined, affected: [], steps: {} });
  });
});

describe('[K-CI-03] the changed files, from git', () => {
  const repo = fs.mkdtempSync(path.join(os.tmpdir(), 'changed-scope-'));
  afterAll(() => fs.rmSync(repo, { recursive: true, force: true }));
  const git = (...args: string[]) =>
    execFileSync('git', ['-c', 'user.email=t@example.com', '-c', 'user.name=t', ...args], {
      cwd: repo,
      encoding: 'utf8',
    });

  it('[K-CI-03] committed on the branch, staged, unstaged and untracked files since the merge base with main; or since a ref', () => {
    git('init', '-q', '-b', 'main');
    fs.writeFileSync(path.join(repo, 'a.txt'), 'a');
    fs.writeFileSync(path.join(repo, 'b.txt'), 'b');
    git('add', '.');
    git('commit', '-qm', 'base');
    git('checkout', '-qb', 'topic');
    fs.writeFileSync(path.join(repo, 'c.txt'), 'c');
    git('add', 'c.txt');
    git('commit', '-qm', 'on the branch');
    fs.writeFileSync(path.join(repo, 'a.txt'), 'a2'); // unstaged
    fs.writeFileSync(path.join(repo, 'd.txt'), 'd'); // untracked
    expect(changedFiles(repo).files).toEqual(['a.txt', 'c.txt', 'd.txt']);
    expect(changedFiles(repo, 'HEAD').files).toEqual(['a.txt', 'd.txt']);
    expect(() => changedFiles(repo, 'no-such-ref')).toThrow('--changed: "no-such-ref" is not a commit git knows');
  });
});
