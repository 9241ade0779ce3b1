#!/usr/bin/env node
// Lints every publishable library as it would be published: each is packed once with `npm pack` (what
// `publint --pack npm` and `attw --pack` would each do again), then publint and @arethetypeswrong/cli read
// that tarball. The libraries are checked side by side (the step mostly waits on npm and on disk), each
// one's output printed as one block, in name order. Exits 1 if either tool reports an error for any
// library. Run after `pnpm build`.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
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

/** Runs a command to its end, its output (both streams) kept for the library's block. */
function run(command, args, cwd, log) {
  log.push(`$ ${path.basename(command)} ${args.join(' ')}${cwd === root ? '' : `  (in ${path.relative(root, cwd)})`}`);
  return new Promise((resolve) => {
    // npm's update check is a request per pack that a check of our own files does not need.
    const env = { ...process.env, npm_config_update_notifier: 'false' };
    const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', (error) => {
      log.push(error.message);
      resolve({ status: 1, output });
    });
    child.on('close', (status) => {
      if (output) log.push(output.trimEnd());
      resolve({ status: status ?? 1, output });
    });
  });
}

/** Packs one library into `into` and runs publint and attw on the tarball; returns its table row and output. */
async function checkLibrary({ dir, manifest }, into) {
  const rel = path.relative(root, dir);
  const log = [`\n── ${manifest.name} (${rel}) ──`];
  if (!fs.existsSync(path.join(dir, 'dist'))) {
    log.push(`${rel}/dist is missing: run \`pnpm build\` first.`);
    return { log, row: { name: manifest.name, publint: 'not built', attw: 'not built' } };
  }
  const destination = fs.mkdtempSync(path.join(into, 'pack-'));
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const packed = await run(npm, ['pack', '--silent', '--pack-destination', destination], dir, log);
  const tarball = fs.readdirSync(destination).find((name) => name.endsWith('.tgz'));
  if (packed.status !== 0 || !tarball) {
    return { log, row: { name: manifest.name, publint: 'not packed', attw: 'not packed' } };
  }
  const file = path.join(destination, tarball);
  const excluded = attwExcludedEntrypoints(dir, manifest);
  const attwArgs = [file, '--no-emoji'];
  if (excluded.length > 0) attwArgs.push('--exclude-entrypoints', ...excluded);
  const publintLog = [];
  const attwLog = [];
  const [publint, attw] = await Promise.all([
    run(bin('publint'), ['run', file], root, publintLog),
    // In the library's folder: attw reads its .attw.json from there.
    run(bin('attw'), attwArgs, dir, attwLog),
  ]);
  log.push(...publintLog, ...attwLog);
  return {
    log,
    row: {
      name: manifest.name,
      publint: publint.status === 0 ? 'ok' : 'FAILED',
      attw: attw.status === 0 ? 'ok' : 'FAILED',
    },
  };
}

async function main() {
  const libraries = publishableLibraries();
  if (libraries.length === 0) {
    console.error('No publishable library found under packages/.');
    return 1;
  }
  const into = fs.mkdtempSync(path.join(os.tmpdir(), 'org-embed-packages-'));
  try {
    const results = await Promise.all(libraries.map((library) => checkLibrary(library, into)));
    for (const { log } of results) console.log(log.join('\n'));
    const rows = results.map(({ row }) => row);
    console.log('\nPackage checks:');
    console.table(rows);
    const failed = rows.filter((row) => row.publint !== 'ok' || row.attw !== 'ok');
    if (failed.length > 0) {
      console.error(`Failed: ${failed.map((row) => row.name).join(', ')}`);
      return 1;
    }
    console.log(`All ${rows.length} libraries pass publint and attw.`);
    return 0;
  } finally {
    fs.rmSync(into, { recursive: true, force: true });
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = await main();
}
