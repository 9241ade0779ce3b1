import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What a route answers: an HTML page or a script; undefined means 404. */
export interface Served {
  type: 'html' | 'js';
  body: string;
}

/** A node:http server answering from a route function. */
export interface TestServer {
  origin: string;
  close(): Promise<void>;
}

const TYPES = { html: 'text/html; charset=utf-8', js: 'text/javascript; charset=utf-8' };

/**
 * Serves `route(url)` on 127.0.0.1 at a free port. `hostname` is the name the origin uses:
 * `localhost` makes a different site than `127.0.0.1` for the browser, with no DNS involved.
 */
export async function startServer(
  route: (url: URL, req: IncomingMessage) => Served | undefined,
  hostname = '127.0.0.1',
) {
  const server = createServer((req, res) => {
    const served = route(new URL(req.url ?? '/', 'http://x'), req);
    if (!served) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    res.writeHead(200, { 'content-type': TYPES[served.type], 'cache-control': 'no-store' }).end(served.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://${hostname}:${port}`,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  } satisfies TestServer;
}
