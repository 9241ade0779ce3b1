// [P-PLAY-04] The snippet library against the public API of the published declarations
// (packages/embed-client/dist, `pnpm build` first): every public method of every embed kind has a
// snippet, and every snippet type-checks with the globals the editor gives the code.
import { createRequire } from 'node:module';
import path from 'node:path';
import { readFileSync } from 'node:fs';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { PUBLISHED_DECLARATIONS } from '../src/playground/declarations.ts';
import {
  CODE_FILE,
  EMBED_CLASS,
  GLOBALS_FILE,
  PLAYGROUND_COMPILER_OPTIONS,
  playgroundGlobals,
} from '../src/playground/editor/playground-globals.ts';
import { PLAYGROUND_KINDS, type PlaygroundKind } from '../src/playground/kinds.ts';
import { SNIPPETS } from '../src/playground/snippets.ts';

const libDir = path.dirname(createRequire(import.meta.url).resolve('typescript'));
const options = PLAYGROUND_COMPILER_OPTIONS as unknown as ts.CompilerOptions;

/** Parsed once: the lib files and the published declarations are the same for every program. */
const parsed = new Map<string, ts.SourceFile>();

/** A program over the published declarations, the globals of `kind` and `files` (virtual path → code). */
function programOf(kind: PlaygroundKind, files: Record<string, string>): ts.Program {
  const own: Record<string, string> = { ...files, [GLOBALS_FILE]: playgroundGlobals(kind) };
  const read = (file: string): string | undefined => {
    if (file in own) return own[file];
    if (file in PUBLISHED_DECLARATIONS) return PUBLISHED_DECLARATIONS[file];
    if (file.startsWith(libDir)) return readFileSync(file, 'utf8');
    return undefined;
  };
  const host: ts.CompilerHost = {
    getSourceFile: (file, language) => {
      const shared = !(file in own);
      if (shared && parsed.has(file)) return parsed.get(file);
      const text = read(file);
      if (text === undefined) return undefined;
      const source = ts.createSourceFile(file, text, language);
      if (shared) parsed.set(file, source);
      return source;
    },
    getDefaultLibFileName: () => path.join(libDir, 'lib.es2022.full.d.ts'),
    writeFile: () => {},
    getCurrentDirectory: () => '/',
    getCanonicalFileName: (file) => file,
    useCaseSensitiveFileNames: () => true,
    getNewLine: () => '\n',
    fileExists: (file) => {
      try {
        return read(file) !== undefined;
      } catch {
        return false;
      }
    },
    readFile: (file) => {
      try {
        return read(file);
      } catch {
        return undefined;
      }
    },
  };
  return ts.createProgram([...Object.keys(own), ...Object.keys(PUBLISHED_DECLARATIONS)], options, host);
}

/** The problems of `file`, as "line:column message". */
function problemsOf(program: ts.Program, file: string): string[] {
  const source = program.getSourceFile(file);
  if (!source) throw new Error(`${file} is not in the program`);
  return [...program.getSyntacticDiagnostics(source), ...program.getSemanticDiagnostics(source)].map((d) => {
    const { line, character } = source.getLineAndCharacterOfPosition(d.start ?? 0);
    return `${line + 1}:${character + 1} ${ts.flattenDiagnosticMessageText(d.messageText, ' ')}`;
  });
}

// --- The public API, read from the declarations -------------------------------------------------

/**
 * A public method, as counted here: a method declaration (not an accessor or a property) of a class
 * that @org/embed-client exports or that one of them extends (FilterTarget), neither private,
 * protected nor static, and not tagged `@hidden` (the SDK's internal hooks: load, setUp,
 * configChanged, …) or `@deprecated`. Overrides count once, at the most derived class.
 */
interface ClassApi {
  /** The class and its bases, most derived first. */
  chain: string[];
  /** Method name → the class that declares it (first along the chain), public ones only. */
  methods: Map<string, string>;
}

