/**
 * The browser test harness of the workspace packages (node side). Page-side scripts are under
 * `page/` (`@org/test-harness/page/*`, bundled into pages by {@link hostToolsScript} and
 * {@link recorderScript}); the run's one Chromium is started by `@org/test-harness/global-setup`.
 */
export { openBrowser } from './browser.ts';
export {
  buildFromSource,
  bundleFromSource,
  PACKAGES_DIR,
  sourceOf,
  workspaceSources,
  type BundleEntry,
  type Built,
  type SourceBundleOptions,
} from './bundle.ts';
export { chromiumLaunchOptions, testChromiumLaunchOptions } from './chromium.ts';
export { EMBED_PATHS, htmlPage, inlineScript } from './html.ts';
export { startFrameLogServer } from './frame-log-server.ts';
export { isHarnessFaviconReport, strictCsp } from './strict-csp.ts';
export type { FrameLogServer, FrameLogView, FrameRequest } from './frame-log-server.ts';
export { fakeFrameScript, frameLogScript, hostToolsScript, recorderScript } from './page-scripts.ts';
export { startServer, type Route, type Served, type TestServer } from './server.ts';
export { tabPool, type Tab, type TabPool } from './tabs.ts';
export { fileHarness } from './file-harness.ts';
export { ADMISSIONS_FILTER } from './fixtures.ts';
export { waitForQuiet } from './settle.ts';
export { withoutGlobals } from './without-globals.ts';
