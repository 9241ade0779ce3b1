import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import net from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));

describe('node scripts/run.mjs start -- <options>', () => {
  const server = net.createServer();
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('reads the options after a `--`, as `npm start -- <options>` passes them', async () => {
    // A taken viewer port: the start stops at its port check, which names the port it was given.
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as net.AddressInfo).port;
    const result = spawnSync(process.execPath, ['scripts/run.mjs', 'start', '--', '--viewer-port', String(port)], {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' },
    });
    expect(result.stderr).not.toMatch(/Unexpected argument/);
    expect(result.stderr.trim()).toBe(
      `local-stack: port ${port} (the viewer) is already in use: stop what uses it, or pass --viewer-port N (or VIEWER_PORT=N)`,
    );
  });
});

describe('node scripts/run.mjs test -- <options>', () => {
  const run = (...args: string[]) =>
    spawnSync(process.execPath, ['scripts/run.mjs', 'test', ...args], {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' },
    });

  it('--help prints the options and every step name, and runs nothing', () => {
    const result = run('--', '--help');
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/^Usage: npm test/);
    for (const option of ['--only <step>', '--changed [<ref>]', '--dry-run', '--serial', '--lanes', '--help'])
      expect(result.stdout).toContain(option);
    for (const step of ['build', 'lint', 'typecheck', 'unit', 'browser', 'playwright', 'cluster', 'chaos', 'coverage'])
      expect(result.stdout).toMatch(new RegExp(`^  ${step} +\\S`, 'm'));
    expect(result.stdout).not.toMatch(/Install|✔/);
  });

  it('--only with an unknown step stops before installing anything and lists the step names', () => {
    const result = run('--only', 'unit,nope');
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('--only needs step names (unknown: "nope"); the steps are: build, lint,');
    expect(result.stdout).not.toMatch(/pnpm/);
  });

  it('--only runs the steps it names, and only those', { timeout: 120_000 }, () => {
    const result = run('--only', 'coverage');
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('✔ Spec coverage (no covered item loses its test)');
    expect(result.stdout).not.toMatch(/Build the libraries|Lint|Unit tests/);
    expect(result.stdout).toMatch(/All 1 step passed/);
  });

  describe('--changed, in a clone of this repository', () => {
    const clone = fs.mkdtempSync(path.join(os.tmpdir(), 'run-changed-'));
    afterAll(() => fs.rmSync(clone, { recursive: true, force: true }));
    const inClone = (...args: string[]) =>
      spawnSync(process.execPath, ['scripts/run.mjs', 'test', ...args], {
        cwd: clone,
        encoding: 'utf8',
        env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' },
      });

    it('[K-CI-03] with nothing changed there is nothing to test; with one API file changed, only what it can affect runs', () => {
      // The committed tree of this checkout, without node_modules, with this checkout's scripts/*.mjs committed on top
      // (so that the clone runs the runner under test, never an older one that would start every step).
      execFileSync('git', ['clone', '-q', '--shared', root, clone]);
      for (const file of fs.readdirSync(path.join(root, 'scripts')).filter((name) => name.endsWith('.mjs'))) {
        fs.copyFileSync(path.join(root, 'scripts', file), path.join(clone, 'scripts', file));
      }
      const git = (...args: string[]) =>
        execFileSync('git', ['-c', 'user.email=t@example.com', '-c', 'user.name=t', ...args], { cwd: clone });
      git('add', 'scripts');
      git('commit', '-q', '--allow-empty', '-m', 'the runner under test');
      git('checkout', '-q', '-B', 'main');
      const calm = inClone('--changed', '--dry-run');
      expect(calm.status).toBe(0);
      expect(calm.stdout).toMatch(/^--changed: 0 files changed since [0-9a-f]{12}: nothing to test\.\n$/);

      fs.appendFileSync(path.join(clone, 'apps/api/src/create-api.ts'), '\n// changed\n');
      const result = inClone('--changed', '--dry-run');
      expect(result.status).toBe(0);
      const steps = result.stdout.trim().split('\n').slice(1);
      expect(steps.map((line) => line.split(' ')[0])).toEqual([
        'build',
        'lint',
        'knip',
        'typecheck',
        'unit',
        'integration',
        'playwright',
        'cluster',
        'chaos',
        'coverage',
      ]);
      expect(steps.find((line) => line.startsWith('typecheck'))).toMatch(/pnpm --filter @org\/api run typecheck$/);
      expect(steps.find((line) => line.startsWith('unit'))).toContain('vitest run --project=api ');
      expect(steps.find((line) => line.startsWith('integration'))).toContain('--project=integration:repo ');
      // A lockfile change reaches every step.
      fs.appendFileSync(path.join(clone, 'pnpm-lock.yaml'), '\n');
      const all = inClone('--changed', '--dry-run');
      expect(all.stdout).toContain('pnpm-lock.yaml reaches every step.');
      expect(all.stdout).toMatch(/^browser +pnpm exec vitest run --project=browser:\* /m);
    });
  });
});
