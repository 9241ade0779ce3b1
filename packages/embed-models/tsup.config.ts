import { defineConfig } from 'tsup';
import { libraryConfig } from '../../config/tsup.ts';

export default defineConfig(libraryConfig({ entry: { index: 'src/index.ts', zod: 'src/zod.ts' } }));
