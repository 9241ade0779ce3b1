// The order of GET /dashboards, which is the viewer's order too (apps/viewer/src/dashboard/sort-dashboards.ts;
// scripts/dashboard-order.test.ts checks that the two agree): names as an English reader orders them.
// Numeric: 'Ward 2' before 'Ward 10'. Base letters first, so 'é' sorts with 'e' and case never
// decides; between names that differ only in accents, the unaccented one first ('Cafe', 'Café').
const byLetters = new Intl.Collator('en', { sensitivity: 'base', numeric: true });
const byAccents = new Intl.Collator('en', { sensitivity: 'accent', numeric: true });

/** Compares two reports by name as a person reads it, then by id (names equal but for case). */
export function compareDashboardNames(a: { id: string; name: string }, b: { id: string; name: string }): number {
  return (
    byLetters.compare(a.name, b.name) || byAccents.compare(a.name, b.name) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)
  );
}
