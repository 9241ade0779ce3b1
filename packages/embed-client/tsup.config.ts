import { defineConfig } from 'tsup';
import { libraryConfig, scriptTagConfig } from '../../config/tsup.ts';

export default defineConfig([
  // `./transport` is the protocol layer alone (for frame-side code such as @org/fake-frame); ESM
  // shares one chunk between the entries so a page importing both gets one copy of each class.
  // `./inspector` is the wire inspector (src/inspector/): opt-in, it imports types only, so no
  // byte of it is in the other entries.
  libraryConfig({
    entry: { index: 'src/index.ts', transport: 'src/transport/index.ts', inspector: 'src/inspector/index.ts' },
    splitting: true,
  }),
  // For script-tag users: one minified file that creates window.powerbi (see src/global.ts).
  scriptTagConfig('embed-client.global', 'src/global.ts'),
]);
