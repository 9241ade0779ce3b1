// The host-page scripts of the React benchmark: the same scenario code (`page-tools.js`) and
// the same React 19 production build, with our wrapper (built from its source, with the client's
// source, so a stale dist is never measured), with powerbi-client-react 1.4.0 as published, or
// with a bare-iframe component (the baseline).
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const packages = fileURLToPath(new URL('../../packages/', import.meta.url));
const here = fileURLToPath(new URL('.', import.meta.url));
const SOURCES = {
  '@org/react-embed': `${packages}react-embed/src/index.ts`,
  '@org/embed-client': `${packages}embed-client/src/index.ts`,
  '@org/embed-models': `${packages}embed-models/src/index.ts`,
};
const WRAPPERS = {
  ours: "export { EmbedComponent as Component } from '@org/react-embed';",
  reference: "export { PowerBIEmbed as Component } from 'powerbi-client-react';",
  baseline: "export { BaselineComponent as Component } from './baseline-component.js';",
};

/** Resolves `bench:wrapper` to one of the two components and our packages to their sources. */
const wrapper = (name) => ({
  name: 'bench-wrapper',
  setup(b) {
    b.onResolve({ filter: /^bench:wrapper$/ }, () => ({ path: name, namespace: 'bench-wrapper' }));
    b.onLoad({ filter: /.*/, namespace: 'bench-wrapper' }, () => ({ contents: WRAPPERS[name], resolveDir: here }));
    b.onResolve({ filter: /^@org\/(react-embed|embed-client|embed-models)$/ }, (args) => ({
      path: SOURCES[args.path],
    }));
  },
});

/** The host-page script for `name` (`ours`, `reference` or `baseline`), as text. */
export async function buildPage(name) {
  const result = await build({
    entryPoints: [`${here}page-tools.js`],
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    define: { 'process.env.NODE_ENV': '"production"' },
    plugins: [wrapper(name)],
    write: false,
    logLevel: 'warning',
  });
  return result.outputFiles[0].text;
}
