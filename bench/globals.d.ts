// What the benchmark pages put on `window` (embed/page-tools.js, react/page-tools.js, lazy-switch/page-tools.js, sidebar/page-tools.js,
// viewer.bench.mjs's recorder) for Playwright's page.evaluate, and the alias each React bundle resolves to its wrapper.
/* eslint-disable @typescript-eslint/no-explicit-any -- the pages are plain JavaScript */
interface Window {
  embedBench: any;
  reactBench: any;
  lazySwitchBench: any;
  sidebarBench: any;
  /** viewer.bench.mjs: when (Date.now()) the viewer's window heard each report `rendered`. */
  __rendered: number[];
  /** viewer.bench.mjs: when (Date.now()) the sign-in window's last page went away. */
  __signInClosedAt?: number;
  /** A report frame's fake frame (viewer.bench.mjs reads its state when a run gets no `rendered`). */
  fakeFrame?: { state: { phase: string; config?: { id?: string }; lastError?: { message: string } } };
}

declare module 'bench:wrapper' {
  export const Component: any;
}

/** Style sheets a page bundles (sidebar/page-tools.js: the viewer's theme). */
declare module '*.css';
