/**
 * Keeps docs/wire-conformance.md complete and current: its tables must list exactly the public
 * methods of the classes the package's entries export (src/index.ts and src/transport/index.ts, and
 * their base classes), found with the
 * TypeScript compiler, and every test the tables cite must exist, word for word, in the cited file.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';

const PACKAGE = resolve(import.meta.dirname, '..');
const DOC = 'docs/wire-conformance.md';

interface ClassMethods {
  /** Methods the class declares itself (`static name` for statics). */
  own: string[];
  /** Every public method of an instance, inherited ones included. */
  all: string[];
}

const hidden = (node: ts.Node) => ts.getJSDocTags(node).some((tag) => tag.tagName.text === 'hidden');
const isPublic = (node: ts.ClassElement) =>
  !(ts.getCombinedModifierFlags(node as ts.Declaration) & (ts.ModifierFlags.Private | ts.ModifierFlags.Protected)) &&
  !(node.name && ts.isPrivateIdentifier(node.name)) &&
  !hidden(node);
/** A method, or a property holding a function (an arrow function field, a static function). */
const isMethod = (node: ts.Node) =>
  ts.isMethodDeclaration(node) ||
  (ts.isPropertyDeclaration(node) &&
    !!node.initializer &&
    (ts.isArrowFunction(node.initializer) || ts.isFunctionExpression(node.initializer)));

/** The public methods of each exported class and of each class one of them extends, by class name. */
function publicMethods(): Map<string, ClassMethods> {
  const entries = ['src/index.ts', 'src/transport/index.ts'].map((entry) => resolve(PACKAGE, entry));
  // Only the package's own declarations matter: without the lib and @types the program loads in a second.
  const program = ts.createProgram(entries, {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    noLib: true,
    types: [],
    allowImportingTsExtensions: true,
    noEmit: true,
  });
  const checker = program.getTypeChecker();
  const classes = new Map<string, ClassMethods>();
  const visit = (symbol: ts.Symbol) => {
    const declaration = symbol.declarations?.find(ts.isClassDeclaration);
    if (!declaration?.name || classes.has(declaration.name.text)) return;
    const members = declaration.members.filter((member) => member.name && isMethod(member) && isPublic(member));
    const own = members.map((member) => {
      const isStatic = ts.getCombinedModifierFlags(member as ts.Declaration) & ts.ModifierFlags.Static;
      return (isStatic ? 'static ' : '') + member.name!.getText();
    });
    const all = checker
      .getPropertiesOfType(checker.getDeclaredTypeOfSymbol(symbol))
      .filter((property) => property.declarations?.some((d) => ts.isClassElement(d) && isMethod(d) && isPublic(d)))
      .map((property) => property.name);
    classes.set(declaration.name.text, { own: [...new Set(own)], all });
    // A base class (exported or not) defines the methods its subclasses inherit: it gets a table too.
    for (const clause of declaration.heritageClauses ?? []) {
      if (clause.token !== ts.SyntaxKind.ExtendsKeyword) continue;
      const base = checker.getSymbolAtLocation(clause.types[0]!.expression);
      if (base) visit(base.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(base) : base);
    }
  };
  for (const entry of entries) {
    const module = checker.getSymbolAtLocation(program.getSourceFile(entry)!)!;
    for (const exported of checker.getExportsOfModule(module)) {
      visit(exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported);
    }
  }
  return classes;
}

interface Citation {
  file: string;
  title: string;
}

interface Row {
  method: string;
  inherited: boolean;
  citations: Citation[];
  line: number;
}

/** The tests a piece of the doc cites, as `` `path/to/file.test.ts` › "exact title" `` (`\\|` in a table is `|`). */
const citationsIn = (text: string): Citation[] =>
  [...text.matchAll(/`([\w./-]+\.test\.ts)` › "(.*?)"(?=\s*(?:<br>|\||[.,;]?\s*$))/g)].map((match) => ({
    file: match[1]!,
    title: match[2]!.replaceAll('\\|', '|'),
  }));

