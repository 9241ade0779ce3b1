import { defineConfig } from 'tsup';
import { libraryConfig } from '../../config/tsup.ts';

export default defineConfig([
  libraryConfig(),
  // For script-tag users: one minified file that creates window.powerbi (see src/global.ts).
  {
    entry: { 'embed-client.global': 'src/global.ts' },
    format: ['iife'],
    platform: 'browser',
    target: 'es2022',
    minify: true,
    sourcemap: true,
    dts: false,
    clean: false,
    outExtension: () => ({ js: '.js' }),
  },
]);
