import { describeNumbers } from './enum-names.ts';
import { childPath, describeValue, type Problem } from './problem.ts';
import { specRules } from './spec-rules.ts';
import { suggestKey } from './suggest-key.ts';

// The parts of a zod/mini definition the walk reads (`schema._zod.def`, zod's public introspection).
interface Def {
  type: string;
  shape?: Record<string, Schema>;
  innerType?: Schema;
  options?: Schema[];
  left?: Schema;
  right?: Schema;
  element?: Schema;
  valueType?: Schema;
  values?: unknown[];
}
interface Schema {
  _zod: { def: Def };
  '~standard': { validate: (value: unknown) => unknown };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Every problem of `value` against `schema`, each at its path: unlike the validators, which stop
 * at the first, the walk goes on through every field, list item and union branch, adds the spec's
 * rules (spec-rules.ts) and suggests the known key for a misspelt one.
 */
export function walkSchema(schemaLike: unknown, value: unknown, path = '', field = ''): Problem[] {
  const schema = schemaLike as Schema;
  const def = schema._zod.def;
  if (def.type === 'optional' || def.type === 'nullable') {
    const absent = def.type === 'optional' ? value === undefined : value === null;
    return absent ? [] : walkSchema(def.innerType, value, path, field);
  }
  if (value === undefined || (value === null && def.type !== 'undefined')) {
    return [{ path, message: `is required (${expected(schema, field)})` }];
  }
  const wrongType = (): Problem[] => [
    { path, message: `must be ${expected(schema, field)}; got ${describeValue(value)}` },
  ];
  switch (def.type) {
    case 'string':
      return typeof value === 'string' ? [] : wrongType();
    case 'boolean':
      return typeof value === 'boolean' ? [] : wrongType();
    case 'literal':
      return def.values?.includes(value) ? [] : wrongType();
    case 'undefined':
      return [{ path, message: `must be left out here; got ${describeValue(value)}` }];
    case 'array':
      return Array.isArray(value)
        ? value.flatMap((item, i) => walkSchema(def.element, item, childPath(path, i), field))
        : wrongType();
    case 'record':
      return isRecord(value)
        ? Object.entries(value).flatMap(([key, item]) => walkSchema(def.valueType, item, childPath(path, key), key))
        : wrongType();
    case 'object':
      return isRecord(value) ? walkObject(schema, value, path) : wrongType();
    case 'intersection':
      return [...walkSchema(def.left, value, path, field), ...walkSchema(def.right, value, path, field)];
    case 'union':
      return walkUnion(schema, value, path, field);
    default: {
      // zod's own check for the rest (numbers, which accept NaN as powerbi-models does).
      const result = schema['~standard'].validate(value) as { issues?: unknown[] };
      return result.issues ? wrongType() : [];
    }
  }
}

function walkObject(schema: Schema, value: Record<string, unknown>, path: string): Problem[] {
  const shape = schema._zod.def.shape ?? {};
  const rule = specRules.get(schema);
  const problems = Object.entries(shape).flatMap(([key, inner]) =>
    walkSchema(inner, value[key], childPath(path, key), key),
  );
  const known = [...Object.keys(shape), ...(rule?.keys ?? [])];
  // A loose object with no keys of its own takes any keys; elsewhere an unknown key near a known one is a slip.
  if (known.length > 0) {
    const absent = known.filter((key) => !(key in value));
    for (const key of Object.keys(value)) {
      if (known.includes(key)) continue;
      const meant = suggestKey(key, absent);
      if (meant !== undefined) {
        problems.push({
          path: childPath(path, key),
          message: `is not a key the SDK knows here: did you mean ${meant}? An unknown key is ignored.`,
        });
      }
    }
  }
  return [...problems, ...(rule?.check?.(value, path) ?? [])];
}

/** The branch the value was most likely meant for: the one its discriminating numbers name, then the closest. */
function walkUnion(union: Schema, value: unknown, path: string, field: string): Problem[] {
  const options = union._zod.def.options ?? [];
  const tried = options.map((option) => ({ option, problems: walkSchema(option, value, path, field) }));
  if (tried.some(({ problems }) => problems.length === 0)) return [];
  // Branches whose type the value has (an object for an object); none: one problem naming them all.
  const fitting = tried.filter(({ problems }) => !problems.some((problem) => problem.path === path));
  if (fitting.length === 0)
    return [{ path, message: `must be ${expected(union, field)}; got ${describeValue(value)}` }];
  if (isRecord(value)) {
    for (const key of discriminators(options)) {
      const given = value[key];
      if (given == null) continue;
      const named = fitting.filter(({ option }) => literalValues(option, key)?.includes(given));
      if (named.length === 0) {
        const allowed = options
          .flatMap((option) => literalValues(option, key) ?? [])
          .sort((a, b) => Number(a) - Number(b));
        return [
          {
            path: childPath(path, key),
            message: `must be ${describeNumbers(key, allowed)}; got ${describeValue(given)}`,
          },
        ];
      }
      return closest(named);
    }
  }
  return closest(fitting);
}

function closest(tried: { problems: Problem[] }[]): Problem[] {
  return tried.reduce((best, next) => (next.problems.length < best.problems.length ? next : best)).problems;
}

// Keys every branch of a union pins to numbers of its own (a filter's `filterType`).
function discriminators(options: Schema[]): string[] {
  const [first, ...rest] = options;
  const keys = Object.keys(objectShape(first) ?? {});
  return keys.filter((key) => [first, ...rest].every((option) => literalValues(option, key) !== undefined));
}

function objectShape(schema: Schema | undefined): Record<string, Schema> | undefined {
  return schema?._zod.def.type === 'object' ? schema._zod.def.shape : undefined;
}

function literalValues(schema: Schema, key: string): unknown[] | undefined {
  let inner = objectShape(schema)?.[key];
  while (inner && (inner._zod.def.type === 'optional' || inner._zod.def.type === 'nullable'))
    inner = inner._zod.def.innerType;
  return inner?._zod.def.type === 'literal' ? inner._zod.def.values : undefined;
}

/** What a schema wants, in words: "a string", "one of 0 Read, 1 ReadWrite, …", "a list of strings". */
function expected(schema: Schema, field: string): string {
  const def = schema._zod.def;
  switch (def.type) {
    case 'optional':
    case 'nullable':
      return expected(def.innerType as Schema, field);
    case 'string':
      return 'a string';
    case 'boolean':
      return 'true or false';
    case 'literal':
      return describeNumbers(field, def.values ?? []);
    case 'array': {
      const item = /^an? (\w+)$/.exec(expected(def.element as Schema, field));
      return item ? `a list of ${item[1]}s` : 'a list';
    }
    case 'object':
    case 'record':
    case 'intersection':
      return 'an object';
    case 'union':
      return [...new Set((def.options ?? []).map((option) => expected(option, field)))].join(' or ');
    default:
      return 'a number';
  }
}
