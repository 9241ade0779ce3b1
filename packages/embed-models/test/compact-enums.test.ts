// The built library's numbered enums are made by config/compact-enums.ts from their names: the
// objects must be exactly those TypeScript builds from the source, names and reverse mapping.
import { readFileSync } from 'node:fs';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { compactEnumSource } from '../../../config/compact-enums';
import * as enums from '../src/enums';

const source = readFileSync(new URL('../src/enums.ts', import.meta.url), 'utf8');

async function evaluate(code: string): Promise<Record<string, unknown>> {
  const js = ts.transpileModule(code, {
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
  });
  return import(`data:text/javascript;base64,${Buffer.from(js.outputText).toString('base64')}`);
}

describe('compact enums of the built library', () => {
  it('rewrites the enums numbered 0, 1, 2, … and leaves flags and string enums as written', () => {
    const compact = compactEnumSource(source);
    expect(compact.match(/numbered\("/g)?.length).toBeGreaterThan(20);
    expect(compact).toMatch(/export enum Permissions \{/);
    expect(compact).toMatch(/export enum DataType \{/);
    expect(compact).not.toMatch(/export enum TokenType/);
  });

  it('builds every enum object exactly as TypeScript does, in both directions and key order', async () => {
    const built = await evaluate(compactEnumSource(source));
    expect(Object.keys(built).sort()).toEqual(Object.keys(enums).sort());
    for (const [name, value] of Object.entries(enums)) {
      expect(built[name], name).toStrictEqual(value);
      expect(Object.keys(built[name] as object), name).toEqual(Object.keys(value));
    }
  });

  it('leaves a file without numbered enums untouched', () => {
    const flags = 'export enum Flags {\n  A = 1,\n  B = 2,\n}\n';
    expect(compactEnumSource(flags)).toBe(flags);
  });
});
