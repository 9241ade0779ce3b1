import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));

/** The repository's committed files (what a fresh clone has). */
const tracked = new Set(execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' }).split('\n').filter(Boolean));

/** Every committed package.json of the workspace, with the files its "bin" names. */
function workspaceBins() {
  return [...tracked]
    .filter((file) => file.endsWith('package.json') && !file.includes('node_modules/'))
    .flatMap((manifestPath) => {
      const manifest = JSON.parse(fs.readFileSync(path.join(root, manifestPath), 'utf8')) as {
        name?: string;
        bin?: string | Record<string, string>;
      };
      const bins = typeof manifest.bin === 'string' ? { [manifest.name ?? '']: manifest.bin } : (manifest.bin ?? {});
      return Object.entries(bins).map(([command, target]) => ({
        manifestPath,
        command,
        file: path.posix.join(path.posix.dirname(manifestPath), target),
      }));
    });
}

describe('package "bin" entries on a fresh clone', () => {
  let clone: string | undefined;
  // A hang guard, not a speed claim: removing the clone and its install took over 10 s on a loaded CI machine.
  afterAll(() => {
    if (clone) fs.rmSync(clone, { recursive: true, force: true });
  }, 120_000);

  it('every workspace package\'s "bin" names a committed file, not a build output', () => {
    const bins = workspaceBins();
    // @org/fake-frame's command at least: the case that printed 'Failed to create bin … dist/cli.js ENOENT'.
    expect(bins.map((b) => b.command)).toContain('fake-frame');
    for (const bin of bins) {
      expect(tracked.has(bin.file), `${bin.manifestPath}: bin "${bin.command}" → ${bin.file}`).toBe(true);
      expect(bin.file, `${bin.manifestPath}: bin "${bin.command}"`).not.toMatch(/(^|\/)dist\//);
    }
  });

  it("pnpm install on a fresh clone (nothing built yet) prints no warning, no 'Failed to create bin'", () => {
    clone = fs.mkdtempSync(path.join(os.tmpdir(), 'org-fresh-clone-'));
    execFileSync('git', ['clone', '--quiet', root, clone]);
    // The packages the store already holds (this checkout installed them): no download, a few seconds.
    const install = spawnSync('pnpm', ['install', '--frozen-lockfile', '--prefer-offline'], {
      cwd: clone,
      encoding: 'utf8',
      env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0', CI: '1' },
    });
    const output = `${install.stdout}${install.stderr}`;
    expect(install.status, output).toBe(0);
    expect(output).not.toMatch(/WARN/);
    expect(output).not.toMatch(/Failed to create bin/);
  });
});
