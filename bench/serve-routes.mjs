// The benchmarks' host server: fixed routes (path → [content type, body]) from 127.0.0.1 at a free port.
import { createServer } from 'node:http';

/** Serves `routes` (a Map of path → [content type, body]); resolves with its origin and `close()`. */
export async function serveRoutes(routes) {
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    // Browsers ask for it by themselves; a 404 would show up as a console error.
    if (path === '/favicon.ico') return void res.writeHead(204).end();
    const route = routes.get(path);
    if (!route) return void res.writeHead(404).end();
    res.writeHead(200, { 'content-type': `${route[0]}; charset=utf-8`, 'cache-control': 'no-store' }).end(route[1]);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  return {
    origin: `http://127.0.0.1:${/** @type {import('node:net').AddressInfo} */ (server.address()).port}`,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
