/**
 * What a failing Playwright test keeps (every config of e2e/ uses it): its trace with the actions and their
 * timings, the console and the network; beside it (`screenshot: 'only-on-failure'`) the page as it ended. A trace is
 * recorded for every test and thrown away when it passes, so what it records is paid by every passing test:
 * the screencast cost about a tenth of a viewer run's CPU, and the DOM snapshot taken before and after each
 * action about 12 % more (three viewer files, 41 tests, two rounds each: 196 CPU-s and 100 s with snapshots,
 * 174 CPU-s and 89 s without, 167 CPU-s and 86 s with no trace). `--trace on` records both for a local rerun.
 */
export const failureTrace = { mode: 'retain-on-failure', screenshots: false, snapshots: false } as const;
