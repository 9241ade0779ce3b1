/**
 * How every browser suite launches Chromium: Debian's build (browser downloads do not work on our
 * machines; CHROMIUM_PATH overrides the path), headless, with the flags that keep it off the
 * closed network instead of failing its background connections. No imports: e2e/ and bench/ read
 * these options too (through config/chromium.ts).
 */
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
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

/**
 * {@link chromiumLaunchOptions} for tests: site isolation off, so a frame at another site runs in
 * its page's renderer instead of a process started for it. Origins, `postMessage` target checks,
 * `event.origin`/`source` and cross-origin access rules are the same (they do not depend on
 * processes); what changes is only the cost of a frame, which halves the time of the frame-heavy
 * suites on two cores. The benchmarks keep Chromium's default, as users run it.
 */
export const testChromiumLaunchOptions = {
  ...chromiumLaunchOptions,
  args: [
    ...chromiumLaunchOptions.args,
    '--disable-site-isolation-trials',
    '--disable-features=IsolateOrigins,site-per-process',
  ],
};
