#!/usr/bin/env node
// Lints every publishable library as it would be published: publint on the packed files and
// @arethetypeswrong/cli on the packed tarball (`attw --pack`). Exits 1 if either reports an error
// for any library. Run after `pnpm build`.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', process.platform === 'win32' ? `${name}.cmd` : name);

/** The workspace packages under packages/ that are published (not private). */
export function publishableLibraries() {
  const dir = path.join(root, 'packages');
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && fs.existsSync(path.join(dir, entry.name, 'package.json')))
    .map((entry) => {
      const pkgDir = path.join(dir, entry.name);
      return { dir: pkgDir, manifest: JSON.parse(fs.readFileSync(path.join(pkgDir, 'package.json'), 'utf8')) };
    })
    .filter(({ manifest }) => !manifest.private)
    .sort((a, b) => a.manifest.name.localeCompare(b.manifest.name));
}

// Files that are not code (HTML, CSS, images…) have no types to check: they are entry points for
// bundlers and servers to resolve, not modules to import. Add to these with `excludeEntrypoints`
// in the package's .attw.json.
const CODE_FILE = /\.(c|m)?js$|\.json$/;

function attwExcludedEntrypoints(dir, manifest) {
  const excluded = new Set();
  const firstTarget = (value) => {
    if (typeof value === 'string') return value;
    if (Array.isArray(value)) return value.map(firstTarget).find(Boolean);
    if (value && typeof value === 'object') {
      return Object.entries(value)
        .filter(([condition]) => condition !== 'types')
        .map(([, nested]) => firstTarget(nested))
        .find(Boolean);
    }
    return undefined;
  };
  const exportsField = manifest.exports;
  if (exportsField && typeof exportsField === 'object' && !Array.isArray(exportsField)) {
    for (const [subpath, value] of Object.entries(exportsField)) {
      const target = firstTarget(value);
      if (subpath.startsWith('.') && !subpath.includes('*') && target && !CODE_FILE.test(target)) {
        excluded.add(subpath);
      }
    }
  }
  const configFile = path.join(dir, '.attw.json');
  if (excluded.size > 0 && fs.existsSync(configFile)) {
    // The command line replaces the config's list rather than adding to it: pass both.
    for (const entry of JSON.parse(fs.readFileSync(configFile, 'utf8')).excludeEntrypoints ?? []) excluded.add(entry);
  }
  return [...excluded];
}

function run(command, args, cwd) {
  console.log(
    `$ ${path.basename(command)} ${args.join(' ')}${cwd === root ? '' : `  (in ${path.relative(root, cwd)})`}`,
  );
  const result = spawnSync(command, args, { cwd, stdio: 'inherit' });
  if (result.error) console.error(result.error.message);
  return result.status ?? 1;
}

function main() {
  const libraries = publishableLibraries();
  if (libraries.length === 0) {
    console.error('No publishable library found under packages/.');
    return 1;
  }
  const rows = [];
  for (const { dir, manifest } of libraries) {
    const rel = path.relative(root, dir);
    console.log(`\n── ${manifest.name} (${rel}) ──`);
    if (!fs.existsSync(path.join(dir, 'dist'))) {
      console.error(`${rel}/dist is missing: run \`pnpm build\` first.`);
      rows.push({ name: manifest.name, publint: 'not built', attw: 'not built' });
      continue;
    }
    // `--pack npm`: lint exactly the files `npm pack` would publish, whichever package manager is on PATH.
    const publint = run(bin('publint'), ['run', rel, '--pack', 'npm'], root);
    // attw runs in the package folder so that a package's own .attw.json applies.
    const excluded = attwExcludedEntrypoints(dir, manifest);
    const attwArgs = ['--pack', '.', '--no-emoji'];
    if (excluded.length > 0) attwArgs.push('--exclude-entrypoints', ...excluded);
    const attw = run(bin('attw'), attwArgs, dir);
    rows.push({ name: manifest.name, publint: publint === 0 ? 'ok' : 'FAILED', attw: attw === 0 ? 'ok' : 'FAILED' });
  }
  console.log('\nPackage checks:');
  console.table(rows);
  const failed = rows.filter((row) => row.publint !== 'ok' || row.attw !== 'ok');
  if (failed.length > 0) {
    console.error(`Failed: ${failed.map((row) => row.name).join(', ')}`);
    return 1;
  }
  console.log(`All ${rows.length} libraries pass publint and attw.`);
  return 0;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = main();
}
