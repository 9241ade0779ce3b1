import * as z from 'zod/mini';
import { jsonSchemaOverrides, type Schema } from './validation/rules';

/**
 * JSON Schema (draft 2020-12) of one of our model schemas, e.g. `toJsonSchema(reportLoadSchema)`,
 * for editors and other languages. Numbers that powerbi-models accepts beyond what zod can name
 * (NaN, ranges checked our way) are described as plain JSON Schema numbers.
 */
export function toJsonSchema(schema: Schema): Record<string, unknown> {
  return z.toJSONSchema(schema, {
    io: 'input',
    reused: 'ref',
    unrepresentable: ({ zodSchema }) => jsonSchemaOverrides.get(zodSchema) ?? 'any',
  }) as Record<string, unknown>;
}
