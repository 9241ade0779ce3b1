import { writeFile } from 'node:fs/promises';
import { defineConfig } from 'tsup';
import { libraryConfig, scriptTagConfig } from '../../config/tsup.ts';
import { framePage } from './src/server/frame-page.ts';

export default defineConfig([
  // The library: startFakeFrame, the sample data and the option parsing, for bundlers.
  libraryConfig(),
  // The node side: the static server (ESM + CJS) and the `fake-frame` command (ESM).
  {
    entry: { server: 'src/server/index.ts' },
    format: ['esm', 'cjs'],
    platform: 'node',
    target: 'node20',
    dts: true,
    sourcemap: true,
    clean: false,
    shims: true,
  },
  {
    entry: { cli: 'src/server/cli.ts' },
    format: ['esm'],
    platform: 'node',
    target: 'node20',
    dts: false,
    clean: false,
  },
  // The script the frame page loads: everything bundled, starts itself inside an iframe.
  scriptTagConfig('fake-frame.global', 'src/frame/global.ts', {
    noExternal: [/.*/],
    async onSuccess() {
      await writeFile('dist/fake-frame.html', framePage({ scriptSrc: './fake-frame.global.js' }));
    },
  }),
]);