const api = (() => {
  const program = programOf('report', {});
  const checker = program.getTypeChecker();
  const index = program.getSourceFile('file:///node_modules/@org/embed-client/index.d.ts');
  if (!index) throw new Error('The published declarations of @org/embed-client are missing: run `pnpm build`.');
  const moduleSymbol = checker.getSymbolAtLocation(index.statements.find(ts.isExportDeclaration)!.moduleSpecifier!)!;
  const exported = new Map(checker.getExportsOfModule(moduleSymbol).map((symbol) => [symbol.name, symbol]));

  const classOf = (name: string): ts.ClassDeclaration => {
    const symbol = exported.get(name);
    const target = symbol && symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
    const declaration = target?.declarations?.find(ts.isClassDeclaration);
    if (!declaration) throw new Error(`@org/embed-client exports no class ${name}`);
    return declaration;
  };
  const baseOf = (declaration: ts.ClassDeclaration): ts.ClassDeclaration | undefined => {
    const heritage = declaration.heritageClauses?.find((clause) => clause.token === ts.SyntaxKind.ExtendsKeyword);
    const expression = heritage?.types[0]?.expression;
    if (!expression) return undefined;
    const symbol = checker.getSymbolAtLocation(expression);
    const target = symbol && symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
    return target?.declarations?.find(ts.isClassDeclaration);
  };
  const tagged = (node: ts.Node, tag: string) => ts.getJSDocTags(node).some((t) => t.tagName.text === tag);
  const modifiers = (node: ts.Node) => ts.getCombinedModifierFlags(node as ts.Declaration);

  return (name: string): ClassApi => {
    const chain: string[] = [];
    const seen = new Set<string>();
    const methods = new Map<string, string>();
    for (
      let declaration: ts.ClassDeclaration | undefined = classOf(name);
      declaration;
      declaration = baseOf(declaration)
    ) {
      const className = declaration.name!.text;
      chain.push(className);
      for (const member of declaration.members) {
        if (!ts.isMethodDeclaration(member) || !member.name || !ts.isIdentifier(member.name)) continue;
        const method = member.name.text;
        if (seen.has(method)) continue; // an overload or an override seen at a more derived class
        seen.add(method);
        const flags = modifiers(member);
        if (flags & (ts.ModifierFlags.Private | ts.ModifierFlags.Protected | ts.ModifierFlags.Static)) continue;
        if (tagged(member, 'hidden') || tagged(member, 'deprecated')) continue;
        methods.set(method, className);
      }
    }
    return { chain, methods };
  };
})();

/** The objects a kind's code reaches besides `embed`, whose methods count for that kind too. */
const RECEIVERS: Record<PlaygroundKind, string[]> = {
  report: ['Page', 'VisualDescriptor', 'BookmarksManager'],
  // A paginated report's pages, visuals and bookmarks: the SDK refuses them ('not supported for RDL reports').
  paginatedReport: [],
  // The embedded visual's descriptor (getVisualDescriptor); a visual has no pages to reach.
  visual: ['VisualDescriptor'],
  dashboard: [],
  tile: [],
  qna: [],
  create: [],
  quickCreate: [],
};

/**
 * Public methods that are deliberately not snippets, with why (kept to the bare minimum).
 * `embed.create` on the kinds that are not report creation: `Embed.create` throws 'no create
 * support' there (the reference's answer), and on create and quick create, where it does work, it
 * is the SDK's own step (`@hidden`: called when the frame has loaded), so it is no call of the user's.
 */
const NOT_SNIPPETS: Record<string, PlaygroundKind[]> = {
  'embed.create': ['report', 'paginatedReport', 'dashboard', 'tile', 'visual', 'qna'],
};

/** What a kind's code must be able to call: `embed.<method>` and `<Receiver>.<method>`. */
function requiredOf(kind: PlaygroundKind): Set<string> {
  const required = new Set([...api(EMBED_CLASS[kind]).methods.keys()].map((method) => `embed.${method}`));
  for (const receiver of RECEIVERS[kind])
    for (const method of api(receiver).methods.keys()) required.add(`${receiver}.${method}`);
  for (const [key, kinds] of Object.entries(NOT_SNIPPETS)) if (kinds.includes(kind)) required.delete(key);
  return required;
}

