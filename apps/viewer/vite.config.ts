import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';
import { readViewerConfig } from './src/config/read-viewer-config.ts';
import { securityHeaders } from './scripts/content-security-policy.ts';
import { cspReportPlugin } from './scripts/csp-report-plugin.ts';
import { redirectBridgePlugin } from './scripts/redirect-bridge-plugin.ts';

// The libraries resolve through their exports maps to the built dist (run `pnpm build` first).
// VITE_PORT lets several local stacks run side by side (the e2e helpers use their own ports).
const port = Number(process.env.VITE_PORT) || 5173;

export default defineConfig(({ mode }) => {
  // The same VITE_* variables the build reads (.env files and the environment): the policy allows
  // exactly the API, sign-in, Graph and report origins this build talks to.
  const env = loadEnv(mode, import.meta.dirname, 'VITE_');
  const extraReportOrigins = (env.VITE_REPORT_ORIGINS ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
  const headers = securityHeaders(readViewerConfig(env as ImportMetaEnv), { extraReportOrigins });
  return {
    plugins: [react(), redirectBridgePlugin(), cspReportPlugin()],
    server: { host: '127.0.0.1', port, strictPort: true },
    // The production build is served with the strict Content-Security-Policy (see the README). The
    // dev server is not: Vite's dev client injects inline styles and React Refresh an inline script.
    preview: { host: '127.0.0.1', port, strictPort: true, headers },
    build: { target: 'es2022', manifest: true },
  };
});
