/**
 * Microsoft's powerbi-report-authoring 1.1.3 as an app bundles it: esbuild takes the package's
 * CommonJS entry, and its `require('powerbi-client')` resolves to whatever client the page has
 * (`window['powerbi-client']`), as an app's bundler resolves it to the app's one copy of the
 * client. The one script serves both host pages: `openHost(client, { script: authoringScript })`.
 */
import { buildFromSource } from '@org/test-harness';
import type { Plugin } from 'esbuild';
import { fileURLToPath } from 'node:url';

const packageDir = fileURLToPath(new URL('../../../', import.meta.url));

/** `powerbi-client` (and, should a build of the plugin import it, `powerbi-models`) as the page's client. */
const pageClient: Plugin = {
  name: 'page-client',
  setup(b) {
    b.onResolve({ filter: /^powerbi-(client|models)$/ }, (args) => ({ path: args.path, namespace: 'page-client' }));
    b.onLoad({ filter: /.*/, namespace: 'page-client' }, (args) => ({
      contents:
        args.path === 'powerbi-client'
          ? "module.exports = window['powerbi-client'];"
          : "module.exports = window['powerbi-client'].models;",
      loader: 'js',
    }));
  },
};

/** The plugin's methods, by the prototype it extends (from its `dist/powerbi-report-authoring.d.ts`). */
export const AUTHORING_METHODS = {
  Report: ['getVisualCapabilities', 'getAvailableVisualTypes'],
  Page: ['createVisual', 'deleteVisual'],
  VisualDescriptor: [
    'changeType',
    'getCapabilities',
    'getDataFieldDisplayName',
    'setDataFieldDisplayName',
    'addDataField',
    'getDataFields',
    'removeDataField',
    'getProperty',
    'setProperty',
    'resetProperty',
  ],
} as const;

/**
 * The classic script that loads the plugin into a host page (after the client): it requires the
 * package as an app does and keeps what it exported in `window.authoring`.
 */
export async function buildAuthoringScript(): Promise<string> {
  const built = await buildFromSource(
    {
      contents: "window.authoring = require('powerbi-report-authoring');",
      resolveDir: packageDir,
      sourcefile: 'authoring-app.js',
      loader: 'js',
    },
    { plugins: [pageClient] },
  );
  return built.code;
}
