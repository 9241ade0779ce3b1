import { searchText } from './search-text.ts';

/** What the sidebar reads of a dashboard (a `DashboardItem` of the API is one). */
export interface SidebarDashboard {
  report: { id: string; name: string };
}

/** A dashboard of the sidebar with its number in the whole list (1 for the first). */
export interface NumberedDashboard<T> {
  item: T;
  number: number;
}

/**
 * The dashboards whose name holds every word of `query` (case and accents aside, in any order:
 * 'ward 10 staff' finds 'Ward 10 Nurse Staffing'), each with its number in the whole list, so an
 * entry keeps its number while the list is narrowed. An empty query keeps them all.
 */
export function filterDashboards<T extends { report: { name: string } }>(
  items: readonly T[],
  query: string,
): NumberedDashboard<T>[] {
  const words = searchText(query).split(/\s+/).filter(Boolean);
  const numbered = items.map((item, index) => ({ item, number: index + 1 }));
  if (words.length === 0) return numbered;
  return numbered.filter(({ item }) => {
    const name = searchText(item.report.name);
    return words.every((word) => name.includes(word));
  });
}