/**
 * The doc's tables by class: a `### Name` heading starts a class; each table row whose first cell
 * is `` `method` `` (or `` `static method` ``, or `` `method` (inherited) ``) is a method, and its
 * last cell cites the tests showing it, joined by `<br>`. Citations outside the tables are kept too.
 */
function readDoc(text: string) {
  const classes = new Map<string, Row[]>();
  const prose: { citations: Citation[]; line: number }[] = [];
  let rows: Row[] | undefined;
  text.split('\n').forEach((line, index) => {
    const heading = /^### (\w+)\s*$/.exec(line);
    if (heading) classes.set(heading[1]!, (rows = []));
    else if (/^#{1,3} /.test(line)) rows = undefined;
    const row = /^\|\s*`((?:static )?\w+)`( \(inherited\))?\s*\|/.exec(line);
    if (row && rows) {
      const citations = citationsIn(line.split(/(?<!\\)\|/).at(-2)!);
      rows.push({ method: row[1]!, inherited: !!row[2], citations, line: index + 1 });
    } else if (!line.startsWith('|')) {
      prose.push({ citations: citationsIn(line), line: index + 1 });
    }
  });
  return { classes, prose };
}

describe('docs/wire-conformance.md', () => {
  let classes: Map<string, ClassMethods>;
  let doc: Map<string, Row[]>;
  let prose: { citations: Citation[]; line: number }[];
  beforeAll(() => {
    classes = publicMethods();
    ({ classes: doc, prose } = readDoc(readFileSync(resolve(PACKAGE, DOC), 'utf8')));
  }, 20_000);

  it('has a table per public class that lists every public method it defines', () => {
    const missing: string[] = [];
    for (const [name, { own }] of classes) {
      const listed = new Set((doc.get(name) ?? []).filter((row) => !row.inherited).map((row) => row.method));
      for (const method of own) if (!listed.has(method)) missing.push(`${name}.${method}`);
    }
    expect(missing).toEqual([]);
  });

  it('lists no method a class does not have (inherited rows: only what the class inherits)', () => {
    const stale: string[] = [];
    for (const [name, rows] of doc) {
      const methods = classes.get(name);
      for (const row of rows) {
        const exists = row.inherited
          ? !!methods?.all.includes(row.method) && !methods.own.includes(row.method)
          : !!methods?.own.includes(row.method);
        if (!exists) stale.push(`${name}.${row.method}${row.inherited ? ' (inherited)' : ''} (line ${row.line})`);
      }
    }
    expect(stale).toEqual([]);
  });

  it('cites for every row at least one test, and every cited title is a test of the cited file word for word', () => {
    const texts = new Map<string, string>();
    const read = (file: string) => {
      if (!texts.has(file)) {
        let text = '';
        try {
          text = readFileSync(resolve(PACKAGE, file), 'utf8');
        } catch {
          // A missing file cites nothing: every title of it is reported below.
        }
        texts.set(file, text);
      }
      return texts.get(file)!;
    };
    // A test title is the first argument of it() or test(), between quotes of one kind, that quote escaped inside.
    const quoted = (title: string) =>
      ["'", '"', '`'].map((quote) => quote + title.replaceAll('\\', '\\\\').replaceAll(quote, `\\${quote}`) + quote);
    const escape = (source: string) => source.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const problems: string[] = [];
    const check = (what: string, citations: Citation[], line: number) => {
      for (const { file, title } of citations) {
        const text = read(file);
        if (!quoted(title).some((source) => new RegExp(`\\b(?:it|test)\\(\\s*${escape(source)}`).test(text)))
          problems.push(`${what}"${title}" is not a test of ${file} (line ${line})`);
      }
    };
    for (const [name, rows] of doc) {
      for (const row of rows) {
        if (row.citations.length === 0) problems.push(`${name}.${row.method}: no test cited (line ${row.line})`);
        check(`${name}.${row.method}: `, row.citations, row.line);
      }
    }
    for (const { citations, line } of prose) check('', citations, line);
    expect(problems).toEqual([]);
  });
});
