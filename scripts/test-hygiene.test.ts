import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ALLOWED_WAITS } from './fixed-waits-allowed.ts';
import { findFixedWaits } from './fixed-waits.ts';

const root = fileURLToPath(new URL('..', import.meta.url));

/** The Playwright configs `npm test` and the screenshots run with, loaded as Playwright loads them. */
const PLAYWRIGHT_CONFIGS = ['playwright.config.ts', 'consumer-apps.config.ts', 'screenshots.config.ts'];

/** Every vitest config of the repo: the root's, the shared one, and each package's and app's. */
function vitestConfigs(): string[] {
  const own = ['vitest.config.ts', 'config/vitest.ts', 'scripts/vitest.config.ts'];
  const workspaces = ['packages', 'apps'].flatMap((dir) =>
    fs
      .readdirSync(`${root}/${dir}`)
      .map((name) => `${dir}/${name}/vitest.config.ts`)
      .filter((file) => fs.existsSync(`${root}/${file}`)),
  );
  return [...own, ...workspaces];
}

describe("[T-CHAOS-03] the suite says something about the product, not about the machine's speed", () => {
  it('[K-CI-04] Playwright never retries a failed test, in CI too: a flaky test is fixed, not retried', async () => {
    const ci = process.env.CI;
    process.env.CI = '1';
    try {
      for (const file of PLAYWRIGHT_CONFIGS) {
        // Imported here first (nothing else in this file loads them), so they read CI as set above.
        const config = (await import(/* @vite-ignore */ `${root}e2e/${file}`)).default;
        expect(config.retries ?? 0, `${file}: retries`).toBe(0);
        for (const project of config.projects ?? []) {
          expect(project.retries ?? 0, `${file}: project ${project.name}'s retries`).toBe(0);
        }
      }
    } finally {
      if (ci === undefined) delete process.env.CI;
      else process.env.CI = ci;
    }
  });

  it('vitest never retries a failed test', () => {
    for (const file of vitestConfigs()) {
      expect(fs.readFileSync(`${root}/${file}`, 'utf8'), `${file} sets a retry`).not.toMatch(/\bretry\s*:/);
    }
  });

  it('no test waits a fixed time to let something happen: every fixed wait is listed with why it is not one', () => {
    const found = findFixedWaits(root);
    const key = (file: string, call: string) => `${file} ${call}`;
    const counts = new Map<string, number>();
    for (const wait of found) counts.set(key(wait.file, wait.call), (counts.get(key(wait.file, wait.call)) ?? 0) + 1);
    const allowed = new Map(ALLOWED_WAITS.map((entry) => [key(entry.file, entry.call), entry]));

    const unlisted = found
      .filter(
        (wait) => (counts.get(key(wait.file, wait.call)) ?? 0) > (allowed.get(key(wait.file, wait.call))?.count ?? 0),
      )
      .map(
        (wait) =>
          `${wait.file}:${wait.line} waits a fixed time (${wait.call}): wait for the event or state instead, or use a fake ` +
          'clock; if the wait is a minimum time, a check that nothing happens, or a hang guard, list it in ' +
          'scripts/fixed-waits-allowed.ts with why',
      );
    expect(unlisted).toEqual([]);

    // The list stays true: an entry whose waits are gone (or fewer) is taken out or lowered.
    const stale = ALLOWED_WAITS.filter((entry) => (counts.get(key(entry.file, entry.call)) ?? 0) !== entry.count).map(
      (entry) =>
        `scripts/fixed-waits-allowed.ts lists ${entry.count} × ${entry.call} in ${entry.file}, which has ${counts.get(key(entry.file, entry.call)) ?? 0}`,
    );
    expect(stale).toEqual([]);
    for (const entry of ALLOWED_WAITS)
      expect(entry.why.length, `why ${entry.call} in ${entry.file}`).toBeGreaterThan(20);
  });
});
