// Server-side rendering must work: every entry point of every published library loads in plain
// Node (no DOM globals), both through import() and require(), and defines no DOM global while
// loading. Checks the built dist through the exports map, as a consumer resolves it.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishableLibraries } from './check-packages.mjs';

const DOM_GLOBALS = ['window', 'document', 'self'];

interface Manifest {
  name: string;
  exports?: string | Record<string, unknown>;
}

interface Entry {
  specifier: string;
  /** module: JavaScript to load; json: import with type json; asset: a file to resolve (HTML, CSS…). */
  kind: 'module' | 'json' | 'asset';
}

interface Library {
  name: string;
  dir: string;
  entries: Entry[];
}

/** The file a condition tree points at for one of import/require, ignoring the types condition. */
function targetOf(value: unknown, condition: 'import' | 'require'): string | undefined {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.map((v) => targetOf(v, condition)).find(Boolean);
  if (value && typeof value === 'object') {
    const map = value as Record<string, unknown>;
    for (const key of [condition, 'node', 'default']) {
      if (key in map) {
        const found = targetOf(map[key], condition);
        if (found) return found;
      }
    }
  }
  return undefined;
}

/** Expands a `./x/*.json` subpath pattern into the specifiers of the files that exist for it. */
function expandPattern(dir: string, name: string, subpath: string, target: string): string[] {
  const [targetHead, targetTail] = target.split('*');
  const [subHead, subTail] = subpath.split('*');
  const base = path.join(dir, targetHead);
  const searchDir = targetHead.endsWith('/') ? base : path.dirname(base);
  if (!fs.existsSync(searchDir)) return [];
  const files = fs.readdirSync(searchDir, { recursive: true, encoding: 'utf8' });
  return files
    .map((file) => `./${path.relative(dir, path.join(searchDir, file)).split(path.sep).join('/')}`)
    .filter(
      (file) => file.startsWith(targetHead) && file.endsWith(targetTail) && fs.statSync(path.join(dir, file)).isFile(),
    )
    .map((file) => file.slice(targetHead.length, file.length - targetTail.length))
    .map((stem) => `${name}${subHead.slice(1)}${stem}${subTail}`);
}

function entriesOf(dir: string, manifest: Manifest): Entry[] {
  const exportsField = manifest.exports;
  if (!exportsField) throw new Error(`${manifest.name} has no "exports" map`);
  const map: Record<string, unknown> =
    typeof exportsField === 'string' || !Object.keys(exportsField).some((key) => key.startsWith('.'))
      ? { '.': exportsField }
      : exportsField;
  const entries: Entry[] = [];
  for (const [subpath, value] of Object.entries(map)) {
    const target = targetOf(value, 'import') ?? targetOf(value, 'require');
    if (!target) continue;
    const specifiers = subpath.includes('*')
      ? expandPattern(dir, manifest.name, subpath, target)
      : [`${manifest.name}${subpath.slice(1)}`];
    for (const specifier of specifiers) {
      const file = subpath.includes('*') ? specifier : target;
      const kind = /\.json$/.test(file) ? 'json' : /\.[cm]?js$/.test(file) ? 'module' : 'asset';
      // A pattern may also match files that are no entry points (source maps, declarations).
      if (subpath.includes('*') && /\.(map|d\.[cm]?ts)$/.test(file)) continue;
      if (!entries.some((entry) => entry.specifier === specifier)) entries.push({ specifier, kind });
    }
  }
  return entries;
}

function publishedLibraries(): Library[] {
  return publishableLibraries().map(({ dir, manifest }: { dir: string; manifest: Manifest }) => ({
    name: manifest.name,
    dir,
    entries: entriesOf(dir, manifest),
  }));
}

