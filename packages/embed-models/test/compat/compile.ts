import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

export const compatDir = dirname(fileURLToPath(import.meta.url));
export const packageDir = resolve(compatDir, '../..');

/**
 * TypeScript's native compiler (@typescript/native-preview, as pinned in the root package.json). For
 * these compilations it prints what tsc 5.9 prints, byte for byte (every diagnostic of the samples, the
 * planted errors and the isolatedModules case included), in about a fifth of the time in-process tsc took.
 */
const tsgo = resolve(packageDir, '../../node_modules/@typescript/native-preview/bin/tsgo');

/** tsconfig compilerOptions. */
export type CompilerOptions = Record<string, boolean | string | string[]>;

/** Options of a typical application tsconfig (no isolatedModules: powerbi-models' const enums need it off). */
export const appOptions: CompilerOptions = {
  strict: true,
  target: 'es2020',
  module: 'esnext',
  moduleResolution: 'bundler',
  lib: ['es2022', 'dom'],
  types: [],
  noEmit: true,
  skipLibCheck: true,
  allowImportingTsExtensions: true,
  noUnusedLocals: true,
};

/**
 * Type-checks virtual files (name → source, placed in test/compat/) in one program, other files
 * coming from disk, and returns each virtual file's diagnostics, formatted with the line's code.
 *
 * The files are written to a temporary project that links this package's src, node_modules and
 * package.json, so `../../src/index` and `powerbi-models` resolve as from test/compat/ itself, and
 * nothing is written into the source tree.
 */
export function typeCheckAll(
  files: Record<string, string>,
  options: CompilerOptions = appOptions,
): Record<string, string[]> {
  const project = mkdtempSync(join(tmpdir(), 'embed-models-compat-'));
  try {
    for (const name of ['src', 'node_modules', 'package.json']) {
      symlinkSync(join(packageDir, name), join(project, name));
    }
    const dir = join(project, relative(packageDir, compatDir));
    mkdirSync(dir, { recursive: true });
    for (const [name, source] of Object.entries(files)) writeFileSync(join(dir, name), source);
    const roots = Object.keys(files).map((name) => relative(project, join(dir, name)).split(sep).join('/'));
    writeFileSync(join(project, 'tsconfig.json'), JSON.stringify({ compilerOptions: options, files: roots }));
    // A hang guard, not a speed claim (the compile blocks the test, whose own timeout cannot fire meanwhile).
    const run = spawnSync(process.execPath, [tsgo, '-p', project, '--pretty', 'false'], {
      cwd: project,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
      timeout: 120_000,
    });
    // Exit 0 without diagnostics, 1 or 2 with them; anything else (a signal, a crash) is no result.
    if (run.error || (run.status !== 0 && !/error TS\d+/.test(run.stdout))) {
      throw new Error(`tsgo failed (${run.error?.message ?? `exit ${run.status}`}):\n${run.stdout}${run.stderr}`);
    }
    return diagnostics(run.stdout, project, dir, files);
  } finally {
    rmSync(project, { recursive: true, force: true });
  }
}

/** tsgo's `file(line,col): error TSn: message` entries (continuation lines indented), formatted as before. */
function diagnostics(stdout: string, project: string, dir: string, files: Record<string, string>) {
  const result: Record<string, string[]> = Object.fromEntries(Object.keys(files).map((name) => [name, []]));
  for (const entry of stdout.split(/\n(?=\S)/)) {
    if (!entry.trim()) continue;
    const match = /^(.*?)\((\d+),(\d+)\): error TS(\d+): ([\s\S]*)$/.exec(entry.trimEnd());
    const global = match ? undefined : /^error TS(\d+): ([\s\S]*)$/.exec(entry.trimEnd());
    if (!match) {
      // A diagnostic with no file (e.g. a missing lib), or output that is none: reported with every file.
      const formatted = global ? `TS${global[1]}: ${global[2]}` : entry.trimEnd();
      for (const key of Object.keys(files)) result[key]!.push(formatted);
      continue;
    }
    const [, file, line, column, code, text] = match;
    const path = resolve(project, file!);
    const name = Object.keys(files).find((n) => join(dir, n) === path);
    const lineText = (name ? files[name]! : readFileSync(path, 'utf8')).split('\n')[Number(line) - 1]?.trim() ?? '';
    // Named from the package (`/test/compat/usage.ts`, `/src/…`), whether reached through the links or not.
    const shown = path.startsWith(project + sep) ? join(packageDir, relative(project, path)) : path;
    const formatted = `${shown.replace(packageDir, '')}:${line}:${column} TS${code}: ${text} [${lineText}]`;
    // Diagnostics outside the virtual files (e.g. in our sources) are reported with every file.
    for (const key of name ? [name] : Object.keys(files)) result[key]!.push(formatted);
  }
  return result;
}

/** Type-checks one virtual file; see typeCheckAll. */
export function typeCheck(fileName: string, source: string, options: CompilerOptions = appOptions): string[] {
  return typeCheckAll({ [fileName]: source }, options)[fileName]!;
}

/** The sample without its leading `@ts-nocheck` line (which only keeps the project check out). */
export function withoutNoCheck(source: string): string {
  return source.replace(/^\/\/ @ts-nocheck[^\n]*\n/, '');
}

/** Points every `'powerbi-models'` import of `source` at our package's entry. */
export function useOurPackage(source: string): string {
  return source.replaceAll(`from 'powerbi-models'`, `from '../../src/index'`);
}
