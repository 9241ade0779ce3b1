import { startFakeFrameServer, type FakeFrameServer } from '@org/fake-frame/server';
import type { Logger, Plugin, PreviewServer, ViteDevServer } from 'vite';

/** Where the gallery page asks which report frame to embed: `{ "origin": "http://localhost:<port>" }`. */
const GALLERY_FRAME_PATH = '/gallery-frame.json';

/**
 * Serves @org/fake-frame beside the page, for the embed gallery (gallery.html): `vite` (dev) and `vite preview` both
 * start the frame server on `localhost:<port>` (another site than the page on 127.0.0.1, as app.powerbi.com is) and
 * answer {@link GALLERY_FRAME_PATH} with its origin. The frame runs without token checks: any token loads.
 *
 * A port already taken is not fatal: another config-check (dev and preview at once, or a second test run) serves a
 * frame there already, and the gallery uses whatever answers; the log says so, and which variable moves the port.
 */
export function fakeFramePlugin({ port }: { port: number }): Plugin {
  let frame: FakeFrameServer | undefined;
  const origin = `http://localhost:${port}`;

  async function start(logger: Logger): Promise<void> {
    try {
      frame = await startFakeFrameServer({ host: 'localhost', port });
      logger.info(`  ➜  Report frame (the embed gallery's @org/fake-frame): ${frame.origin}`);
    } catch (error) {
      if (!String(error).includes('EADDRINUSE')) throw error;
      logger.warn(
        `  ➜  Port ${port} is taken: the embed gallery embeds whatever frame answers there ` +
          '(CONFIG_CHECK_FRAME_PORT=N moves it).',
      );
    }
  }

  function serve(server: ViteDevServer | PreviewServer): void {
    server.middlewares.use(GALLERY_FRAME_PATH, (_req, res) => {
      res.setHeader('Content-Type', 'application/json');
      res.setHeader('Cache-Control', 'no-store');
      res.end(JSON.stringify({ origin }));
    });
    server.httpServer?.once('close', () => void frame?.close());
  }

  return {
    name: 'config-check-fake-frame',
    async configureServer(server) {
      await start(server.config.logger);
      serve(server);
    },
    async configurePreviewServer(server) {
      await start(server.config.logger);
      serve(server);
    },
  };
}