// Runs in the child after a prelude that defines resolveFile() and load() for its module system:
// loads every entry (assets are only resolved and must exist), then reports what each exported
// and which DOM globals exist.
const probeBody = `
const entries = JSON.parse(process.argv[2]);
const report = { loaded: [], failed: [], domBefore: ${JSON.stringify(DOM_GLOBALS)}.filter((n) => n in globalThis) };
const before = new Set(Object.getOwnPropertyNames(globalThis));
(async () => {
  for (const { specifier, kind } of entries) {
    try {
      if (kind === 'asset') {
        const file = resolveFile(specifier);
        if (!existsSync(file)) throw new Error('missing file ' + file);
        report.loaded.push({ specifier, keys: 0 });
        continue;
      }
      report.loaded.push({ specifier, keys: await load(specifier, kind) });
    } catch (error) {
      report.failed.push({ specifier, error: String(error && error.stack || error) });
    }
  }
  report.dom = ${JSON.stringify(DOM_GLOBALS)}.filter((n) => n in globalThis);
  report.addedGlobals = Object.getOwnPropertyNames(globalThis).filter((n) => !before.has(n));
  console.log('SSR-REPORT ' + JSON.stringify(report));
})();
`;

const esmProbe = `
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
const resolveFile = (specifier) => fileURLToPath(import.meta.resolve(specifier));
const load = async (specifier, kind) =>
  Object.keys(kind === 'json' ? await import(specifier, { with: { type: 'json' } }) : await import(specifier)).length;
${probeBody}`;

const cjsProbe = `
const { existsSync } = require('node:fs');
const resolveFile = (specifier) => require.resolve(specifier);
const load = (specifier) => {
  const value = require(specifier);
  return value && typeof value === 'object' ? Object.keys(value).length : 1;
};
${probeBody}`;

interface ProbeReport {
  loaded: { specifier: string; keys: number }[];
  failed: { specifier: string; error: string }[];
  domBefore: string[];
  dom: string[];
  addedGlobals: string[];
}

let consumerDir = '';

beforeAll(() => {
  // A stand-in consumer project: node_modules/@org/* link to the libraries, as after an install.
  consumerDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ssr-consumer-'));
  fs.writeFileSync(path.join(consumerDir, 'package.json'), '{ "name": "ssr-consumer", "private": true }\n');
  fs.writeFileSync(path.join(consumerDir, 'probe.mjs'), esmProbe);
  fs.writeFileSync(path.join(consumerDir, 'probe.cjs'), cjsProbe);
  for (const library of publishedLibraries()) {
    const link = path.join(consumerDir, 'node_modules', ...library.name.split('/'));
    fs.mkdirSync(path.dirname(link), { recursive: true });
    fs.symlinkSync(library.dir, link, 'dir');
  }
});

afterAll(() => {
  if (consumerDir) fs.rmSync(consumerDir, { recursive: true, force: true });
});

function probe(script: 'probe.mjs' | 'probe.cjs', entries: Entry[]): ProbeReport {
  // Plain node: no vitest environment, no DOM shims, no loaders from the parent.
  const env = { ...process.env };
  delete env.NODE_OPTIONS;
  const result = spawnSync(process.execPath, [script, JSON.stringify(entries)], {
    cwd: consumerDir,
    env,
    encoding: 'utf8',
    timeout: 30_000,
  });
  const line = result.stdout.split('\n').find((l) => l.startsWith('SSR-REPORT '));
  if (result.status !== 0 || !line) {
    throw new Error(`node ${script} exited with ${result.status}:\n${result.stdout}\n${result.stderr}`);
  }
  return JSON.parse(line.slice('SSR-REPORT '.length)) as ProbeReport;
}

const libraries = publishedLibraries();

describe.each(libraries.map((library) => [library.name, library] as const))('%s in plain Node', (_name, library) => {
  it('is built and lists its entry points in the exports map', () => {
    expect(fs.existsSync(path.join(library.dir, 'dist')), `${library.name} is not built: run pnpm build`).toBe(true);
    expect(library.entries.map((entry) => entry.specifier)).toContain(library.name);
  });

  it.each([
    ['import()', 'probe.mjs'],
    ['require()', 'probe.cjs'],
  ] as const)('loads every entry with %s and defines no DOM global', (_how, script) => {
    const report = probe(script, library.entries);
    expect(report.domBefore, 'the probe must start without DOM globals').toEqual([]);
    expect(report.failed).toEqual([]);
    expect(report.loaded.map((entry) => entry.specifier)).toEqual(library.entries.map((entry) => entry.specifier));
    expect(report.dom).toEqual([]);
    expect(report.addedGlobals.filter((name) => DOM_GLOBALS.includes(name))).toEqual([]);
  });
});
