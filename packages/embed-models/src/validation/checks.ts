/**
 * The runtime of our validators: small check combinators with powerbi-models' semantics —
 * properties in order, first failure wins, null passes everything but "required", anything
 * failing inside an array or a union reports that array or union as invalid.
 *
 * They are composed in src/generated/validators.ts, which scripts/generate-validators.ts writes
 * from the zod schemas, so the schemas stay the single source of truth while a page that only
 * validates never loads zod. They are written for bundle size: every byte here is in every page
 * that validates a configuration.
 */

/**
 * Returns the powerbi-models message for the first rule `value` breaks (never empty), or undefined.
 * `field` is the property being checked (undefined at the top level, printed as "undefined").
 */
export type Check = (value: unknown, field: string | undefined) => string | undefined;

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
// `input` when the value is the argument itself (no field name).
const objectMessage = (f: string | undefined) => `${f ?? 'input'} must be an object`;
const invalid = (f: string | undefined) => `${f} property is invalid`;
/** An array whose items are each null/undefined or `ok`. */
const every = (v: unknown, ok: (item: unknown) => boolean) => Array.isArray(v) && v.every((x) => x == null || ok(x));
/** The first message `check` gives for an item of `list`, or undefined. */
function first<T>(list: readonly T[], check: (item: T) => string | undefined): string | undefined {
  for (const item of list) {
    const message = check(item);
    if (message) return message;
  }
  return undefined;
}
const typeOf =
  (type: 'string' | 'boolean' | 'number'): Check =>
  (v, f) =>
    typeof v === type ? undefined : `${f} must be a ${type}`;

export const str: Check = /* @__PURE__ */ typeOf('string');
export const bool: Check = /* @__PURE__ */ typeOf('boolean');
/** Any `typeof 'number'`, NaN and Infinity included, as in powerbi-models. */
export const num: Check = /* @__PURE__ */ typeOf('number');

/** A number in [min, max]; NaN passes, as in powerbi-models. */
export const range =
  (min: number, max: number): Check =>
  (v, f) =>
    num(v, f) ??
    ((v as number) > max || (v as number) < min ? `${f} must be a number between ${min} and ${max}` : undefined);

/** An array of one primitive type (null items pass), with its own message. */
export const typedArr =
  (item: 'string' | 'number' | 'boolean'): Check =>
  (v, f) =>
    every(v, (x) => typeof x === item) ? undefined : `${f} must be an array of ${item}s`;

/** One of a closed set of numbers (an enum) or strings (a `$schema` URL): type first, then value. */
export const oneOf =
  (values: readonly (string | number)[]): Check =>
  (v, f) =>
    typeof v !== typeof values[0]
      ? `${f} must be a ${typeof values[0]}`
      : values.includes(v as string | number)
        ? undefined
        : invalid(f);

/** A property that must be left out: anything but undefined is refused. */
export const forbidden: Check = (v, f) => (v === undefined ? undefined : `${f} is forbidden`);

/**
 * An object: its own properties in the order given. Mode 1 = required (null/undefined refused),
 * 2 = always checked (forbidden properties), absent = optional (null/undefined pass). With
 * `fieldsOnly`, any non-null value is read field by field (powerbi-models' report parameters).
 */
export const obj =
  (fields: readonly (readonly [key: string, check: Check, mode?: 1 | 2])[], fieldsOnly?: 1): Check =>
  (v, f) =>
    (fieldsOnly ? v == null : !isObject(v))
      ? objectMessage(f)
      : first(fields, ([key, check, mode]) => {
          const value = (v as Record<string, unknown>)[key];
          return value != null || mode === 2 ? check(value, key) : mode === 1 ? `${key} is required` : undefined;
        });

/** An array; a non-array or any failing item reports the whole array as invalid. */
export const arr =
  (item: Check): Check =>
  (v, f) =>
    every(v, (x) => !item(x, f)) ? undefined : invalid(f);

/** Any of several shapes; matching none reports the property as invalid. */
export const union =
  (options: readonly Check[]): Check =>
  (v, f) =>
    options.some((option) => !option(v, f)) ? undefined : invalid(f);

/** Both checks in turn (e.g. "an object", then "one of these shapes"). */
export const both =
  (one: Check, other: Check): Check =>
  (v, f) =>
    one(v, f) ?? other(v, f);

/** A string-keyed map (own enumerable keys); a failing value is reported under the map's own name. */
export const record =
  (value: Check): Check =>
  (v, f) =>
    isObject(v) ? first(Object.keys(v), (key) => (v[key] == null ? undefined : value(v[key], f))) : objectMessage(f);

/** The inner check, then a fixed message unless the value is one of `allowed` (pageView). */
export const allowedOr =
  (inner: Check, allowed: readonly unknown[], message: string): Check =>
  (v, f) =>
    inner(v, f) ?? (allowed.includes(v) ? undefined : message);

/** The inner check, then a rule across the fields of the valid object. */
export const cross =
  (inner: Check, rule: (value: Record<string, unknown>) => string | undefined): Check =>
  (v, f) =>
    inner(v, f) ?? rule(v as Record<string, unknown>);

/** Defers to a check defined later: how recursive shapes (hierarchy nodes) refer to themselves. */
export const lazy =
  (get: () => Check): Check =>
  (v, f) =>
    get()(v, f);
