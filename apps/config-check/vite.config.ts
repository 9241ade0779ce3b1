import { defineConfig } from 'vite';

// @org/embed-models resolves through its exports map to the built dist (run `pnpm build` first).
// `pnpm dev` and `pnpm preview` take host and port from here.
export default defineConfig({
  server: { host: '127.0.0.1', port: 5173, strictPort: true },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
  // Pre-bundle the dist's one dependency up front, so the first visit does not trigger a reload.
  optimizeDeps: { include: ['@org/embed-models > zod/mini'] },
  build: { target: 'es2020' },
});
