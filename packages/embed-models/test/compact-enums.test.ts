// The built library's enums are made by scripts/compact-enums.ts from their names: the
// objects must be exactly those TypeScript builds from the source, names and reverse mapping.
import { readFileSync } from 'node:fs';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { compactEnumSource } from '../scripts/compact-enums';
import * as enums from '../src/enums';

const source = readFileSync(new URL('../src/enums.ts', import.meta.url), 'utf8');

async function evaluate(code: string): Promise<Record<string, unknown>> {
  const js = ts.transpileModule(code, {
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
  });
  return import(`data:text/javascript;base64,${Buffer.from(js.outputText).toString('base64')}`);
}

describe('compact enums of the built library', () => {
  it('rewrites every enum of the source: numbered from 0 or another start, flags, string values', () => {
    const compact = compactEnumSource(source);
    expect(compact.match(/numbered\("/g)?.length).toBeGreaterThan(20);
    expect(compact).not.toMatch(/export enum/);
    expect(compact).toMatch(
      /export const Permissions = \/\* @__PURE__ \*\/ numbered\("Read ReadWrite Copy Create All", \[0,1,2,4,7\]\);/,
    );
    expect(compact).toMatch(/export const AggregateFunction = \/\* @__PURE__ \*\/ numbered\("Default None .*", 1\);/);
    expect(compact).toMatch(/export const DataType = \/\* @__PURE__ \*\/ named\("Number Currency /);
  });

  it('builds every enum object exactly as TypeScript does, in both directions and key order', async () => {
    const built = await evaluate(compactEnumSource(source));
    expect(Object.keys(built).sort()).toEqual(Object.keys(enums).sort());
    for (const [name, value] of Object.entries(enums)) {
      expect(built[name], name).toStrictEqual(value);
      expect(Object.keys(built[name] as object), name).toEqual(Object.keys(value));
    }
  });

  it('leaves a file without such enums untouched, and enums it cannot write from names', () => {
    const mixed = "export enum Mixed {\n  A = 1,\n  B = 'b',\n}\nexport enum Computed {\n  A = 1 << 2,\n}\n";
    expect(compactEnumSource(mixed)).toBe(mixed);
  });
});
