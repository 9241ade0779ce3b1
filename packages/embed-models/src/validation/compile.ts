import { rules, type Schema } from './rules';

/**
 * A compiled check: returns the powerbi-models message for the first rule `value` breaks, or
 * undefined. `field` is the name of the property being checked (undefined at the top level,
 * which powerbi-models prints as the word "undefined").
 */
export type Check = (value: unknown, field: string | undefined) => string | undefined;

interface Def {
  type: string;
  innerType?: Schema;
  shape?: Record<string, Schema>;
  element?: Schema;
  options?: readonly Schema[];
  valueType?: Schema;
  values?: readonly unknown[];
  left?: Schema;
  right?: Schema;
}

const defOf = (schema: Schema) => schema._zod.def as unknown as Def;
const isObject = (v: unknown) => typeof v === 'object' && v !== null && !Array.isArray(v);
const typeCheck =
  (type: 'string' | 'boolean' | 'number'): Check =>
  (v, f) =>
    typeof v === type ? undefined : `${f} must be a ${type}`;

const compiled = new WeakMap<Schema, Check>();

/**
 * Turns a model schema into a check with powerbi-models' semantics: properties in schema order,
 * the first failure wins, null passes everything but "required", anything failing inside an
 * array or a union reports that array or union as invalid.
 * Checks never allocate on the valid path; they are built once per schema.
 */
export function compile(schema: Schema): Check {
  let check = compiled.get(schema);
  if (!check) {
    // Recursive schemas resolve through this indirection while they are being built.
    let built: Check | undefined;
    compiled.set(schema, (v, f) => built!(v, f));
    built = build(schema);
    compiled.set(schema, built);
    check = built;
  }
  return check;
}

function build(schema: Schema): Check {
  const rule = rules.get(schema);
  const def = defOf(schema);
  switch (rule?.kind) {
    case 'number':
      return typeCheck('number');
    case 'range': {
      const { min, max } = rule;
      return (v, f) =>
        typeof v !== 'number'
          ? `${f} must be a number`
          : v > max || v < min
            ? `${f} must be a number between ${min} and ${max}`
            : undefined;
    }
    case 'typedArray': {
      const item = rule.item;
      const message = (f: string | undefined) => `${f} must be an array of ${item}s`;
      return (v, f) => {
        if (!Array.isArray(v)) return message(f);
        for (let i = 0; i < v.length; i++) if (v[i] != null && typeof v[i] !== item) return message(f);
        return undefined;
      };
    }
    case 'message': {
      const inner = compile(rule.inner);
      const { test, message } = rule;
      return (v, f) => inner(v, f) ?? (test(v) ? undefined : message);
    }
    case 'crossCheck': {
      const inner = compile(rule.inner);
      const cross = rule.check;
      return (v, f) => inner(v, f) ?? cross(v);
    }
  }
  switch (def.type) {
    case 'string':
    case 'boolean':
      return typeCheck(def.type);
    case 'literal':
      return literal(def.values!);
    case 'optional':
    case 'nullable': {
      // A property that may be absent; `forbidden()` is optional(undefined) and is the exception.
      const inner = def.innerType!;
      if (defOf(inner).type === 'undefined') return (v, f) => (v === undefined ? undefined : `${f} is forbidden`);
      const check = compile(inner);
      return (v, f) => (v == null ? undefined : check(v, f));
    }
    case 'object':
      return object(def.shape!);
    case 'array': {
      const item = compile(def.element!);
      return (v, f) => {
        if (!Array.isArray(v)) return `${f} property is invalid`;
        for (let i = 0; i < v.length; i++) if (v[i] != null && item(v[i], f) !== undefined) return `${f} property is invalid`;
        return undefined;
      };
    }
    case 'union': {
      const options = def.options!.map(compile);
      return (v, f) => {
        for (const option of options) if (option(v, f) === undefined) return undefined;
        return `${f} property is invalid`;
      };
    }
    case 'intersection': {
      // Both sides in turn: how "an object, and then one of these shapes" is written.
      const left = compile(def.left!);
      const right = compile(def.right!);
      return (v, f) => left(v, f) ?? right(v, f);
    }
    case 'record': {
      const value = compile(def.valueType!);
      return (v, f) => {
        if (!isObject(v)) return objectMessage(f);
        const map = v as Record<string, unknown>;
        for (const key in map) {
          if (!Object.prototype.hasOwnProperty.call(map, key) || map[key] == null) continue;
          const message = value(map[key], f);
          if (message !== undefined) return message;
        }
        return undefined;
      };
    }
    default:
      throw new Error(`compile(): a "${def.type}" schema has no powerbi-models rule`);
  }
}

const objectMessage = (f: string | undefined) => (f === undefined ? 'input must be an object' : `${f} must be an object`);

function literal(values: readonly unknown[]): Check {
  if (values.every((x) => typeof x === 'number')) {
    return (v, f) =>
      typeof v !== 'number' ? `${f} must be a number` : values.includes(v) ? undefined : `${f} property is invalid`;
  }
  if (values.every((x) => typeof x === 'string')) {
    // String constants ($schema) are type-checked first, as powerbi-models does.
    return (v, f) =>
      typeof v !== 'string' ? `${f} must be a string` : values.includes(v) ? undefined : `${f} property is invalid`;
  }
  return (v, f) => (values.includes(v) ? undefined : `${f} property is invalid`);
}

function object(shape: Record<string, Schema>): Check {
  const keys = Object.keys(shape);
  const checks = keys.map((key) => {
    const propertySchema = shape[key];
    const t = defOf(propertySchema).type;
    const check = compile(propertySchema);
    // Required properties are the ones not wrapped in optional/nullish.
    return t === 'optional' || t === 'nullable' ? check : required(check);
  });
  const n = keys.length;
  return (v, f) => {
    if (!isObject(v)) return objectMessage(f);
    const o = v as Record<string, unknown>;
    for (let i = 0; i < n; i++) {
      const message = checks[i](o[keys[i]], keys[i]);
      if (message !== undefined) return message;
    }
    return undefined;
  };
}

const required =
  (check: Check): Check =>
  (v, f) =>
    v == null ? `${f} is required` : check(v, f);
