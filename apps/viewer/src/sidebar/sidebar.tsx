import { useId } from 'react';
import type { DashboardItem } from '../api/dashboards.ts';
import { LogOutIcon } from './icons/log-out-icon.tsx';
import { SidebarEntry } from './sidebar-entry.tsx';
import { SidebarToggle } from './sidebar-toggle.tsx';
import { useSidebarOpen } from './use-sidebar-open.ts';
import './sidebar.css';

export interface SidebarProps {
  /** The dashboards in display order (already sorted); empty while the list is loading. */
  dashboards: readonly DashboardItem[];
  /** Report id of the dashboard shown, highlighted in the list. */
  activeId: string | undefined;
  onLogOut: () => void;
  /** True while logging out: the button is disabled so it is not pressed twice. */
  loggingOut?: boolean;
}

/**
 * The dashboards sidebar (spec §2): a collapsible panel (open state remembered, default open)
 * listing the dashboards, numbered from 1, with 'Log Out' at the bottom. Collapsed, only the
 * toggle stays, and the report takes the room.
 */
export function Sidebar({ dashboards, activeId, onLogOut, loggingOut = false }: SidebarProps) {
  const [open, toggle] = useSidebarOpen();
  const bodyId = useId();
  return (
    <nav aria-label="Dashboards" className="sidebar" data-open={open}>
      <div className="sidebar-header">
        {open ? <span className="sidebar-title">Dashboards</span> : null}
        <SidebarToggle open={open} onToggle={toggle} controls={bodyId} />
      </div>
      <div id={bodyId} className="sidebar-body" hidden={!open}>
        <ol className="sidebar-list">
          {dashboards.map((item, index) => (
            <SidebarEntry
              key={item.report.id}
              number={index + 1}
              reportId={item.report.id}
              name={item.report.name}
              active={item.report.id === activeId}
            />
          ))}
        </ol>
        <div className="sidebar-footer">
          <button type="button" className="sidebar-logout" onClick={onLogOut} disabled={loggingOut}>
            <LogOutIcon className="sidebar-icon" />
            <span>Log Out</span>
          </button>
        </div>
      </div>
    </nav>
  );
}
