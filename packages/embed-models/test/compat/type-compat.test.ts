import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { appOptions, compatDir, typeCheckAll, useOurPackage, withoutNoCheck } from './compile';

const file = readFileSync(join(compatDir, 'usage.ts'), 'utf8');
const usage = withoutNoCheck(file);
const ours = useOurPackage(usage);
const broken = `${ours}\nexport const wrong: import('../../src/index').IPage = { name: 'p' };\n`;

// One program per option set (type-checking our sources is the slow part), shared by the tests.
let app: Record<string, string[]> | undefined;
const appResults = () =>
  (app ??= typeCheckAll({ 'usage.ts': usage, 'usage.ours.ts': ours, 'usage.broken.ts': broken }));

describe('type compatibility with powerbi-models 1.12.6', () => {
  it('usage.ts compiles against powerbi-models (the sample is valid user code)', () => {
    expect(usage).not.toContain('@ts-nocheck');
    expect(usage.length).toBeLessThan(file.length);
    expect(appResults()['usage.ts']!.join('\n')).toBe('');
  }, 120_000);

  it('[M-ENTITY-04] [M-ENTITY-05] the same code compiles unchanged against our package, import switched', () => {
    expect(ours).not.toContain(`'powerbi-models'`);
    expect(appResults()['usage.ours.ts']!.join('\n')).toBe('');
  }, 120_000);

  it('a type error in user code is still reported against our package (the check can fail)', () => {
    const diagnostics = appResults()['usage.broken.ts']!;
    expect(diagnostics).toHaveLength(1);
    expect(diagnostics[0]).toContain('displayName');
  }, 120_000);

  it('under isolatedModules only ours compiles: DataType is a real enum here, a const enum there', () => {
    const isolated = typeCheckAll(
      { 'usage.ts': usage, 'usage.ours.ts': ours },
      { ...appOptions, isolatedModules: true },
    );
    expect(isolated['usage.ts']!.length).toBeGreaterThan(0);
    expect(isolated['usage.ts']!.every((d) => d.includes('TS2748'))).toBe(true);
    expect(isolated['usage.ours.ts']!.join('\n')).toBe('');
  }, 120_000);
});
