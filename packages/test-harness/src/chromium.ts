import { existsSync } from 'node:fs';

/** Debian's Chromium. */
const debianChromium = '/usr/bin/chromium';

/**
 * How every browser suite launches Chromium: Debian's build (browser downloads do not work on our
 * machines; CHROMIUM_PATH overrides the path), headless, with the flags that keep it off the
 * closed network instead of failing its background connections. Imports nothing but `node:fs`:
 * e2e/ and bench/ read these options too (through config/chromium.ts).
 */
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH || debianChromium,
  headless: true,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

/** Debian's `chromium-headless-shell`: the same engine without the browser's UI layer. */
const headlessShell = '/usr/bin/chromium-headless-shell';

/**
 * The Chromium the tests drive: CHROMIUM_TEST_PATH, else CHROMIUM_PATH when set, else Debian's
 * headless shell when installed (`.ci/run` installs it), else Debian's Chromium. The shell renders,
 * runs scripts and isolates origins as the browser does; it skips the browser's UI layer, which on
 * two cores halves the CPU a frame-heavy suite costs.
 */
export function testExecutablePath(
  env: Record<string, string | undefined> = process.env,
  exists: (path: string) => boolean = existsSync,
): string {
  if (env.CHROMIUM_TEST_PATH) return env.CHROMIUM_TEST_PATH;
  return env.CHROMIUM_PATH || (exists(headlessShell) ? headlessShell : debianChromium);
}

/**
 * {@link chromiumLaunchOptions} for tests: the executable of {@link testExecutablePath}, and site
 * isolation off, so a frame at another site runs in its page's renderer instead of a process
 * started for it. Origins, `postMessage` target checks, `event.origin`/`source` and cross-origin
 * access rules are the same (they do not depend on processes); what changes is only the cost of
 * a frame, which halves the time of the frame-heavy suites on two cores. The benchmarks keep
 * Debian's Chromium with its defaults, as users run it.
 */
export const testChromiumLaunchOptions = {
  ...chromiumLaunchOptions,
  executablePath: testExecutablePath(),
  args: [
    ...chromiumLaunchOptions.args,
    '--disable-site-isolation-trials',
    '--disable-features=IsolateOrigins,site-per-process',
  ],
};
