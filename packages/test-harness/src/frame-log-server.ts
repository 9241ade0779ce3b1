import type { Page } from 'playwright-core';
import { EMBED_PATHS, htmlPage, inlineScript } from './html.ts';
import type {} from './page/host-tools.ts';
import { fakeFrameScript, frameLogScript, recorderScript } from './page-scripts.ts';
import { startServer, type TestServer } from './server.ts';
import { waitForQuiet } from './settle.ts';

/** A request a frame received from the host page (from the frame server's log, see page/frame-log.ts). */
export interface FrameRequest {
  /** The frame's URL (with the uid embed-client added). */
  frame: string;
  method: string;
  url: string;
  headers: Record<string, unknown>;
  body: unknown;
  seq: number;
  time: number;
}

/** The fake frame served at another site, with every request its frames receive logged here. */
export interface FrameLogServer {
  server: TestServer;
  /** Everything every frame received, in arrival order at this server. */
  log: FrameRequest[];
  /** A view of the log for one host page: the frames whose URL carries `page=<pageId>`. */
  viewFor(page: Page, pageId: string): FrameLogView;
}

/** What the frames of one host page received. */
export interface FrameLogView {
  /** Waits until no message has moved for a moment (host-tools' count and this page's log). */
  settle(): Promise<void>;
  /** Once settled, this page's frames' requests in the order they were received. */
  requests(): Promise<FrameRequest[]>;
  /** `requests()` as `METHOD url` lines. */
  lines(): Promise<string[]>;
  /** Waits until the frames received `request` (`METHOD url`) `count` times (10 s at most). */
  waitFor(request: string, count?: number): Promise<void>;
  /** Waits until the frames received the load (`request`) and the traffic it starts has settled. */
  loaded(request?: string): Promise<void>;
  /** Posts event `name` as the page's newest embed frame (`fakeFrame.postEvent`), then settles. */
  postEvent(name: string, value?: unknown): Promise<void>;
}

const lineOf = (r: FrameRequest) => `${r.method} ${r.url}`;

/**
 * Starts the frame server (at `localhost`: another site than a 127.0.0.1 host): the recorder, the
 * frame log and @org/fake-frame on every embed path, and `POST /log` collecting what frames received.
 */
export async function startFrameLogServer(): Promise<FrameLogServer> {
  const [recorder, frameLog, frame] = await Promise.all([recorderScript(), frameLogScript(), fakeFrameScript()]);
  const log: FrameRequest[] = [];
  const framePage = htmlPage(inlineScript(recorder) + inlineScript(frameLog), '<script src="/frame.js"></script>');
  const server = await startServer(({ pathname: path }, { body }) => {
    if (EMBED_PATHS.includes(path)) return { type: 'html', body: framePage };
    if (path === '/frame.js') return { type: 'js', body: frame };
    if (path !== '/log') return undefined;
    log.push(JSON.parse(body));
    return { type: 'text', body: '' };
  }, 'localhost');
  return {
    server,
    log,
    viewFor(page, pageId) {
      const mine = () => log.filter((r) => new URL(r.frame).searchParams.get('page') === pageId);
      const traffic = async () =>
        `${await page.evaluate(() => window.hostTools?.received.length ?? 0)},${mine().length}`;
      const settle = () => waitForQuiet(page, traffic);
      const requests = async () => {
        await settle();
        return mine().sort((a, b) => a.time - b.time || a.seq - b.seq);
      };
      const waitFor = async (request: string, count = 1) => {
        const deadline = Date.now() + 10_000;
        while (mine().filter((r) => lineOf(r) === request).length < count) {
          if (Date.now() > deadline) throw new Error(`the frames did not receive ${count} × ${request}`);
          await page.waitForTimeout(20);
        }
      };
      return {
        settle,
        requests,
        lines: async () => (await requests()).map(lineOf),
        waitFor,
        async loaded(request = 'POST /report/load') {
          await waitFor(request);
          await settle();
        },
        async postEvent(name, value) {
          const frames = page
            .frames()
            .filter((f) => f.parentFrame() === page.mainFrame() && f.url().startsWith(server.origin));
          await frames
            .at(-1)!
            .evaluate(
              ([n, v]) =>
                (window as { fakeFrame?: { postEvent(n: string, v: unknown): unknown } }).fakeFrame!.postEvent(n, v),
              [name, value] as const,
            );
          await settle();
        },
      };
    },
  };
}
