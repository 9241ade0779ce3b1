import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * Serves msal-browser's redirect bridge page at `/redirect.html` (and its script next to it), as
 * `@org/ms-login-button` ships them: from memory in dev and preview-less dev, emitted as assets in a
 * build. Taken from the package each time so an upgrade of the button never leaves a stale copy.
 */
export function redirectBridgePlugin(): Plugin {
  const require = createRequire(import.meta.url);
  const assetsDir = path.dirname(require.resolve('@org/ms-login-button/redirect.html'));
  const files: Record<string, { type: string; read: () => string }> = {
    'redirect.html': {
      type: 'text/html; charset=utf-8',
      read: () => readFileSync(path.join(assetsDir, 'redirect.html'), 'utf8'),
    },
    'redirect-bridge.js': {
      type: 'text/javascript; charset=utf-8',
      read: () => readFileSync(path.join(assetsDir, 'redirect-bridge.js'), 'utf8'),
    },
  };
  return {
    name: 'viewer:redirect-bridge',
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const name = (request.url ?? '').split('?')[0]!.replace(/^\//, '');
        const file = files[name];
        if (!file) return next();
        response.setHeader('Content-Type', file.type);
        response.setHeader('Cache-Control', 'no-cache');
        response.end(file.read());
      });
    },
    generateBundle() {
      for (const [fileName, file] of Object.entries(files)) {
        this.emitFile({ type: 'asset', fileName, source: file.read() });
      }
    },
  };
}