/** A snippet's `Class.method` as a key of `requiredOf(kind)`, or an explanation of why it is none. */
function keyOf(kind: PlaygroundKind, method: string): string {
  const [className, name] = method.split('.');
  const embedApi = api(EMBED_CLASS[kind]);
  if (embedApi.chain.includes(className)) {
    if (api(className).methods.get(name) === undefined) return `no public method ${method}`;
    return `embed.${name}`;
  }
  if (RECEIVERS[kind].includes(className)) {
    if (!api(className).methods.has(name)) return `no public method ${method}`;
    return `${className}.${name}`;
  }
  return `${className} is not reached on ${kind}`;
}

describe('snippet library', () => {
  it('[P-PLAY-04] every public method of every embed kind is covered by a snippet of that kind', () => {
    const counts: Record<string, string> = {};
    for (const kind of PLAYGROUND_KINDS) {
      const required = requiredOf(kind);
      const covered = new Set<string>();
      const wrong: string[] = [];
      for (const snippet of SNIPPETS.filter((s) => s.kinds.includes(kind)))
        for (const method of snippet.methods) {
          const key = keyOf(kind, method);
          if (key.startsWith('embed.') || required.has(key) || /^[A-Z]\w*\.\w+$/.test(key)) covered.add(key);
          else wrong.push(`${snippet.id}: ${key}`);
        }
      expect(wrong, `snippets of ${kind} naming methods that are not public on it`).toEqual([]);
      const missing = [...required].filter((key) => !covered.has(key));
      expect(missing, `public methods of ${kind} without a snippet`).toEqual([]);
      counts[kind] = `${SNIPPETS.filter((s) => s.kinds.includes(kind)).length} snippets, ${required.size} methods`;
    }
    // The classes the enumeration reads must be there, each with methods (a renamed class fails here, not silently).
    for (const name of [
      'Report',
      'Dashboard',
      'Tile',
      'Visual',
      'Qna',
      'Create',
      'QuickCreate',
      'Page',
      'VisualDescriptor',
      'BookmarksManager',
    ])
      expect(api(name).methods.size, name).toBeGreaterThan(0);
    console.info('[P-PLAY-04] coverage', counts);
  });

  it('[P-PLAY-04] snippet ids are unique and each kind lists no title twice', () => {
    expect(new Set(SNIPPETS.map((s) => s.id)).size).toBe(SNIPPETS.length);
    for (const kind of PLAYGROUND_KINDS) {
      const titles = SNIPPETS.filter((s) => s.kinds.includes(kind)).map((s) => s.title);
      expect(
        titles.filter((title, i) => titles.indexOf(title) !== i),
        kind,
      ).toEqual([]);
    }
  });

  it.each(PLAYGROUND_KINDS)('[P-PLAY-04] every %s snippet type-checks against the published declarations', (kind) => {
    const snippets = SNIPPETS.filter((s) => s.kinds.includes(kind));
    expect(snippets.length).toBeGreaterThan(0);
    const fileOf = (id: string) => `file:///snippets/${id}.ts`;
    // One program for the kind: each snippet a module of its own (moduleDetection Force), plus a
    // misspelt call, which must fail, so that a check that passes everything cannot pass here.
    const program = programOf(kind, {
      ...Object.fromEntries(snippets.map((s) => [fileOf(s.id), s.code])),
      [CODE_FILE]: 'await embed.getIdz();\n',
    });
    expect(problemsOf(program, CODE_FILE).join('\n')).toMatch(/getIdz/);
    const problems = snippets.flatMap((s) => problemsOf(program, fileOf(s.id)).map((p) => `${s.id} ${p}`));
    expect(problems).toEqual([]);
  });
});
