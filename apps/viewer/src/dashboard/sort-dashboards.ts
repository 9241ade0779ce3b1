// The UI is in English: names are compared as an English reader orders them, whatever the browser's
// locale, and as the API orders them (apps/api/src/dashboards/compare-dashboard-names.ts).
// Numeric: 'Ward 2' before 'Ward 10'. Base letters first, so 'é' sorts with 'e' and case never
// decides; between names that differ only in accents, the unaccented one first ('Cafe', 'Café').
const byLetters = new Intl.Collator('en', { sensitivity: 'base', numeric: true });
const byAccents = new Intl.Collator('en', { sensitivity: 'accent', numeric: true });

/**
 * The dashboards in the sidebar's order (spec §2, V-DAY-10): by report name as a person reads it
 * (case-insensitive, numbers by value, accented letters with their base letters), then by report
 * id so names equal but for case keep a stable order. A new array; the server's order is not trusted.
 */
export function sortDashboards<T extends { report: { id: string; name: string } }>(items: readonly T[]): T[] {
  return [...items].sort(
    (a, b) =>
      byLetters.compare(a.report.name, b.report.name) ||
      byAccents.compare(a.report.name, b.report.name) ||
      (a.report.id < b.report.id ? -1 : a.report.id > b.report.id ? 1 : 0),
  );
}
