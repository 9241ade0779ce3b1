/**
 * The framework apps of `framework-proxies.test.ts`, bundled with esbuild in memory as classic
 * scripts for a host page (`openHost(client, { script })`):
 *
 * - `scenarios`: Vue 3 and MobX 6 with the scenarios of `framework-scenarios.ts`; it has no client
 *   in it and uses the page's (`window['powerbi-client']`), so the one bundle serves both clients.
 * - `wrapperApp(client)`: the app of `vue-wrapper-app.ts` on Microsoft's powerbi-client-vue-js
 *   1.1.2, with the wrapper's `import … from 'powerbi-client'` resolved to our source
 *   (`src/index.ts`, and `@org/embed-models` to its source) or to powerbi-client 2.22.4's own
 *   `dist/powerbi.js` (the wrapper's own dependency range would pick 2.24 from the store). That
 *   client is a second copy next to the page's global: the wrapper makes its own Service from it.
 */
import { buildFromSource } from '@org/test-harness';
import type { Plugin } from 'esbuild';
import { realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Client } from './harness';

const here = fileURLToPath(new URL('.', import.meta.url));
const packages = fileURLToPath(new URL('../../../../', import.meta.url));

/** What the bundles' imports of the client resolve to, per client. */
const CLIENT_MODULES: Record<Client, Record<string, string>> = {
  ours: {
    'powerbi-client': `${packages}embed-client/src/index.ts`,
    '@org/embed-models': `${packages}embed-models/src/index.ts`,
    // Not imported by the wrapper 1.1.2's dist (only 'vue' and 'powerbi-client' are); mapped in
    // case a build of it does, so Microsoft's models can never slip into "our" app.
    'powerbi-models': `${packages}embed-models/src/index.ts`,
  },
  reference: {
    'powerbi-client': `${packages}embed-client/node_modules/powerbi-client/dist/powerbi.js`,
  },
};

function clientAliases(client: Client): Plugin {
  const modules = CLIENT_MODULES[client];
  return {
    name: `client-${client}`,
    setup(b) {
      // The real path (the pnpm store's, which names the version), as esbuild gives other packages.
      b.onResolve({ filter: /^(powerbi-client|powerbi-models|@org\/embed-models)$/ }, (args) =>
        modules[args.path] ? { path: realpathSync(modules[args.path]) } : undefined,
      );
    },
  };
}

const define = {
  // Vue's and MobX's development builds: their warnings and checks are on.
  'process.env.NODE_ENV': '"development"',
  __VUE_OPTIONS_API__: 'true',
  __VUE_PROD_DEVTOOLS__: 'false',
  __VUE_PROD_HYDRATION_MISMATCH_DETAILS__: 'false',
};

function bundle(entry: string, plugins: Plugin[] = []): Promise<{ code: string; inputs: string[] }> {
  return buildFromSource(entry, { define, plugins });
}

/** The package (`name@version` of the pnpm store, or the workspace folder) each bundled file came from. */
export function packagesOf(inputs: string[]): string[] {
  const names = inputs.map((input) => {
    const stored = /node_modules\/\.pnpm\/([^/]+)\//.exec(input);
    if (stored) return stored[1].replace(/_.*$/, '').replace(/^@([^+]+)\+/, '@$1/');
    const workspace = /(?:^|\/)packages\/([^/]+)\//.exec(input);
    return workspace ? `workspace:${workspace[1]}` : input;
  });
  return [...new Set(names)].sort();
}

/** A built app: the script and the packages it contains. */
export interface BuiltApp {
  code: string;
  packages: string[];
}

/** The framework apps, built once per test file. */
export interface FrameworkApps {
  scenarios: BuiltApp;
  wrapperApp: Record<Client, BuiltApp>;
}

export async function buildFrameworkApps(): Promise<FrameworkApps> {
  const [scenarios, ours, reference] = await Promise.all([
    bundle(`${here}framework-scenarios.ts`),
    bundle(`${here}vue-wrapper-app.ts`, [clientAliases('ours')]),
    bundle(`${here}vue-wrapper-app.ts`, [clientAliases('reference')]),
  ]);
  const app = ({ code, inputs }: { code: string; inputs: string[] }) => ({ code, packages: packagesOf(inputs) });
  return { scenarios: app(scenarios), wrapperApp: { ours: app(ours), reference: app(reference) } };
}
