import { defineConfig } from 'tsup';

// The production build: plain JavaScript for `node dist/main.js`, no tsx loader. The API's own
// modules (and demo-accounts.json) are bundled; every package.json dependency stays external and
// is resolved by Node through its published entry point (@org/local-identity → its dist).
export default defineConfig({
  entry: { main: 'src/main.ts', 'admin-cli': 'src/admin/admin-cli.ts' },
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  outDir: 'dist',
  sourcemap: true,
  clean: true,
  splitting: false,
  dts: false,
});
