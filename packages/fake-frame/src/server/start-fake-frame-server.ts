import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { resolveBootCost, type BootCost, type BootCostOptions } from '../frame/boot-cost';
import type { UnknownReports } from '../estate/estate';
import { parseFrameQuery } from '../frame/frame-options';
import { fileOnce } from './file-once';
import { framePage } from './frame-page';
import { readReportDefinitions } from './read-report-definitions';

/** The embed pages the server answers, as Power BI names them (any query is accepted). */
export const FRAME_PATHS = ['/reportEmbed', '/rdlEmbed', '/dashboardEmbed', '/tileEmbed', '/qnaEmbed', '/quickCreate'];

/** Where the frame script is served. */
export const SCRIPT_PATH = '/fake-frame.global.js';

/**
 * Options of `startFakeFrameServer`. The boot cost (`bootCost: true` for the defaults 1200/400/300
 * ms, or `bootMs`/`loadMs`/`renderMs`; off by default) applies to every frame served: the server
 * holds the frame script back `bootMs` (so the iframe's `load` event and `/ready` wait), and the
 * frame waits `loadMs` before `loaded` and `renderMs` before `rendered`. A frame URL's own
 * `bootCost`/`bootMs`/`loadMs`/`renderMs` query wins.
 */
export interface FakeFrameServerOptions extends BootCostOptions {
  /**
   * Default `127.0.0.1`. `localhost` listens on both loopback addresses, 127.0.0.1 and ::1 (where
   * the machine has IPv6), as a browser may try either for http://localhost.
   */
  host?: string;
  /** Default 5175 (the demo's LOCAL_REPORT_ORIGIN); 0 picks a free port. */
  port?: number;
  /** Extra HTML in the frame page's `<head>`, before the frame script (e.g. a message recorder). */
  head?: string;
  /**
   * The frame script to serve; default: `fake-frame.global.js` of this package's build. It is read
   * once (with its `.map`), when the server starts or, if it is not there yet, at the first request
   * that finds it; a rebuild after that is served once the server is restarted.
   */
  scriptFile?: string;
  /**
   * URL of a JWKS (e.g. the API's `/.well-known/embed-jwks.json`): every frame served verifies its
   * access tokens against it, as with the `verifyTokens` query switch (which still wins).
   */
  verifyTokens?: string;
  /**
   * What a load of a report id the estate does not know gets: `'sample'` (the default) the sample
   * report, `'notFound'` the service's not-found `error` event. A frame URL's `unknownReports` wins.
   */
  unknownReports?: UnknownReports;
  /**
   * Reports of your own: JSON report definitions (`report-definition.schema.json`), each a file's
   * path or the definition itself, served for their `id` before the estate's. They are read and
   * validated when the server starts: an invalid one rejects with every problem and its field path.
   */
  reports?: readonly (string | object)[];
}

/** A running frame server. */
export interface FakeFrameServer {
  /** The report URL, e.g. `http://127.0.0.1:5175/reportEmbed`. */
  url: string;
  /** The server's origin, e.g. `http://127.0.0.1:5175`. */
  origin: string;
  close(): Promise<void>;
}

/** The longest boot the script route waits (a typo in a URL must not hold a connection for hours). */
const MAX_BOOT_MS = 60_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const toQuery = (cost: BootCost) =>
  Object.fromEntries(Object.entries(cost).map(([name, value]) => [name, String(value)]));

function defaultScriptFile(): string {
  // Beside this module in dist/, or in dist/ when running from src/server/ (tests, tsx).
  const candidates = ['./fake-frame.global.js', '../../dist/fake-frame.global.js'].map((p) =>
    fileURLToPath(new URL(p, import.meta.url)),
  );
  return candidates.find((file) => existsSync(file)) ?? candidates[0];
}

