import * as z from 'zod/mini';

/**
 * Building blocks for the model schemas. The schemas are ordinary zod/mini schemas (parse them
 * with zod if you like); the few rules zod has no word for (numbers that allow NaN, typed-array
 * messages, cross-field checks, special texts) are recorded here so that
 * scripts/generate-validators.ts can turn each schema into a powerbi-models-compatible validator
 * and toJsonSchema can describe it.
 */
export type Schema = z.core.$ZodType;

/** What the validator generator needs to know beyond the zod definition. */
export type Rule =
  | { kind: 'number' }
  | { kind: 'range'; min: number; max: number }
  | { kind: 'typedArray'; item: 'string' | 'number' | 'boolean' }
  | { kind: 'fieldsOnly' }
  | { kind: 'message'; inner: Schema; message: string; allowed: readonly string[] }
  | { kind: 'crossCheck'; inner: Schema; check: (value: Record<string, unknown>) => string | undefined };

export const rules = new WeakMap<Schema, Rule>();
/** JSON Schema for blocks zod cannot describe by itself. */
export const jsonSchemaOverrides = new WeakMap<Schema, Record<string, unknown>>();

function withRule<S extends Schema>(schema: S, rule: Rule, json?: Record<string, unknown>): S {
  rules.set(schema, rule);
  if (json) jsonSchemaOverrides.set(schema, json);
  return schema;
}

/** Optional property: powerbi-models accepts both `undefined` and `null` for it. */
export const opt = z.nullish;

/** Any `typeof 'number'` value: powerbi-models lets NaN and Infinity through, so we do too. */
export const num = () =>
  withRule(
    z.custom<number>((v) => typeof v === 'number'),
    { kind: 'number' },
    { type: 'number' },
  );

/** A number from a closed set (a numeric enum). */
export const numEnum = <const T extends readonly number[]>(values: T) => z.literal(values);

/** A number within [min, max] (NaN passes, as in powerbi-models). */
export const range = (min: number, max: number) =>
  withRule(
    z.custom<number>((v) => typeof v === 'number' && !(v > max || v < min)),
    { kind: 'range', min, max },
    { type: 'number', minimum: min, maximum: max },
  );

/** An array of one primitive type, reported as "must be an array of <type>s". */
export function typedArr(item: 'string' | 'number' | 'boolean') {
  const element = item === 'string' ? z.string() : item === 'boolean' ? z.boolean() : num();
  return withRule(z.array(element), { kind: 'typedArray', item });
}

/**
 * An object whose fields are checked on whatever value comes (an array with the right fields
 * passes): powerbi-models checks some shapes, such as report parameters, field by field only.
 */
export const fieldsOnly = <S extends Schema>(schema: S): S => withRule(schema, { kind: 'fieldsOnly' });

/** A property that must be left out: anything but `undefined` is refused. */
export const forbidden = () => z.optional(z.undefined());

/** A string refused with a fixed message of its own unless it is one of `allowed` (pageView). */
export function messageRule<S extends Schema>(schema: S, message: string, allowed: readonly string[]): S {
  const checked = (schema as unknown as z.ZodMiniType).check(
    z.refine((value) => allowed.includes(value as string), { message, abort: true }),
  );
  return withRule(checked as unknown as S, { kind: 'message', inner: schema, message, allowed });
}

/**
 * A rule across the fields of an otherwise valid object; returns the message, or undefined.
 * The rule must be a named export of cross-checks.ts (the generated validators import it).
 */
export function crossCheck<S extends Schema>(schema: S, check: (value: z.output<S>) => string | undefined): S {
  const checked = (schema as unknown as z.ZodMiniType).check(
    z.superRefine((value, ctx) => {
      const message = check(value as z.output<S>);
      if (message !== undefined) ctx.addIssue({ code: 'custom', message, input: value, abort: true });
    }),
  );
  return withRule(checked as unknown as S, {
    kind: 'crossCheck',
    inner: schema,
    check: check as (value: Record<string, unknown>) => string | undefined,
  });
}
