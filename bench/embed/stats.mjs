// Order statistics and the printed table of the embed benchmark.

/** The q-quantile (0..1) of `values`, nearest rank; NaN when empty. */
export function quantile(values, q) {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];
}

/** The median of `values`. */
export const median = (values) => quantile(values, 0.5);

/** A number with `digits` decimals, or an en dash for NaN. */
export const fixed = (value, digits = 0) => (Number.isFinite(value) ? value.toFixed(digits) : '–');

/** A ratio as `0.62×`. */
export const times = (value) => (Number.isFinite(value) ? `${value.toFixed(2)}×` : '–');

/** Prints `rows` (arrays of cells) under `header`, columns padded to their widest cell. */
export function printTable(title, header, rows) {
  const widths = header.map((_, i) => Math.max(...[header, ...rows].map((row) => String(row[i] ?? '').length)));
  const line = (row) =>
    row
      .map((cell, i) => (i === 0 ? String(cell).padEnd(widths[i]) : String(cell).padStart(widths[i])))
      .join('  ')
      .trimEnd();
  console.log(`\n${title}\n${line(header)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}`);
  for (const row of rows) console.log(line(row));
}
