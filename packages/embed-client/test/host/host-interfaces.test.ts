// C-HOST-02: components and features depend on the host interfaces of src/host, never on the
// concrete service. The public declarations keep powerbi-client's types (`embed.service` is the
// service class, and so is the first parameter of each component's constructor), so the type
// `EmbedService` may be named there; what the checker verifies is that nothing below the service
// uses it as more than an `EmbedHost`: every member read through a value typed as the service is a
// member of `EmbedHost`, and the features (token/, layout/) and the host interfaces do not name
// the service at all. A planted file shows the check catching a call the host does not offer.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const src = fileURLToPath(new URL('../../src', import.meta.url));
const planted = path.join(src, 'embeds', 'planted-for-c-host-02.ts');
const plantedText = `import type { EmbedService } from '../service/embed-service';
export function planted(service: EmbedService) {
  service.fail('fine: a member of EmbedHost');
  const { reportError } = service;
  reportError(new Error('fine too'));
  service.preload({ type: 'report' });
  const { reset } = service;
  return reset;
}
`;

/** The package's sources (and the planted file) in one program, as its tsconfig compiles them. */
function program(): ts.Program {
  const configPath = fileURLToPath(new URL('../../tsconfig.json', import.meta.url));
  const parsed = ts.parseJsonConfigFileContent(
    ts.readConfigFile(configPath, ts.sys.readFile).config,
    ts.sys,
    path.dirname(configPath),
  );
  const host = ts.createCompilerHost(parsed.options);
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (file, language, ...rest) =>
    path.resolve(file) === planted
      ? ts.createSourceFile(file, plantedText, language)
      : getSourceFile(file, language, ...rest);
  const fileExists = host.fileExists.bind(host);
  host.fileExists = (file) => path.resolve(file) === planted || fileExists(file);
  const roots = [path.join(src, 'index.ts'), planted];
  return ts.createProgram(roots, { ...parsed.options, noEmit: true }, host);
}

interface Finding {
  file: string;
  what: string;
}

/** What the files below the service ask of the concrete service beyond `EmbedHost`. */
function beyondTheHost(): { findings: Finding[]; reads: number } {
  const prog = program();
  const checker = prog.getTypeChecker();
  const classType = (file: string, name: string) => {
    const module = checker.getSymbolAtLocation(prog.getSourceFile(path.join(src, file))!)!;
    return checker.getDeclaredTypeOfSymbol(checker.getExportsOfModule(module).find((symbol) => symbol.name === name)!);
  };
  const embedService = classType('service/embed-service.ts', 'EmbedService');
  const service = classType('service/service.ts', 'Service');
  const embedHost = classType('host/embed-host.ts', 'EmbedHost');
  const isService = (type: ts.Type): boolean =>
    type.isUnion()
      ? type.types.some(isService)
      : [embedService, service].some((concrete) => checker.isTypeAssignableTo(type, concrete)) &&
        !!type.getSymbol() &&
        ['EmbedService', 'Service'].includes(type.getSymbol()!.name);
  const offered = (name: string) => !!checker.getPropertyOfType(embedHost, name);

  const findings: Finding[] = [];
  let reads = 0;
  const below = ['embeds', 'token', 'layout', 'host', 'transport'].map((dir) => path.join(src, dir) + path.sep);
  const features = ['token', 'layout', 'host', 'transport'].map((dir) => path.join(src, dir) + path.sep);
  for (const source of prog.getSourceFiles()) {
    const file = path.resolve(source.fileName);
    if (!below.some((dir) => file.startsWith(dir))) continue;
    const relative = path.relative(src, file);
    const visit = (node: ts.Node) => {
      if (ts.isPropertyAccessExpression(node) && isService(checker.getTypeAtLocation(node.expression))) {
        reads++;
        if (!offered(node.name.text)) findings.push({ file: relative, what: `.${node.name.text}` });
      } else if (
        ts.isObjectBindingPattern(node) &&
        ts.isVariableDeclaration(node.parent) &&
        node.parent.initializer &&
        isService(checker.getTypeAtLocation(node.parent.initializer))
      ) {
        for (const element of node.elements) {
          const name = (element.propertyName ?? element.name) as ts.Identifier;
          if (!offered(name.text)) findings.push({ file: relative, what: `{ ${name.text} }` });
        }
      } else if (
        ts.isIdentifier(node) &&
        ['EmbedService', 'Service'].includes(node.text) &&
        features.some((dir) => file.startsWith(dir))
      ) {
        const symbol = checker.getSymbolAtLocation(node);
        const declared = symbol && (symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol);
        const at = declared?.declarations?.[0]?.getSourceFile().fileName;
        if (at && path.resolve(at).startsWith(path.join(src, 'service'))) {
          findings.push({ file: relative, what: `names ${node.text}` });
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return { findings, reads };
}

describe('[C-HOST-02] components and features depend on the host interfaces only', () => {
  it('[C-HOST-02] nothing below the service asks the concrete service for more than EmbedHost offers', {
    timeout: 120_000,
  }, () => {
    const { findings, reads } = beyondTheHost();
    // The components do read their service (refusals, features, the request channel…), through the host.
    expect(reads).toBeGreaterThan(30);
    // The planted file's two calls the host does not offer are caught, its two host calls are not…
    expect(findings.filter((finding) => finding.file.startsWith(path.join('embeds', 'planted')))).toEqual([
      { file: path.join('embeds', 'planted-for-c-host-02.ts'), what: '.preload' },
      { file: path.join('embeds', 'planted-for-c-host-02.ts'), what: '{ reset }' },
    ]);
    // …and the real sources have none, nor does a feature or host interface name the service.
    expect(findings.filter((finding) => !finding.file.startsWith(path.join('embeds', 'planted')))).toEqual([]);
  });
});
