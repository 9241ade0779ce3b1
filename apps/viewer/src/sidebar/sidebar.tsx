import { useId, useMemo, useState } from 'react';
import { filterDashboards, type SidebarDashboard } from './filter-dashboards.ts';
import { LogOutIcon } from './icons/log-out-icon.tsx';
import { RailTooltip } from './rail-tooltip.tsx';
import { SidebarFilter } from './sidebar-filter.tsx';
import { SidebarList } from './sidebar-list.tsx';
import { SidebarToggle } from './sidebar-toggle.tsx';
import { listLinks } from './use-list-keyboard.ts';
import { useRailTooltip } from './use-rail-tooltip.ts';
import { useSidebarOpen } from './use-sidebar-open.ts';
import './sidebar.css';

/** Above this many dashboards the open sidebar has a filter box (V-DAY-08). */
const FILTER_FROM = 11;

export interface SidebarProps {
  /** The dashboards in display order (already sorted); empty while the list is loading. */
  dashboards: readonly SidebarDashboard[];
  /** Report id of the dashboard shown, highlighted in the list. */
  activeId: string | undefined;
  onLogOut: () => void;
  /** True while logging out: the button is disabled so it is not pressed twice. */
  loggingOut?: boolean;
}

/**
 * The dashboards sidebar (spec §2): a collapsible panel (open state remembered, default open)
 * listing the dashboards, numbered from 1, with 'Log Out' at the bottom. Open, a list of more than
 * ten has a filter box above it. Collapsed, it is a narrow rail (V-DAY-04): each dashboard's number
 * and icon, its name as tooltip and accessible name, the active one marked, Log Out at the bottom;
 * the rail lists every dashboard, whatever the filter box held.
 */
export function Sidebar({ dashboards, activeId, onLogOut, loggingOut = false }: SidebarProps) {
  const [open, toggle] = useSidebarOpen();
  const bodyId = useId();
  const listId = useId();
  const [query, setQuery] = useState('');
  const filterable = open && dashboards.length >= FILTER_FROM;
  const shownQuery = filterable ? query : '';
  const entries = useMemo(() => filterDashboards(dashboards, shownQuery), [dashboards, shownQuery]);
  const [tooltip, tooltipHandlers] = useRailTooltip(!open);

  return (
    <nav aria-label="Dashboards" className="sidebar" data-open={open} {...tooltipHandlers}>
      <div className="sidebar-header">
        {open ? <span className="sidebar-title">Dashboards</span> : null}
        <SidebarToggle open={open} onToggle={toggle} controls={bodyId} />
      </div>
      <div id={bodyId} className="sidebar-body">
        {filterable ? (
          <SidebarFilter
            query={query}
            onQueryChange={setQuery}
            controls={listId}
            shown={entries.length}
            total={dashboards.length}
            onEnterList={() => listLinks(document.getElementById(listId))[0]?.focus()}
          />
        ) : null}
        <SidebarList
          id={listId}
          entries={entries}
          total={dashboards.length}
          activeId={activeId}
          rail={!open}
          query={shownQuery}
        />
        <div className="sidebar-footer">
          <button
            type="button"
            className="sidebar-logout"
            onClick={onLogOut}
            disabled={loggingOut}
            data-tooltip="Log Out"
          >
            <LogOutIcon className="sidebar-icon" />
            <span className="sidebar-logout-text">Log Out</span>
          </button>
        </div>
      </div>
      <RailTooltip place={tooltip} />
    </nav>
  );
}
