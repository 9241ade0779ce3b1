import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const packageDir = fileURLToPath(new URL('..', import.meta.url));
const manifest = JSON.parse(fs.readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as {
  bin: Record<string, string>;
  files: string[];
};

describe('the fake-frame command', () => {
  it('is a committed file, so pnpm links it before the build (no "Failed to create bin" warning)', () => {
    const bin = manifest.bin['fake-frame'];
    expect(bin).not.toMatch(/^(\.\/)?dist\//);
    expect(fs.existsSync(path.join(packageDir, bin))).toBe(true);
    // Published with the package.
    expect(manifest.files.some((entry) => bin.replace(/^\.\//, '').startsWith(entry.replace(/\/$/, '')))).toBe(true);
  });

  it('says to build first when dist/cli.js is missing', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fake-frame-bin-'));
    try {
      const bin = manifest.bin['fake-frame'];
      fs.mkdirSync(path.join(dir, path.dirname(bin)), { recursive: true });
      fs.copyFileSync(path.join(packageDir, bin), path.join(dir, bin));
      const result = spawnSync(process.execPath, [path.join(dir, bin), '--help'], { encoding: 'utf8' });
      expect(result.status).toBe(1);
      expect(result.stderr).toMatch(/run pnpm build first/);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('runs the built CLI when it is there', () => {
    if (!fs.existsSync(path.join(packageDir, 'dist', 'cli.js'))) return;
    const result = spawnSync(process.execPath, [path.join(packageDir, manifest.bin['fake-frame']), '--help'], {
      encoding: 'utf8',
    });
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/Usage: fake-frame/);
  });
});
