import { describeValue, type Problem } from './problem.ts';
import { walkSchema } from './walk-schema.ts';

/**
 * Every problem of a parsed configuration against one of `@org/embed-models/zod`'s schemas, with
 * the spec's ranges and rules and "did you mean" for misspelt keys. The validators say less on
 * purpose (powerbi-models' first answer); this is for a person reading the whole list.
 */
export function checkConfiguration(schema: unknown, value: unknown): Problem[] {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return [
      {
        path: '',
        message: `must be a JSON object in braces, { … }, as powerbi.embed() takes; got ${describeValue(value)}`,
      },
    ];
  }
  const seen = new Set<string>();
  // An intersection checks "is an object" on both sides; say each thing once.
  return walkSchema(schema, value).filter(({ path, message }) => {
    const key = `${path}\n${message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