/** Serves the fake frame page at the Power BI embed paths, the frame script, and 404 for anything else. */
export async function startFakeFrameServer(options: FakeFrameServerOptions = {}): Promise<FakeFrameServer> {
  const { host = '127.0.0.1', port = 5175, head } = options;
  const scriptFile = options.scriptFile ?? defaultScriptFile();
  // Kept in memory: a build rewriting dist/ under the server must not cut a frame's script.
  const files = { [SCRIPT_PATH]: fileOnce(scriptFile), [`${SCRIPT_PATH}.map`]: fileOnce(`${scriptFile}.map`) };
  const { bootCost, bootMs, loadMs, renderMs, unknownReports } = options;
  if (unknownReports !== undefined && unknownReports !== 'sample' && unknownReports !== 'notFound') {
    throw new TypeError(`unknownReports must be 'sample' or 'notFound', not ${JSON.stringify(unknownReports)}`);
  }
  const reports = await readReportDefinitions(options.reports ?? []);
  const serverCost = { bootCost, bootMs, loadMs, renderMs };
  const cost = resolveBootCost(serverCost);
  const costMeta = cost.bootMs || cost.loadMs || cost.renderMs ? new URLSearchParams(toQuery(cost)).toString() : '';
  /** The frame page for a frame URL: its script held back by the boot time the server and the URL ask for. */
  const pageFor = (search: string) => {
    const query = parseFrameQuery(search);
    const boot = resolveBootCost({
      ...serverCost,
      ...(query.bootCost !== undefined ? { bootCost: query.bootCost } : {}),
      ...(query.bootMs !== undefined ? { bootMs: query.bootMs } : {}),
    }).bootMs;
    const scriptSrc = boot > 0 ? `${SCRIPT_PATH}?bootMs=${boot}` : SCRIPT_PATH;
    return framePage({
      scriptSrc,
      head,
      verifyTokens: options.verifyTokens,
      bootCost: costMeta,
      unknownReports,
      reports,
    });
  };
  const handler: Parameters<typeof createServer>[1] = async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const path = url.pathname;
    const headers = { 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' };
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { ...headers, allow: 'GET, HEAD' }).end();
      return;
    }
    if (FRAME_PATHS.includes(path)) {
      res.writeHead(200, { ...headers, 'content-type': 'text/html; charset=utf-8' }).end(pageFor(url.search));
      return;
    }
    if (path === SCRIPT_PATH || path === `${SCRIPT_PATH}.map`) {
      // The boot cost: a parser-blocking script that arrives late holds `load` and `/ready` back.
      const boot = Number(url.searchParams.get('bootMs'));
      if (path === SCRIPT_PATH && boot > 0) await sleep(Math.min(boot, MAX_BOOT_MS));
      const body = await files[path].get();
      if (!body) {
        res.writeHead(404, headers).end(path === SCRIPT_PATH ? 'The frame script is not built: run `pnpm build`.' : '');
        return;
      }
      const type = path === SCRIPT_PATH ? 'text/javascript; charset=utf-8' : 'application/json';
      res.writeHead(200, { ...headers, 'content-type': type }).end(body);
      return;
    }
    res.writeHead(404, { ...headers, 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
  };
  // `localhost` is 127.0.0.1 and ::1: Node would listen on the first address it resolves to only.
  const server = await listen(createServer(handler), port, host === 'localhost' ? '127.0.0.1' : host);
  const address = server.address() as AddressInfo;
  const servers = [server];
  if (host === 'localhost') {
    try {
      servers.push(await listen(createServer(handler), address.port, '::1'));
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      // No IPv6 loopback on this machine: 127.0.0.1 is then all that localhost means.
      if (code !== 'EADDRNOTAVAIL' && code !== 'EAFNOSUPPORT') {
        await closeServer(server);
        throw error;
      }
    }
  }
  const hostname = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  const origin = `http://${host === 'localhost' ? 'localhost' : hostname}:${address.port}`;
  return {
    url: `${origin}/reportEmbed`,
    origin,
    async close() {
      await Promise.all(servers.map(closeServer));
    },
  };
}

function listen(server: Server, port: number, host: string): Promise<Server> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve(server);
    });
  });
}

async function closeServer(server: Server): Promise<void> {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
}
