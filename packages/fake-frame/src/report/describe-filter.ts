import { filterPredicate } from '../data/apply-filters';

/** A one-line description of a filter for the filter pane, e.g. `Admissions.Department is Cardiology or Oncology`. */
export function describeFilter(filter: unknown): string {
  const f = (filter ?? {}) as Record<string, unknown>;
  const target = f.target as { table?: unknown; column?: unknown; measure?: unknown } | undefined;
  const field =
    target && typeof target === 'object' && !Array.isArray(target)
      ? `${String(target.table)}.${String(target.column ?? target.measure ?? '?')}`
      : 'a field';
  const applied = filterPredicate(filter) ? '' : ' (not applied by the fake frame)';
  if (Array.isArray(f.values) && typeof f.operator === 'string') {
    const values = f.values.map(String).join(' or ');
    if (f.operator === 'All') return `${field}: all${applied}`;
    return `${field} ${f.operator === 'NotIn' ? 'is not' : 'is'} ${values || '(nothing)'}${applied}`;
  }
  if (Array.isArray(f.conditions)) {
    const joiner = f.logicalOperator === 'Or' ? ' or ' : ' and ';
    const conditions = (f.conditions as { operator?: unknown; value?: unknown }[])
      .map((c) => `${String(c.operator)}${c.value === undefined ? '' : ` ${String(c.value)}`}`)
      .join(joiner);
    return `${field} ${conditions}${applied}`;
  }
  return `${field}${applied}`;
}
