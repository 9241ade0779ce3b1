/** What a paginated report shows: the page (from 1) and each parameter's values (several for a multi-value one). */
export interface PaginatedState {
  page: number;
  parameters: Record<string, string[]>;
}

/**
 * The values of a paginated load's `parameterValues` (`[{ name, value }]`, a name repeated for a
 * multi-value parameter) by parameter name.
 */
export function parameterValuesOf(parameterValues: unknown): Record<string, string[]> {
  const values: Record<string, string[]> = {};
  if (!Array.isArray(parameterValues)) return values;
  for (const entry of parameterValues as { name?: unknown; value?: unknown }[]) {
    if (!entry || typeof entry.name !== 'string' || entry.value === undefined || entry.value === null) continue;
    (values[entry.name] ??= []).push(String(entry.value));
  }
  return values;
}
