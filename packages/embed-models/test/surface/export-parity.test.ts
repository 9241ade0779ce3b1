import * as reference from 'powerbi-models';
import { describe, expect, it } from 'vitest';
import * as ours from '../../src/index';

const theirs = reference as unknown as Record<string, unknown>;
const mine = ours as unknown as Record<string, unknown>;
const names = Object.keys(theirs);

type Kind = 'enum' | 'constant' | 'class' | 'validator' | 'function';

/** Classifies a powerbi-models export by what it is at runtime. */
function kindOf(name: string, value: unknown): Kind {
  if (typeof value === 'function') {
    if (name.startsWith('validate')) return 'validator';
    return /^[A-Z]/.test(name) ? 'class' : 'function';
  }
  const values = Object.values(value as object);
  return values.some((v) => typeof v === 'number') ? 'enum' : 'constant';
}

const byKind = (kind: Kind) => names.filter((name) => kindOf(name, theirs[name]) === kind);

/** Own method names of a prototype, sorted (powerbi-models' ES5 prototypes list them too). */
function methodNames(ctor: unknown): string[] {
  const proto = (ctor as { prototype: object }).prototype;
  return Object.getOwnPropertyNames(proto)
    .filter((key) => key !== 'constructor')
    .sort();
}

/** Name of the class a class extends ('' for a root class). */
function parentName(ctor: unknown): string {
  const parent = Object.getPrototypeOf((ctor as { prototype: object }).prototype) as { constructor: { name: string } };
  return parent === Object.prototype ? '' : parent.constructor.name;
}

describe('export parity with powerbi-models 1.12.6', () => {
  it('powerbi-models exports what the fact sheet lists (31 enums, 3 constants, 17 classes, 15 helpers, 39 validators)', () => {
    expect(names).toHaveLength(105);
    expect(byKind('enum')).toHaveLength(31);
    expect(byKind('constant')).toHaveLength(3);
    expect(byKind('class')).toHaveLength(17);
    expect(byKind('function')).toHaveLength(15);
    expect(byKind('validator')).toHaveLength(39);
  });

  it('every powerbi-models export exists in ours', () => {
    const missing = names.filter((name) => !(name in mine));
    expect(missing).toEqual([]);
  });

  it.each(byKind('enum'))('enum %s: same members, values and reverse mapping, in the same order', (name) => {
    expect(mine[name]).toStrictEqual(theirs[name]);
    expect(Object.keys(mine[name] as object)).toEqual(Object.keys(theirs[name] as object));
  });

  it.each(byKind('constant'))('constant %s: same keys and values in the same order', (name) => {
    expect(mine[name]).toStrictEqual(theirs[name]);
    expect(Object.keys(mine[name] as object)).toEqual(Object.keys(theirs[name] as object));
  });

  it.each(byKind('class'))('class %s: same static schemaUrl, constructor arity, methods and parent', (name) => {
    const ourClass = mine[name] as { schemaUrl?: string; length: number };
    const theirClass = theirs[name] as { schemaUrl?: string; length: number };
    expect(typeof ourClass).toBe('function');
    expect(ourClass.schemaUrl).toBe(theirClass.schemaUrl);
    expect(ourClass.length).toBe(theirClass.length);
    expect(methodNames(ourClass)).toEqual(methodNames(theirClass));
    expect(parentName(ourClass)).toBe(parentName(theirClass));
  });

  it.each([...byKind('function'), ...byKind('validator')])('function %s: a function of the same arity', (name) => {
    expect(typeof mine[name]).toBe('function');
    expect((mine[name] as () => unknown).length).toBe((theirs[name] as () => unknown).length);
  });

  it('[M-CONST-02] CommonErrorCodes has the six codes of the reference', () => {
    expect(Object.values(ours.CommonErrorCodes)).toEqual([
      'TokenExpired',
      'PowerBIEntityNotFound',
      'Invalid parameters',
      'LoadReportFailed',
      'PowerBINotAuthorizedException',
      'ExplorationContainer_FailedToLoadModel_DefaultDetails',
    ]);
  });

  it('DataType and ReportCreationMode (const enums in powerbi-models) are string enums here: an addition', () => {
    expect(ours.DataType.Number).toBe('Number');
    expect(Object.entries(ours.DataType).every(([key, value]) => key === value)).toBe(true);
    expect(Object.keys(ours.DataType)).toHaveLength(12);
    expect({ ...ours.ReportCreationMode }).toEqual({ Default: 'Default', QuickExplore: 'QuickExplore' });
    expect('DataType' in theirs).toBe(false);
  });
});
