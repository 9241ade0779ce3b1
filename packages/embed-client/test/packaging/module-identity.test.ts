// One copy of @org/embed-client and @org/embed-models whichever way they are loaded: `require` and
// `import` in one Node process, and `require` and `import` in one bundle (esbuild, webpack 5, Vite),
// give the same classes, so a plugin that patches a prototype patches the class the app uses.
// Runs against the built packages (dist and package.json exports), linked as an app installs them.
import { build as esbuild } from 'esbuild';
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const packages = path.resolve(fileURLToPath(new URL('.', import.meta.url)), '../../..');
const requireHere = createRequire(path.join(packages, 'embed-client/package.json'));

let app: string;

/** What each way of loading gave, compared by identity; `true` everywhere means one copy. */
const CHECK = `
  const same = {
    Report: a.Report === b.Report,
    Service: a.service.Service === b.service.Service,
    models: a.models.BasicFilter === m.BasicFilter,
    patched: (a.Report.prototype.createVisualForTest = function () {}, typeof b.Report.prototype.createVisualForTest),
  };
`;

// An app that uses both forms, the way a bundled app with powerbi-report-authoring does: its own
// code imports, a CommonJS dependency requires.
const ENTRY = `
  import * as b from '@org/embed-client';
  import * as m from '@org/embed-models';
  const a = require('@org/embed-client');
  ${CHECK}
  globalThis.result = same;
`;

beforeAll(async () => {
  app = await mkdtemp(path.join(tmpdir(), 'embed-client-identity-'));
  await mkdir(path.join(app, 'node_modules/@org'), { recursive: true });
  for (const name of ['embed-client', 'embed-models']) {
    await symlink(path.join(packages, name), path.join(app, 'node_modules/@org', name), 'dir');
  }
  await writeFile(path.join(app, 'entry.js'), ENTRY);
});

afterAll(() => (app ? rm(app, { recursive: true, force: true }) : undefined));

/** Runs a bundle in a fresh context (no window: importing the packages touches none) and returns its result. */
function resultOf(code: string): unknown {
  const context: Record<string, unknown> = { console };
  // As in a page: webpack's chunk loading (the lazy token lifecycle) keeps its registry on `self`.
  context.globalThis = context.self = context;
  runInNewContext(code, context);
  return JSON.parse(JSON.stringify(context.result));
}

const ONE_COPY = { Report: true, Service: true, models: true, patched: 'function' };

describe('one module instance', () => {
  it('[C-COMPAT-05] require and import in one Node process give the same classes (ESM and CommonJS callers)', async () => {
    const esm = `
      import { createRequire } from 'node:module';
      const require = createRequire(import.meta.url);
      const a = require('@org/embed-client');
      const b = await import('@org/embed-client');
      const m = await import('@org/embed-models');
      ${CHECK}
      const t = require('@org/embed-client/transport').MessageProxy === (await import('@org/embed-client/transport')).MessageProxy;
      const z = require('@org/embed-models/zod') === require('@org/embed-models/zod');
      const zod = Object.keys(await import('@org/embed-models/zod')).length > 0 && z;
      console.log(JSON.stringify({ ...same, transport: t, zod }));
    `;
    const cjs = `
      (async () => {
        const a = require('@org/embed-client');
        const b = await import('@org/embed-client');
        const m = await import('@org/embed-models');
        ${CHECK}
        console.log(JSON.stringify(same));
      })();
    `;
    await writeFile(path.join(app, 'check.mjs'), esm);
    await writeFile(path.join(app, 'check.cjs'), cjs);
    const fromEsm = JSON.parse((await run(process.execPath, ['check.mjs'], { cwd: app })).stdout);
    const fromCjs = JSON.parse((await run(process.execPath, ['check.cjs'], { cwd: app })).stdout);
    expect(fromEsm).toEqual({ ...ONE_COPY, transport: true, zod: true });
    expect(fromCjs).toEqual(ONE_COPY);
  });

  it('[C-COMPAT-04] esbuild: one copy in a bundle that requires and imports the packages', async () => {
    const result = await esbuild({
      entryPoints: [path.join(app, 'entry.js')],
      bundle: true,
      write: false,
      format: 'iife',
      platform: 'browser',
      metafile: true,
      logLevel: 'silent',
    });
    const inputs = Object.keys(result.metafile.inputs).filter((file) => /embed-(client|models)\/dist\//.test(file));
    expect(inputs.filter((file) => file.endsWith('.cjs'))).toEqual([]);
    expect(resultOf(result.outputFiles[0].text)).toEqual(ONE_COPY);
  });

  it('[C-COMPAT-04] webpack 5: one copy in a bundle that requires and imports the packages', async () => {
    const webpack = requireHere('webpack') as typeof import('webpack');
    const out = path.join(app, 'webpack-out');
    const stats = await new Promise<import('webpack').Stats>((resolve, reject) =>
      webpack(
        {
          mode: 'production',
          context: app,
          entry: './entry.js',
          // The token lifecycle is a chunk loaded on first use: a page gives webpack its public path
          // from the script tag; this bare context has none, so it is named.
          output: { path: out, filename: 'bundle.js', publicPath: '' },
          target: 'web',
          optimization: { minimize: false },
          devtool: false,
        },
        (error, stats) => (error || !stats ? reject(error) : resolve(stats)),
      ),
    );
    expect(stats.toJson({ all: false, errors: true }).errors).toEqual([]);
    const modules = (stats.toJson({ all: false, modules: true }).modules ?? []).map((m) => String(m.name));
    expect(modules.filter((name) => /embed-(client|models)\/dist\/.*\.cjs/.test(name))).toEqual([]);
    expect(resultOf(await readFile(path.join(out, 'bundle.js'), 'utf8'))).toEqual(ONE_COPY);
  }, 60_000);

  it('[C-COMPAT-04] Vite: one copy in a bundle that requires and imports the packages', async () => {
    // Vite is the viewer's; its types are not this package's dependency.
    const vite = (await import(createRequire(path.join(packages, '../apps/viewer/package.json')).resolve('vite'))) as {
      build(config: object): Promise<unknown>;
    };
    const output = await vite.build({
      root: app,
      logLevel: 'silent',
      configFile: false,
      build: {
        write: false,
        minify: false,
        lib: { entry: path.join(app, 'entry.js'), formats: ['iife'], name: 'app' },
        commonjsOptions: { transformMixedEsModules: true },
      },
    });
    const results = (Array.isArray(output) ? output : [output]) as { output: { code?: string }[] }[];
    const code = results.flatMap((result) => result.output.map((chunk) => chunk.code ?? '')).join('\n');
    expect(code).not.toMatch(/embed-client\/dist\/index\.cjs/);
    expect(resultOf(code)).toEqual(ONE_COPY);
  }, 60_000);
});
