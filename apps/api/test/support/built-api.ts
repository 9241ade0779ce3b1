// The production build (`dist/main.js`) the built-server and cluster tests start. `npm test` makes it
// once, in its build step (the root `pnpm build` builds this app too), so these tests find it current
// and build nothing; run alone on a tree whose sources changed since, they rebuild it first.
import { execFile } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';
import { API_DIR } from './run-process.ts';

const TSUP_CLI = path.join(
  path.dirname(createRequire(import.meta.url).resolve('tsup/package.json')),
  'dist/cli-default.js',
);

/** The newest modification time among `paths` (files, or folders walked whole). */
function newest(paths: string[]): number {
  return Math.max(
    ...paths.map((p) =>
      statSync(p).isDirectory() ? newest(readdirSync(p).map((entry) => path.join(p, entry))) : statSync(p).mtimeMs,
    ),
  );
}

/**
 * Builds `dist/` unless it is newer than everything it is built from (src/, tsup.config.ts,
 * package.json), and the built @org/local-identity it loads when that is missing.
 */
export async function ensureBuiltApi(): Promise<void> {
  const localIdentityDir = path.join(API_DIR, '../../packages/local-identity');
  if (!existsSync(path.join(localIdentityDir, 'dist/index.js'))) {
    await promisify(execFile)(process.execPath, [TSUP_CLI, '--silent'], { cwd: localIdentityDir });
  }
  const main = path.join(API_DIR, 'dist/main.js');
  const inputs = ['src', 'tsup.config.ts', 'package.json'].map((p) => path.join(API_DIR, p));
  if (existsSync(main) && statSync(main).mtimeMs >= newest(inputs)) return;
  await promisify(execFile)(process.execPath, [TSUP_CLI, '--silent'], { cwd: API_DIR });
}
