import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { fakeFramePlugin } from './fake-frame-plugin.ts';

// @org/embed-models and @org/embed-client resolve through their exports maps to the built dist, and the gallery's
// frame server is @org/fake-frame's (run `pnpm build` first). `pnpm dev` and `pnpm preview` take host and port from
// here; both also serve the fake report frame on localhost:5176 (CONFIG_CHECK_FRAME_PORT moves it). The dev server
// is on 5174, beside `npm start`'s 5173/3001/5175.
const page = (file: string) => fileURLToPath(new URL(file, import.meta.url));

export default defineConfig({
  server: { host: '127.0.0.1', port: 5174, strictPort: true },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
  plugins: [fakeFramePlugin({ port: Number(process.env.CONFIG_CHECK_FRAME_PORT) || 5176 })],
  // Pre-bundle the dist's one dependency up front, so the first visit does not trigger a reload.
  optimizeDeps: { include: ['@org/embed-models > zod/mini'] },
  build: {
    target: 'es2020',
    // The configuration check, the embed gallery, the playground and the playground's run frame.
    rollupOptions: {
      input: {
        main: page('index.html'),
        gallery: page('gallery.html'),
        playground: page('playground.html'),
        runFrame: page('run-frame.html'),
      },
    },
  },
});
