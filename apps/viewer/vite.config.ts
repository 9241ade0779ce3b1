import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The libraries resolve through their exports maps to the built dist (run `pnpm build` first).
export default defineConfig({
  plugins: [react()],
  server: { host: '127.0.0.1', port: 5173, strictPort: true },
  preview: { host: '127.0.0.1', port: 5173, strictPort: true },
  build: { target: 'es2022', manifest: true },
});
