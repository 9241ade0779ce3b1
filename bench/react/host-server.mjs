// The React benchmark's host pages: one per wrapper, each loading only its own bundled script.
import { createServer } from 'node:http';

// Each host page loads its own script, nothing else.
const hostPage = (name) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>react bench: ${name}</title>` +
  `<script src="/${name}.js"></script></head><body style="margin:0"></body></html>`;

/** Serves `/<name>` (a host page) and `/<name>.js` for each of `scripts` (name → source) from 127.0.0.1. */
export async function startHostServer(scripts) {
  const routes = new Map(
    Object.entries(scripts).flatMap(([name, body]) => [
      [`/${name}`, ['text/html', hostPage(name)]],
      [`/${name}.js`, ['text/javascript', body]],
    ]),
  );
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    // Browsers ask for it by themselves; a 404 would show up as a console error.
    if (path === '/favicon.ico') return void res.writeHead(204).end();
    const route = routes.get(path);
    if (!route) return void res.writeHead(404).end();
    res.writeHead(200, { 'content-type': `${route[0]}; charset=utf-8`, 'cache-control': 'no-store' }).end(route[1]);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${server.address().port}`,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
