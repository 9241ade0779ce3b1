import { spawnSync } from 'node:child_process';
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
    for (const option of ['--only <step>', '--serial', '--help']) expect(result.stdout).toContain(option);
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
    expect(result.stdout).toContain('✔ Spec coverage (report only)');
    expect(result.stdout).not.toMatch(/Build the libraries|Lint|Unit tests/);
    expect(result.stdout).toMatch(/All 1 step passed/);
  });
});
