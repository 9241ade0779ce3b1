import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

export const compatDir = dirname(fileURLToPath(import.meta.url));
export const packageDir = resolve(compatDir, '../..');

/** Options of a typical application tsconfig (no isolatedModules: powerbi-models' const enums need it off). */
export const appOptions: ts.CompilerOptions = {
  strict: true,
  target: ts.ScriptTarget.ES2020,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
  types: [],
  noEmit: true,
  skipLibCheck: true,
  allowImportingTsExtensions: true,
  noUnusedLocals: true,
};

const sourceFileCache = new Map<string, ts.SourceFile | undefined>();

/** Parses each library/package file once for all the compiles of a test file (lib.dom is large). */
function cachedSourceFiles(host: ts.CompilerHost): ts.CompilerHost['getSourceFile'] {
  const parse = host.getSourceFile.bind(host);
  return (file, language, onError, create) => {
    const key = `${typeof language === 'object' ? language.languageVersion : language}:${file}`;
    if (!sourceFileCache.has(key)) sourceFileCache.set(key, parse(file, language, onError, create));
    return sourceFileCache.get(key);
  };
}

/**
 * Type-checks virtual files (name → source, placed in test/compat/) in one program, other files
 * coming from disk, and returns each virtual file's diagnostics, formatted with the line's code.
 */
export function typeCheckAll(
  files: Record<string, string>,
  options: ts.CompilerOptions = appOptions,
): Record<string, string[]> {
  const virtual = new Map(Object.entries(files).map(([name, source]) => [join(compatDir, name), source]));
  const host = ts.createCompilerHost(options);
  const readFile = host.readFile.bind(host);
  const getSourceFile = cachedSourceFiles(host);
  host.readFile = (file) => virtual.get(resolve(file)) ?? readFile(file);
  host.fileExists = (file) => virtual.has(resolve(file)) || ts.sys.fileExists(file);
  host.getSourceFile = (file, language, onError, create) => {
    const source = virtual.get(resolve(file));
    return source === undefined
      ? getSourceFile(file, language, onError, create)
      : ts.createSourceFile(file, source, language, true);
  };
  const program = ts.createProgram([...virtual.keys()], options, host);
  const result: Record<string, string[]> = Object.fromEntries(Object.keys(files).map((name) => [name, []]));
  for (const d of ts.getPreEmitDiagnostics(program)) {
    const name = d.file ? Object.keys(files).find((n) => join(compatDir, n) === resolve(d.file!.fileName)) : undefined;
    const text = ts.flattenDiagnosticMessageText(d.messageText, '\n');
    const formatted = d.file && d.start !== undefined ? format(d.file, d.start, d.code, text) : `TS${d.code}: ${text}`;
    // Diagnostics outside the virtual files (e.g. in our sources) are reported with every file.
    for (const key of name ? [name] : Object.keys(files)) result[key]!.push(formatted);
  }
  return result;
}

function format(file: ts.SourceFile, start: number, code: number, text: string): string {
  const { line, character } = file.getLineAndCharacterOfPosition(start);
  const source = file.text.split('\n')[line]?.trim() ?? '';
  return `${file.fileName.replace(packageDir, '')}:${line + 1}:${character + 1} TS${code}: ${text} [${source}]`;
}

/** Type-checks one virtual file; see typeCheckAll. */
export function typeCheck(fileName: string, source: string, options: ts.CompilerOptions = appOptions): string[] {
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
