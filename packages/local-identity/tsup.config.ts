import { defineConfig } from 'tsup';
import { libraryConfig } from '../../config/tsup.ts';

// Node-only package: ESM for the library and the CLI; no CJS build is needed.
export default defineConfig(
  libraryConfig({ entry: ['src/index.ts', 'src/cli.ts'], format: ['esm'], platform: 'node', target: 'node20' }),
);
