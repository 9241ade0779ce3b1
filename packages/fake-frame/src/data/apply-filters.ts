type Row = Record<string, unknown>;
type Predicate = (row: Row) => boolean;

/** A `{ table, column }` filter target, the only kind the fake frame applies to its data. */
export interface ColumnTarget {
  table: string;
  column: string;
}

function columnTarget(filter: Record<string, unknown>): ColumnTarget | undefined {
  const target = filter.target as Partial<ColumnTarget> | undefined;
  if (!target || typeof target !== 'object' || Array.isArray(target)) return undefined;
  if (typeof target.table !== 'string' || typeof target.column !== 'string') return undefined;
  return { table: target.table, column: target.column };
}

// Values on the wire may be numbers where the column holds strings (or the other way round), as in
// Power BI where a filter value is compared with the column's value, not with its JS type.
const same = (a: unknown, b: unknown) => a === b || String(a) === String(b);

function basicPredicate(column: string, operator: unknown, values: unknown[]): Predicate | undefined {
  if (operator === 'All') return () => true;
  if (operator === 'In') return (row) => values.some((v) => same(row[column], v));
  if (operator === 'NotIn') return (row) => !values.some((v) => same(row[column], v));
  return undefined;
}

function conditionPredicate(column: string, condition: { operator?: unknown; value?: unknown }): Predicate | undefined {
  const { value } = condition;
  const text = (row: Row) => String(row[column] ?? '').toLowerCase();
  const needle = String(value ?? '').toLowerCase();
  const cmp = (row: Row) => {
    const cell = row[column];
    return typeof cell === 'number' && typeof value === 'number'
      ? cell - value
      : String(cell).localeCompare(String(value));
  };
  switch (condition.operator) {
    case 'None':
      return () => true;
    case 'Is':
      return (row) => same(row[column], value);
    case 'IsNot':
      return (row) => !same(row[column], value);
    case 'LessThan':
      return (row) => cmp(row) < 0;
    case 'LessThanOrEqual':
      return (row) => cmp(row) <= 0;
    case 'GreaterThan':
      return (row) => cmp(row) > 0;
    case 'GreaterThanOrEqual':
      return (row) => cmp(row) >= 0;
    case 'Contains':
      return (row) => text(row).includes(needle);
    case 'DoesNotContain':
      return (row) => !text(row).includes(needle);
    case 'StartsWith':
      return (row) => text(row).startsWith(needle);
    case 'DoesNotStartWith':
      return (row) => !text(row).startsWith(needle);
    case 'IsBlank':
      return (row) => row[column] == null || row[column] === '';
    case 'IsNotBlank':
      return (row) => row[column] != null && row[column] !== '';
    default:
      return undefined;
  }
}

function advancedPredicate(column: string, logicalOperator: unknown, conditions: unknown[]): Predicate | undefined {
  const predicates = conditions.map((c) =>
    c && typeof c === 'object' ? conditionPredicate(column, c as { operator?: unknown }) : undefined,
  );
  if (predicates.some((p) => !p)) return undefined;
  const all = predicates as Predicate[];
  if (logicalOperator === 'Or') return (row) => all.some((p) => p(row));
  if (logicalOperator === 'And') return (row) => all.every((p) => p(row));
  return undefined;
}

/**
 * The row predicate of a filter, with the table it applies to; undefined for filters the fake frame
 * keeps but does not apply (Top N, relative dates, hierarchy targets, …).
 */
export function filterPredicate(filter: unknown): { table: string; column: string; test: Predicate } | undefined {
  if (!filter || typeof filter !== 'object') return undefined;
  const f = filter as Record<string, unknown>;
  const target = columnTarget(f);
  if (!target) return undefined;
  let test: Predicate | undefined;
  if (Array.isArray(f.values) && typeof f.operator === 'string' && !('itemCount' in f)) {
    test = basicPredicate(target.column, f.operator, f.values);
  } else if (Array.isArray(f.conditions) && typeof f.logicalOperator === 'string') {
    test = advancedPredicate(target.column, f.logicalOperator, f.conditions);
  }
  return test && { ...target, test };
}

/** The rows of `table` that pass every filter targeting one of its columns (all filters are ANDed). */
export function filterRows<T extends object>(table: string, rows: readonly T[], filters: readonly unknown[]): T[] {
  const tests: Predicate[] = [];
  for (const filter of filters) {
    const predicate = filterPredicate(filter);
    if (predicate && predicate.table === table && rows.length > 0 && predicate.column in rows[0]) {
      tests.push(predicate.test);
    }
  }
  if (tests.length === 0) return rows.slice();
  return rows.filter((row) => tests.every((test) => test(row as Row)));
}
