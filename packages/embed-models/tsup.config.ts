import { defineConfig } from 'tsup';
import { libraryConfig } from '../../config/tsup.ts';
import { compactEnums } from './scripts/compact-enums.ts';

export default defineConfig(
  libraryConfig({
    entry: { index: 'src/index.ts', zod: 'src/zod.ts' },
    // The enums are built from their names (scripts/compact-enums.ts): less gzip in every page using them.
    esbuildPlugins: [compactEnums(/[\\/]src[\\/]enums\.ts$/)],
  }),
);
