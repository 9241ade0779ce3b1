// webpack 5 as a team sets it up for a React 18 page that uses powerbi-report-authoring on
// @org/embed-client: `powerbi-client` and `powerbi-models` are aliases of ours, so the plugin's
// `require('powerbi-client')` gets the very module the app's `import '@org/embed-client'` gets.
// esbuild-loader transpiles and minifies; `tsc --noEmit` (the build script) type checks first.
import { EsbuildPlugin } from 'esbuild-loader';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));

/** Writes dist/bundle-modules.json: every module file in the bundle (how the test counts copies). */
class BundleModulesPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('BundleModules', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'BundleModules', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          /** @type {Set<string>} */
          const files = new Set();
          /** @param {import('webpack').Module & { resource?: string; modules?: import('webpack').Module[] }} module */
          const add = (module) => {
            if (module.resource) files.add(module.resource);
            // A ConcatenatedModule (scope hoisting) holds the modules it joined.
            for (const inner of module.modules ?? []) add(inner);
          };
          for (const chunk of compilation.chunks) {
            for (const module of compilation.chunkGraph.getChunkModulesIterable(chunk)) add(module);
          }
          compilation.emitAsset('bundle-modules.json', new sources.RawSource(JSON.stringify([...files].sort())));
        },
      );
    });
  }
}

/** @type {import('webpack').Configuration} */
export default {
  mode: 'production',
  entry: './src/main.tsx',
  output: { path: path.join(here, 'dist'), filename: '[name].[contenthash].js', clean: true },
  resolve: {
    extensions: ['.tsx', '.ts', '...'],
    alias: {
      'powerbi-client$': '@org/embed-client',
      'powerbi-models$': '@org/embed-models',
    },
  },
  module: {
    rules: [
      {
        test: /\.tsx?$/,
        exclude: /node_modules/,
        loader: 'esbuild-loader',
        options: { target: 'es2022' },
      },
    ],
  },
  optimization: { minimizer: [new EsbuildPlugin({ target: 'es2022' })] },
  plugins: [new HtmlWebpackPlugin({ template: './index.html' }), new BundleModulesPlugin()],
};
