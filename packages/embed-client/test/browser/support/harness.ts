import {
  EMBED_PATHS,
  fileHarness,
  htmlPage as page,
  inlineScript as script,
  openBrowser,
  startServer,
  tabPool,
  type Served,
  type TestServer,
} from '@org/test-harness';
import type { Browser } from 'playwright-core';
import { buildBundles } from './bundles';
import { createHostPage, type Client, type HostPage } from './host-page';

export type { Client, HostPage, Scenario } from './host-page';

/** Extra content of a host page, around the client script. */
export interface HostOptions {
  /** HTML of the body (parsed after the client loaded, before DOMContentLoaded). */
  body?: string;
  /** A classic script run right after the client loaded (e.g. to create a Service with autoEmbedOnContentLoaded). */
  script?: string;
  /** Response headers of the host page (e.g. a Content-Security-Policy). */
  headers?: Record<string, string>;
  /** Serves `script` as a file of the host origin (`<script src>`) instead of inline (for a strict CSP). */
  scriptFile?: boolean;
}

/** A browser, a host origin and two frame origins (one cross-site, one same-site), shared by a test file. */
export interface Harness {
  browser: Browser;
  /** `http://127.0.0.1:<p1>`: serves host pages. */
  hostOrigin: string;
  /** `http://localhost:<p2>`: the frame at another site than the host. */
  frameOrigin: string;
  /** `http://127.0.0.1:<p3>`: the frame at the host's site (another origin, same site). */
  sameSiteFrameOrigin: string;
  /**
   * Opens a host page that loaded `client` as a script-tag global: a new document in a fresh browser
   * profile, or in the tab of an earlier host page that left nothing behind (see `tabPool`).
   */
  openHost(client: Client, options?: HostOptions): Promise<HostPage>;
  /** A frame URL: `path` at the frame origin with `query` (frame behaviour flags go there too). */
  embedUrl(path?: string, query?: Record<string, string>, options?: { sameSite?: boolean }): string;
  /**
   * A page at a frame origin with only the recorder in it (no frame): a stranger that tests can
   * put in an iframe of the host to post forgeries (`frameRecorder.send/postRaw`) and see replies.
   */
  strangerUrl(options?: { sameSite?: boolean }): string;
  /** Bodies of the requests posted to `/csp-report` at the host origin (a CSP's report-uri), in order. */
  cspReports: string[];
  close(): Promise<void>;
}

/** Connects to the run's Chromium and starts the three servers, with every script built from source. */
export async function startHarness(): Promise<Harness> {
  const [bundles, browser] = await Promise.all([buildBundles(), openBrowser()]);
  const hostPages = new Map<string, Served>();
  const cspReports: string[] = [];
  const framePage = page(script(bundles.recorder), '<script src="/frame.js"></script>');
  const strangerPage = page(script(bundles.recorder));

  const serveFrame = (url: URL): Served | undefined => {
    if (EMBED_PATHS.includes(url.pathname)) return { type: 'html', body: framePage };
    if (url.pathname === '/frame.js') return { type: 'js', body: bundles.frame };
    if (url.pathname === '/stranger') return { type: 'html', body: strangerPage };
    return undefined;
  };
  const serveHost = (url: URL, { body }: { body: string }): Served | undefined => {
    const served = hostPages.get(url.pathname);
    if (served) return served;
    if (url.pathname === '/csp-report') {
      cspReports.push(body);
      return { type: 'text', body: '' };
    }
    if (url.pathname === '/host-tools.js') return { type: 'js', body: bundles.hostTools };
    if (url.pathname === '/client/ours.js') return { type: 'js', body: bundles.ours };
    if (url.pathname === '/client/reference.js') return { type: 'js', body: bundles.reference };
    return undefined;
  };

  const servers: TestServer[] = await Promise.all([
    startServer(serveHost),
    startServer(serveFrame, 'localhost'),
    startServer(serveFrame),
  ]);
  const [host, frame, sameSite] = servers;
  const frameOrigins = [frame.origin, sameSite.origin];
  const isEmbedFrame = (href: string) => {
    try {
      const url = new URL(href);
      return frameOrigins.includes(url.origin) && EMBED_PATHS.includes(url.pathname);
    } catch {
      return false; // about:blank and the like
    }
  };

  const tabs = tabPool(browser);
  let pages = 0;
  return {
    browser,
    hostOrigin: host.origin,
    frameOrigin: frame.origin,
    sameSiteFrameOrigin: sameSite.origin,
    async openHost(client, options = {}) {
      const path = `/host/${++pages}`;
      let ownScript = options.script ? script(options.script) : '';
      if (options.script && options.scriptFile) {
        hostPages.set(`${path}.js`, { type: 'js', body: options.script });
        ownScript = `<script src="${path}.js"></script>`;
      }
      const head =
        '<script src="/host-tools.js"></script>' + `<script src="/client/${client}.js"></script>` + ownScript;
      hostPages.set(path, { type: 'html', body: page(head, options.body), headers: options.headers });
      const tab = await tabs.open();
      const hostPage = createHostPage(tab, client, isEmbedFrame, (reuse) => tabs.release(tab, { reuse }));
      await tab.page.goto(`${host.origin}${path}`);
      return hostPage;
    },
    embedUrl(path = '/reportEmbed', query = { reportId: 'R1', groupId: 'G1' }, options = {}) {
      const origin = options.sameSite ? sameSite.origin : frame.origin;
      const search = new URLSearchParams(query).toString();
      return `${origin}${path}${search ? `?${search}` : ''}`;
    },
    cspReports,
    strangerUrl(options = {}) {
      return `${options.sameSite ? sameSite.origin : frame.origin}/stranger`;
    },
    async close() {
      await tabs.close();
      await browser.close();
      await Promise.all(servers.map((s) => s.close()));
    },
  };
}

/**
 * One harness for the test file: started before its tests, closed after them. The returned
 * object reads through to it (so it can be declared at the top of the file).
 */
export function setUpHarness(): Harness {
  return fileHarness(startHarness);
}
