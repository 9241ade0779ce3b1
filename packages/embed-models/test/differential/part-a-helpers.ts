import fc from 'fast-check';
import { expectSameResult } from './harness';
import { DELETE, pathsOf, replaceAt } from './mutation';

/**
 * Some part-A schemas have no validate function of their own in powerbi-models (on-load filters,
 * the apply-bookmark union, settings.extensions, settings.commands, the dataset create config).
 * They are compared through the validator that embeds them, ours against the reference's:
 * `host(x)` builds a configuration valid up to the field and puts `x` in it.
 */
export interface Embedded {
  reference: 'validateReportLoad' | 'validateSettings' | 'validateQuickCreate';
  host: (x: unknown) => Record<string, unknown>;
}

/** Puts a value under `field` of a host configuration (see Embedded). */
export function embedded(referenceName: Embedded['reference'], field: string): Embedded {
  const prefix: Record<string, unknown> =
    referenceName === 'validateReportLoad'
      ? { accessToken: 'a', id: 'b' }
      : referenceName === 'validateQuickCreate'
        ? { accessToken: 'a' }
        : {};
  return { reference: referenceName, host: (x) => ({ ...prefix, [field]: x }) };
}

/** Expects our host validator and the reference's to agree on `input` under the field. */
export function expectSameEmbedded(e: Embedded, input: unknown): void {
  expectSameResult(e.reference, e.host(input));
}

/** Inputs that are not a plain object, for every "must be an object" rule. */
export const nonObjects: unknown[] = [null, undefined, 'x', 1, true, [], [{}]];

/** Every sub-value of the seeds: valid fragments of one model dropped into another place. */
function fragmentsOf(seeds: unknown[]): unknown[] {
  const out: unknown[] = [];
  for (const seed of seeds) {
    for (const path of pathsOf(seed)) {
      let node = seed;
      for (const key of path) node = (node as Record<string | number, unknown>)[key];
      out.push(node);
    }
  }
  return out;
}

const oddValues = [
  undefined,
  null,
  DELETE,
  '',
  'x',
  'In',
  'And',
  0,
  1,
  2,
  3,
  4,
  5,
  6,
  7,
  8,
  9,
  -1,
  0.25,
  0.2,
  4,
  4.5,
  NaN,
  Infinity,
  true,
  false,
  [],
  {},
  [null],
  [1],
  ['a'],
  [true],
  [{}],
  [[]],
  { a: 1 },
  new Date(0),
  'http://powerbi.com/product/schema#visualSelector',
  'http://powerbi.com/product/schema#visualTypeSelector',
  'http://powerbi.com/product/schema#slicerTargetSelector',
];

/**
 * Inputs made from valid seeds by one to three edits: a node replaced by an odd value, a JSON
 * value or a fragment of any seed, or removed.
 */
export function mutants(seeds: unknown[]): fc.Arbitrary<unknown> {
  const fragments = fragmentsOf(seeds);
  const replacement = fc.oneof(
    fc.constantFrom(...oddValues),
    fc.jsonValue({ maxDepth: 2 }),
    fc.constantFrom(...fragments),
  );
  const edit = fc.tuple(fc.nat(), replacement);
  return fc.tuple(fc.constantFrom(...seeds), fc.array(edit, { minLength: 1, maxLength: 3 })).map(([seed, edits]) => {
    let value: unknown = seed;
    for (const [pick, next] of edits) {
      const paths = pathsOf(value);
      value = replaceAt(value, paths[pick % paths.length], next);
    }
    return value;
  });
}
