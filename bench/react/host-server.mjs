// The React benchmark's host pages: one per wrapper, each loading only its own bundled script.
import { serveRoutes } from '../serve-routes.mjs';

// Each host page loads its own script, nothing else.
const hostPage = (name) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>react bench: ${name}</title>` +
  `<script src="/${name}.js"></script></head><body style="margin:0"></body></html>`;

/** Serves `/<name>` (a host page) and `/<name>.js` for each of `scripts` (name → source) from 127.0.0.1. */
export function startHostServer(scripts) {
  const routes = new Map(
    Object.entries(scripts).flatMap(([name, body]) => [
      [`/${name}`, ['text/html', hostPage(name)]],
      [`/${name}.js`, ['text/javascript', body]],
    ]),
  );
  return serveRoutes(routes);
}
