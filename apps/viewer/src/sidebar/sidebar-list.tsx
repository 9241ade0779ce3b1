import { type FocusEvent, useMemo, useRef, useState } from 'react';
import type { NumberedDashboard, SidebarDashboard } from './filter-dashboards.ts';
import { SidebarEntry } from './sidebar-entry.tsx';
import { useActiveInView } from './use-active-in-view.ts';
import { useListKeyboard } from './use-list-keyboard.ts';
import { useListNavigation } from './use-list-navigation.ts';

export interface SidebarListProps {
  id: string;
  /** The entries shown, in order, each with its number in the whole list. */
  entries: readonly NumberedDashboard<SidebarDashboard>[];
  /** How many dashboards there are in all. */
  total: number;
  activeId: string | undefined;
  rail: boolean;
  /** The filter's text ('' without one): while it narrows the list, the list starts at its top. */
  query: string;
}

/**
 * The dashboards of the sidebar, a list of links navigable by keyboard: one entry is in the Tab
 * order (the last one focused, else the active one, else the first), the arrow keys, Home, End and
 * type-ahead move through the rest (`useListKeyboard`). The active entry is kept in sight.
 */
export function SidebarList({ id, entries, total, activeId, rail, query }: SidebarListProps) {
  const listRef = useRef<HTMLOListElement>(null);
  const [focusedId, setFocusedId] = useState<string>();
  const names = useMemo(() => entries.map(({ item }) => item.report.name), [entries]);
  const onKeyDown = useListKeyboard(listRef, names);
  const onClick = useListNavigation();
  useActiveInView(listRef, activeId, rail, total, query);

  const shown = (reportId: string | undefined) => entries.some(({ item }) => item.report.id === reportId);
  const tabbableId = shown(focusedId) ? focusedId : shown(activeId) ? activeId : entries[0]?.item.report.id;
  const onFocus = (event: FocusEvent<HTMLOListElement>) => {
    const reportId = (event.target as HTMLElement).dataset.reportId;
    if (reportId) setFocusedId(reportId);
  };

  return (
    <ol id={id} ref={listRef} className="sidebar-list" onKeyDown={onKeyDown} onFocus={onFocus} onClick={onClick}>
      {entries.map(({ item, number }) => (
        <SidebarEntry
          key={item.report.id}
          number={number}
          reportId={item.report.id}
          name={item.report.name}
          active={item.report.id === activeId}
          tabbable={item.report.id === tabbableId}
        />
      ))}
    </ol>
  );
}
