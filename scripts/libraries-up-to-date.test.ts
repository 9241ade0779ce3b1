import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { librariesUpToDate } from './libraries-up-to-date.mjs';

let root: string;
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

/** Writes `file` under the temporary root with a modification time `secondsAgo` in the past. */
function write(file: string, secondsAgo: number, body = '') {
  const full = path.join(root, file);
  fs.mkdirSync(path.dirname(full), { recursive: true });
  fs.writeFileSync(full, body);
  const time = new Date(Date.now() - secondsAgo * 1000);
  fs.utimesSync(full, time, time);
}

function workspace() {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'libraries-up-to-date-'));
  write('config/tsup.ts', 100);
  write('pnpm-lock.yaml', 100);
  write('packages/lib/package.json', 100, JSON.stringify({ scripts: { build: 'tsup' } }));
  write('packages/lib/src/index.ts', 90);
  // A package without a build script is not looked at.
  write('packages/plain/package.json', 1, '{}');
}

describe("npm start's library build is skipped only when nothing changed", () => {
  it('up to date: every dist/ file is newer than the sources, the manifest and the shared config', () => {
    workspace();
    write('packages/lib/dist/index.js', 50);
    write('packages/lib/dist/index.d.ts', 40);
    expect(librariesUpToDate(root)).toBe(true);
  });

  it('not up to date: no dist/, a source edited after the build, or a changed shared config or lockfile', () => {
    workspace();
    expect(librariesUpToDate(root)).toBe(false);
    write('packages/lib/dist/index.js', 50);
    write('packages/lib/src/index.ts', 10);
    expect(librariesUpToDate(root)).toBe(false);
    write('packages/lib/src/index.ts', 90);
    write('config/tsup.ts', 10);
    expect(librariesUpToDate(root)).toBe(false);
    write('config/tsup.ts', 100);
    write('pnpm-lock.yaml', 10);
    expect(librariesUpToDate(root)).toBe(false);
  });
});
