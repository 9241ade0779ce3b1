import vue from '@vitejs/plugin-vue';
import { defineConfig, type Plugin } from 'vite';

/** Writes dist/bundle-modules.json: every module file in the bundle (how the test counts copies). */
function bundleModules(): Plugin {
  return {
    name: 'bundle-modules',
    generateBundle(_options, bundle) {
      const modules = Object.values(bundle).flatMap((chunk) =>
        chunk.type === 'chunk' ? Object.keys(chunk.modules) : [],
      );
      this.emitFile({ type: 'asset', fileName: 'bundle-modules.json', source: JSON.stringify(modules) });
    },
  };
}

export default defineConfig({
  resolve: {
    // Microsoft's wrapper keeps importing (its UMD build: requiring) powerbi-client and
    // powerbi-models; these make both our libraries, as a user switching to them would.
    alias: [
      { find: /^powerbi-client$/, replacement: '@org/embed-client' },
      { find: /^powerbi-models$/, replacement: '@org/embed-models' },
    ],
  },
  plugins: [
    // #region readme
    // <pbi-report> and the other pbi-* tags are custom elements, not Vue components.
    vue({ template: { compilerOptions: { isCustomElement: (tag) => tag.startsWith('pbi-') } } }),
    // #endregion
    bundleModules(),
  ],
});
