import * as reference from 'powerbi-models';
import { expect } from 'vitest';
import * as ours from '../../src/index';

type Library = Record<string, unknown>;
const libraries = { ours: ours as unknown as Library, reference: reference as unknown as Library };

/** What constructing (and then mutating) an instance produced in one library. */
export type Outcome =
  | { threw: false; instance: Record<string, unknown> }
  | { threw: true; type: string; message: string };

/** Constructs `name` from `args()` in one library, applies `mutate`, and records the outcome. */
export function construct(
  library: keyof typeof libraries,
  name: string,
  args: () => unknown[],
  mutate?: (instance: Record<string, unknown>) => void,
): Outcome {
  const Ctor = libraries[library][name] as new (...a: unknown[]) => Record<string, unknown>;
  try {
    const instance = new Ctor(...args());
    mutate?.(instance);
    return { threw: false, instance };
  } catch (error) {
    const e = error as Error;
    return { threw: true, type: e.constructor.name, message: e.message };
  }
}

/**
 * Expects `new name(...args())` to behave the same in both libraries: the same error (type and
 * text), or instances whose toJSON(), own fields (`{...instance}`, what postMessage clones) and
 * key orders are equal. `args` is a factory so each library gets fresh, unshared arguments.
 * Returns our instance for further checks.
 */
export function expectSameInstance(
  name: string,
  args: () => unknown[],
  mutate?: (instance: Record<string, unknown>) => void,
): Record<string, unknown> | undefined {
  const mine = construct('ours', name, args, mutate);
  const theirs = construct('reference', name, args, mutate);
  if (theirs.threw || mine.threw) {
    expect(mine, `new ${name}(...) outcome`).toEqual(theirs);
    return undefined;
  }
  const a = mine.instance;
  const b = theirs.instance;
  const jsonA = (a.toJSON as () => object).call(a);
  const jsonB = (b.toJSON as () => object).call(b);
  expect(jsonA, `${name} toJSON()`).toStrictEqual(jsonB);
  expect(Object.keys(jsonA), `${name} toJSON() key order`).toEqual(Object.keys(jsonB));
  expect({ ...a }, `${name} own fields`).toStrictEqual({ ...b });
  expect(Object.keys(a), `${name} own field order`).toEqual(Object.keys(b));
  expect(structuredClone(a), `${name} structured clone`).toStrictEqual(structuredClone(b));
  expect(JSON.stringify(a), `${name} JSON text`).toBe(JSON.stringify(b));
  return a;
}
