import { defineConfig } from 'tsup';
import { libraryConfig } from '../../config/tsup.ts';

export default defineConfig(libraryConfig({ entry: ['src/index.ts', 'src/redirect-bridge.ts'] }));
