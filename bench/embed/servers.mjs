// The host pages' server, the ping echo the frame page gets for the floor measurement, and the
// headers that make the pages cross-origin isolated.
import { ServerResponse } from 'node:http';
import { serveRoutes } from '../serve-routes.mjs';

/**
 * Outside cross-origin isolation Chromium rounds `performance.now()` to 100 µs, coarser than a
 * postMessage round trip; isolated pages get 5 µs. Isolation needs these headers on the host
 * pages and on the frame page (which must opt in to being embedded by an isolated page).
 */
const ISOLATION_HEADERS = {
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-embedder-policy': 'require-corp',
  'cross-origin-resource-policy': 'cross-origin',
};

/**
 * Adds the isolation headers to every HTTP response of this process. The fake frame's server has
 * no header option, and patching the response class adds nothing per message, only per page load,
 * the same for both clients.
 */
export function isolateAllResponses() {
  const writeHead = ServerResponse.prototype.writeHead;
  ServerResponse.prototype.writeHead = function (...args) {
    if (!this.headersSent) {
      for (const [name, value] of Object.entries(ISOLATION_HEADERS)) {
        if (!this.hasHeader(name)) this.setHeader(name, value);
      }
    }
    return writeHead.apply(this, args);
  };
}

/**
 * Put in the frame page's `<head>`, before the frame: answers `{ benchPing: n }` from the parent
 * with `{ benchPong: n }`, the least work a round trip through these two windows can cost.
 */
export const PING_ECHO = `<script>
addEventListener('message', (e) => {
  const d = e.data;
  if (d && typeof d === 'object' && 'benchPing' in d && e.source === parent) e.source.postMessage({ benchPong: d.benchPing }, e.origin);
});
</script>`;

// The baseline page has no client: it measures what bare iframes cost the page.
const hostPage = (client) => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>embed bench: ${client}</title>
${client === 'baseline' ? '' : `<script src="/${client}.js"></script>`}
<script src="/page-tools.js"></script>
</head>
<body style="margin:0"></body>
</html>
`;

/**
 * Serves `/ours`, `/reference` and `/baseline` (host pages) and their scripts from 127.0.0.1 at a free port.
 * `scripts` maps `ours`, `reference` and `page-tools` to their source text.
 */
export function startHostServer(scripts) {
  const routes = new Map(
    /** @type {[string, [string, string]][]} */ ([
      ['/ours', ['text/html', hostPage('ours')]],
      ['/reference', ['text/html', hostPage('reference')]],
      ['/baseline', ['text/html', hostPage('baseline')]],
      ...Object.entries(scripts).map(([name, body]) => [`/${name}.js`, ['text/javascript', body]]),
    ]),
  );
  return serveRoutes(routes);
}
