// C-HOST-01: @org/embed-client's sources keep the layer order of ARCHITECTURE.md (transport ← host
// interfaces ← embeds and features ← service ← entry points): the lint fails on an import against
// it, and the import graph has no cycle once two types of the public declarations, which powerbi-client
// declares the same way, are set aside: `EmbedService` in the embeds (`embed.service`, the components'
// constructors) and `Service` in the type of `register`'s factory (`EmbedComponentFactory`).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const src = fileURLToPath(new URL('../../src', import.meta.url));
const root = path.resolve(src, '../../..');

const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? sources(path.join(dir, entry.name))
      : /\.ts$/.test(entry.name)
        ? [path.join(dir, entry.name)]
        : [],
  );

function resolve(from: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const base = path.resolve(path.dirname(from), specifier);
  return [base, base + '.ts', base + '.d.ts', path.join(base, 'index.ts')].find((candidate) =>
    statSync(candidate, { throwIfNoEntry: false })?.isFile(),
  );
}

/** Every import of every source file (type-only ones and `import()` included), but `exclude`'s. */
function importGraph(exclude: (from: string, to: string, typeOnly: boolean) => boolean): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const file of sources(src)) {
    const edges = new Set<string>();
    const visit = (node: ts.Node) => {
      let specifier: string | undefined;
      let typeOnly = false;
      if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier) {
        specifier = (node.moduleSpecifier as ts.StringLiteral).text;
        const clause = ts.isImportDeclaration(node) ? node.importClause : undefined;
        typeOnly = ts.isImportDeclaration(node)
          ? !!clause?.isTypeOnly ||
            (!!clause &&
              !clause.name &&
              !!clause.namedBindings &&
              ts.isNamedImports(clause.namedBindings) &&
              clause.namedBindings.elements.every((element) => element.isTypeOnly))
          : node.isTypeOnly;
      } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) {
        specifier = (node.argument.literal as ts.StringLiteral).text;
        typeOnly = true;
      } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
        specifier = (node.arguments[0] as ts.StringLiteral).text;
      }
      const target = specifier && resolve(file, specifier);
      if (target && !exclude(file, target, typeOnly)) edges.add(target);
      ts.forEachChild(node, visit);
    };
    visit(ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true));
    graph.set(file, edges);
  }
  return graph;
}

/** The strongly connected components of more than one file (Tarjan), as sorted relative paths. */
function cycles(graph: Map<string, Set<string>>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  const connect = (file: string) => {
    index.set(file, next);
    low.set(file, next++);
    stack.push(file);
    for (const to of graph.get(file)!) {
      if (!index.has(to)) {
        connect(to);
        low.set(file, Math.min(low.get(file)!, low.get(to)!));
      } else if (stack.includes(to)) low.set(file, Math.min(low.get(file)!, index.get(to)!));
    }
    if (low.get(file) !== index.get(file)) return;
    const component: string[] = [];
    let member: string;
    do component.push((member = stack.pop()!));
    while (member !== file);
    if (component.length > 1) found.push(component.map((f) => path.relative(src, f)).sort());
  };
  for (const file of graph.keys()) if (!index.has(file)) connect(file);
  return found;
}

const embedService = path.join(src, 'service', 'embed-service.ts');
const service = path.join(src, 'service', 'service.ts');
const configuration = path.join(src, 'service', 'configuration.ts');
/** The two upward type references of the public declarations. */
const publicTypes = (from: string, to: string, typeOnly: boolean) =>
  typeOnly &&
  ((to === embedService && from.startsWith(path.join(src, 'embeds'))) || (to === service && from === configuration));

describe('[C-HOST-01] the layers of @org/embed-client', () => {
  it('[C-HOST-01] no import cycle, but through the two types the public declarations share with powerbi-client', () => {
    // Each of those two closes one cycle, and only one.
    expect(cycles(importGraph(() => false))).toHaveLength(1);
    expect(cycles(importGraph(publicTypes))).toEqual([]);
    // No value import goes upward at all.
    expect(cycles(importGraph((_from, _to, typeOnly) => typeOnly))).toEqual([]);
  });

  it('[C-HOST-01] the lint fails on an import against the layer order', { timeout: 60_000 }, async () => {
    // CI's lint step (scripts/run.mjs) is `pnpm lint`: oxlint runs most rules, and ESLint, on the whole
    // tree with eslint.config.js, the layer rules, which oxlint cannot say as they are. The planted
    // files are linted here with that config, and `eslint .` does lint files where they stand.
    const { scripts } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
    expect(scripts.lint.split('&&').map((command: string) => command.trim())).toContain('eslint .');
    const eslint = new ESLint({ cwd: root });
    for (const layer of ['transport', 'host', 'embeds', 'token', 'layout', 'service', '.'])
      expect(await eslint.isPathIgnored(path.join(src, layer, 'planted.ts'))).toBe(false);
    const lint = async (file: string, code: string) =>
      (await eslint.lintText(code, { filePath: path.join(src, file) }))[0].messages
        .filter((message) => message.ruleId === 'no-restricted-imports')
        .map((message) => message.message);
    // Upward: an embed reaching the service, a feature reaching an embed, the host reaching embeds, transport anything.
    expect(
      await lint(
        'embeds/planted.ts',
        "import { addEventRoutes } from '../service/event-routes';\nexport const x = addEventRoutes;\n",
      ),
    ).toHaveLength(1);
    expect(
      await lint(
        'embeds/planted.ts',
        "import { EmbedService } from '../service/embed-service';\nexport const x = EmbedService;\n",
      ),
    ).toHaveLength(1);
    expect(
      await lint('layout/planted.ts', "import type { Report } from '../embeds/report';\nexport type X = Report;\n"),
    ).toHaveLength(1);
    expect(
      await lint('host/planted.ts', "import type { Embed } from '../embeds/embed';\nexport type X = Embed;\n"),
    ).toHaveLength(1);
    expect(
      await lint('transport/planted.ts', "import type { Embed } from '../embeds/embed';\nexport type X = Embed;\n"),
    ).toHaveLength(1);
    expect(await lint('service/planted.ts', "import * as all from '../index';\nexport const x = all;\n")).toHaveLength(
      1,
    );
    // Downward and the one allowed type.
    expect(
      await lint(
        'embeds/planted.ts',
        "import type { EmbedService } from '../service/embed-service';\nimport type { ErrorMode } from '../host/error-mode';\nexport type X = [EmbedService, ErrorMode];\n",
      ),
    ).toEqual([]);
    expect(
      await lint('service/planted.ts', "import { Embed } from '../embeds/embed';\nexport const x = Embed;\n"),
    ).toEqual([]);
  });
});
