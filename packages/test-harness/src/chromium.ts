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
    '--disable-site-isolation-trials',
    '--disable-features=IsolateOrigins,site-per-process',
  ],
};
