// @angular/build:application with one esbuild plugin: the exact-name aliases of tsconfig.json
// `compilerOptions.paths` (powerbi-client -> @org/embed-client, powerbi-models -> @org/embed-models)
// also apply to imports made by files in node_modules. esbuild applies tsconfig `paths` only to the
// app's own files, so without this, powerbi-client-angular's `import { service, factories } from
// 'powerbi-client'` would bundle Microsoft's powerbi-client beside ours. The wrapper is unchanged.
const { readFileSync } = require('node:fs');
const path = require('node:path');
const { createBuilder } = require('@angular-devkit/architect');
const { buildApplication } = require('@angular/build');

/** @param {string} root @param {string} tsconfig @returns {import('esbuild').Plugin} */
function pathsEverywhere(root, tsconfig) {
  const file = path.resolve(root, tsconfig);
  const paths = JSON.parse(readFileSync(file, 'utf8')).compilerOptions?.paths ?? {};
  const names = Object.keys(paths).filter((name) => !name.includes('*'));
  const escapeRegExp = (name) => name.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  return {
    name: 'tsconfig-paths-everywhere',
    setup(build) {
      if (!names.length) return;
      build.onResolve({ filter: new RegExp(`^(${names.map(escapeRegExp).join('|')})$`) }, (args) =>
        // Resolved as the app's own import of the mapped file would be (same conditions, same file).
        build.resolve(`./${path.relative(root, path.resolve(path.dirname(file), paths[args.path][0]))}`, {
          kind: args.kind,
          resolveDir: root,
        }),
      );
    },
  };
}

module.exports = createBuilder((options, context) =>
  buildApplication(options, context, {
    codePlugins: [pathsEverywhere(context.workspaceRoot, options.tsConfig ?? 'tsconfig.json')],
  }),
);
