import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { appOptions, typeCheckAll } from './compile';

/** Every exported declaration of powerbi-models' models.d.ts, by kind. */
function referenceDeclarations() {
  const path = createRequire(import.meta.url).resolve('powerbi-models/dist/models.d.ts');
  const file = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.ES2020, true);
  const types: { name: string; params: number }[] = [];
  const classes: { name: string; abstract: boolean }[] = [];
  const enums: string[] = [];
  const values: string[] = [];
  for (const node of file.statements) {
    if (ts.isInterfaceDeclaration(node) || ts.isTypeAliasDeclaration(node)) {
      types.push({ name: node.name.text, params: node.typeParameters?.length ?? 0 });
    } else if (ts.isClassDeclaration(node) && node.name) {
      const abstract = !!node.modifiers?.some((m) => m.kind === ts.SyntaxKind.AbstractKeyword);
      classes.push({ name: node.name.text, abstract });
    } else if (ts.isEnumDeclaration(node)) {
      enums.push(node.name.text);
    } else if (ts.isFunctionDeclaration(node) && node.name && !node.name.text.startsWith('validate')) {
      values.push(node.name.text);
    } else if (ts.isVariableStatement(node)) {
      for (const d of node.declarationList.declarations) values.push((d.name as ts.Identifier).text);
    }
  }
  return { types, classes, enums, values };
}

const declarations = referenceDeclarations();
const stringEnums = new Set(['DataType', 'ReportCreationMode']);
const holdsStringEnum = new Set([
  'IColumnSchema',
  'ITableSchema',
  'IDatasetCreateConfiguration',
  'IQuickCreateConfiguration',
]);

/**
 * A file asserting, for each name, that the reference type and ours are assignable both ways.
 * Generic types get the reference's own constraint as argument; classes are compared by their
 * public instance members and constructor parameters (their protected `schemaUrl` makes class
 * types nominal, so a direct comparison could never succeed).
 */
function equivalenceFile(): string {
  const lines = [
    `import type * as R from 'powerbi-models';`,
    `import type * as O from '../../src/index';`,
    `type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;`,
    `type Public<T> = { [K in keyof T]: T[K] };`,
  ];
  // TypeScript never relates a const enum to another declaration (not even to a second copy of
  // powerbi-models), so the two string enums, and the types holding them, are compared by value.
  lines.push(
    `type StringEnum = R.DataType | O.DataType | R.ReportCreationMode | O.ReportCreationMode;`,
    `type ByValue<T> = T extends StringEnum ? \`\${T}\` : T extends object ? { [K in keyof T]: ByValue<T[K]> } : T;`,
  );
  const check = (id: string, a: string, b: string) => lines.push(`const ${id}: Same<${a}, ${b}> = true;`);
  for (const { name, params } of declarations.types) {
    const args = params === 0 ? '' : '<R.IEqualsDataReference>';
    const ourArgs = params === 0 ? '' : '<O.IEqualsDataReference>';
    if (holdsStringEnum.has(name)) check(`type_${name}`, `ByValue<R.${name}>`, `ByValue<O.${name}>`);
    else check(`type_${name}`, `R.${name}${args}`, `O.${name}${ourArgs}`);
  }
  for (const name of declarations.enums) {
    if (stringEnums.has(name)) check(`enum_${name}`, `\`\${R.${name}}\``, `\`\${O.${name}}\``);
    else check(`enum_${name}`, `R.${name}`, `O.${name}`);
  }
  for (const { name } of declarations.classes) {
    check(`instance_${name}`, `Public<R.${name}>`, `Public<O.${name}>`);
    check(`ctor_${name}`, `ConstructorParameters<typeof R.${name}>`, `ConstructorParameters<typeof O.${name}>`);
  }
  for (const name of declarations.values) check(`value_${name}`, `typeof R.${name}`, `typeof O.${name}`);
  lines.push(`export {};`);
  return lines.join('\n');
}

describe('every type of models.d.ts has an equivalent here', () => {
  it('models.d.ts has the expected number of declarations (guards against a parse that finds nothing)', () => {
    expect(declarations.types.length).toBeGreaterThan(180);
    expect(declarations.enums).toHaveLength(33);
    expect(declarations.classes).toHaveLength(17);
    expect(declarations.values).toHaveLength(18);
  });

  // Both files in one program: type-checking our sources once is most of the cost.
  let results: Record<string, string[]> | undefined;
  const check = () => {
    const file = equivalenceFile();
    const probe = file.replace('export {};', 'const probe: Same<R.IPage, O.IVisual> = true;\nexport {};');
    return (results ??= typeCheckAll(
      { 'equivalence.generated.ts': file, 'equivalence.probe.ts': probe },
      { ...appOptions, noUnusedLocals: false },
    ));
  };

  it('each interface, alias, enum, class and helper is assignable both ways between the two packages', () => {
    expect(check()['equivalence.generated.ts']!.join('\n')).toBe('');
  }, 120_000);

  it('the equivalence check detects a difference (it can fail)', () => {
    const diagnostics = check()['equivalence.probe.ts']!;
    expect(diagnostics).toHaveLength(1);
    expect(diagnostics[0]).toContain('const probe');
  }, 120_000);
});
