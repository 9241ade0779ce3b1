import react from '@vitejs/plugin-react';
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

export default defineConfig({ plugins: [react(), bundleModules()] });
