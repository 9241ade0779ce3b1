import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What a route answers: a page, a script, plain text or another type; undefined means 404. */
export interface Served {
  type: 'html' | 'js' | 'text' | (string & {});
  body: string;
  /** Extra response headers (e.g. a Content-Security-Policy). */
  headers?: Record<string, string>;
  /** The status; default 200. */
  status?: number;
}

/** A request as a route sees it: its URL, its body as text (for a POST) and the raw request. */
export type Route = (url: URL, request: { body: string; req: IncomingMessage }) => Served | undefined;

/** A node:http server answering from a route function. */
export interface TestServer {
  /** `http://<hostname>:<port>`. */
  origin: string;
  close(): Promise<void>;
}

const TYPES: Record<string, string> = {
  html: 'text/html; charset=utf-8',
  js: 'text/javascript; charset=utf-8',
  text: 'text/plain; charset=utf-8',
};

/**
 * Serves `route(url, request)` on 127.0.0.1 at a free port, never cached. `hostname` is the name
 * the origin uses: `localhost` makes a different site than `127.0.0.1` for the browser, with no
 * DNS involved.
 */
export async function startServer(route: Route, hostname = '127.0.0.1'): Promise<TestServer> {
  const server = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      const served = route(new URL(req.url ?? '/', 'http://x'), { body, req });
      if (!served) {
        res.writeHead(404, { 'content-type': TYPES.text }).end('not found');
        return;
      }
      const type = TYPES[served.type] ?? served.type;
      res
        .writeHead(served.status ?? 200, { ...served.headers, 'content-type': type, 'cache-control': 'no-store' })
        .end(served.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://${hostname}:${port}`,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
