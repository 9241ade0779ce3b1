import { defineConfig } from 'tsup';
import { libraryConfig, scriptTagConfig } from '../../config/tsup.ts';

export default defineConfig([
  // `./define` is the side-effect entry; ESM shares one chunk with the main entry, so a page that
  // imports both gets one copy of the element classes' factory.
  libraryConfig({ entry: { index: 'src/index.ts', define: 'src/define.ts' }, splitting: true }),
  // For script-tag users: one minified file with @org/embed-client inside that defines the elements on load.
  scriptTagConfig('embed-elements.global', 'src/global.ts', { noExternal: [/.*/] }),
]);
