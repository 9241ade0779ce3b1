import fs from 'node:fs';
import path from 'node:path';

/** One fixed wait in a test source: where it is and its text as written (e.g. `waitForTimeout(300)`). */
export interface FixedWait {
  /** Path from the repository's root, with `/`. */
  file: string;
  line: number;
  call: string;
}

/** Folders never searched: installed packages, builds and the reports of earlier runs. */
const SKIPPED = new Set(['node_modules', 'dist', '.git', 'playwright-report']);

/**
 * The test sources: every file under a `test/` folder, `e2e/` or the shared test harness (@org/test-harness),
 * and `*.test.*` / `*.spec.*` anywhere.
 */
function isTestSource(file: string): boolean {
  if (!/\.(ts|tsx|mts|mjs|js)$/.test(file) || file.includes('test-results')) return false;
  return (
    /(^|\/)test\//.test(file) ||
    file.startsWith('e2e/') ||
    file.startsWith('packages/test-harness/') ||
    /\.(test|spec)\.(ts|tsx|mts|mjs|js)$/.test(file)
  );
}

function* filesUnder(root: string, dir: string): Generator<string> {
  for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
    if (SKIPPED.has(entry.name)) continue;
    const file = dir ? `${dir}/${entry.name}` : entry.name;
    if (entry.isDirectory()) yield* filesUnder(root, file);
    else if (isTestSource(file)) yield file;
  }
}

/**
 * A wait for a fixed time: Playwright's `waitForTimeout(N)`, and sleeps of 100 ms or more (`sleep(N)`,
 * `t.sleep(N)`, `setTimeout(resolve, N)` in a promise) or of a length that is not a literal. Shorter
 * sleeps are let through: they yield to the event loop or pace a poll whose end is a state, not a time.
 */
const WAIT = /waitForTimeout\(\s*([^)]*)\)|\bsleep\(\s*([^),]*)\)|setTimeout\(\s*(?:r|res|resolve)\s*,\s*([^),]+)\)/g;

function isFixedWait(match: RegExpMatchArray): boolean {
  if (match[0].startsWith('waitForTimeout')) return true;
  const ms = Number((match[2] ?? match[3] ?? '').trim().replaceAll('_', ''));
  return !Number.isFinite(ms) || ms >= 100;
}

/** Every fixed wait in the test sources under `root`'s `packages`, `apps`, `e2e` and `scripts`. */
export function findFixedWaits(root: string): FixedWait[] {
  const found: FixedWait[] = [];
  for (const top of ['packages', 'apps', 'e2e', 'scripts']) {
    for (const file of filesUnder(root, top)) {
      const lines = fs.readFileSync(path.join(root, file), 'utf8').split('\n');
      lines.forEach((text, index) => {
        for (const match of text.matchAll(WAIT)) {
          if (isFixedWait(match)) found.push({ file, line: index + 1, call: match[0].replace(/\s+/g, '') });
        }
      });
    }
  }
  return found;
}
