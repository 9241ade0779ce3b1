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
