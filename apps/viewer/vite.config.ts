import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { redirectBridgePlugin } from './scripts/redirect-bridge-plugin.ts';

// The libraries resolve through their exports maps to the built dist (run `pnpm build` first).
// VITE_PORT lets several local stacks run side by side (the e2e helpers use their own ports).
const port = Number(process.env.VITE_PORT) || 5173;

export default defineConfig({
  plugins: [react(), redirectBridgePlugin()],
  server: { host: '127.0.0.1', port, strictPort: true },
  preview: { host: '127.0.0.1', port, strictPort: true },
  build: { target: 'es2022', manifest: true },
});
