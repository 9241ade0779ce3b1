import { memo } from 'react';
import { DocumentIcon } from './icons/document-icon.tsx';

export interface SidebarEntryProps {
  /** 1 for the first entry of the whole list (kept while a filter narrows it). */
  number: number;
  reportId: string;
  name: string;
  active: boolean;
  /** The one entry of the list in the Tab order (the others are reached with the arrow keys). */
  tabbable: boolean;
}

/**
 * One dashboard of the sidebar: its number, a document icon and its name, linking to it. In the
 * rail the name is hidden from sight but stays the link's accessible name, and shows as its tooltip.
 * Memoized: typing in the filter box re-renders only the entries whose props change. A plain link
 * (its list opens it in the app, `useListNavigation`): a router `<Link>` for each of hundreds of
 * entries costs a few ms of every render of the list.
 */
export const SidebarEntry = memo(function SidebarEntry({
  number,
  reportId,
  name,
  active,
  tabbable,
}: SidebarEntryProps) {
  return (
    <li className="sidebar-entry">
      <a
        href={`/dashboard/${encodeURIComponent(reportId)}`}
        className="sidebar-link"
        aria-current={active ? 'page' : undefined}
        tabIndex={tabbable ? 0 : -1}
        data-report-id={reportId}
        data-tooltip={name}
      >
        <span className="sidebar-number">{number}</span>
        <DocumentIcon className="sidebar-icon" />
        <span className="sidebar-name">{name}</span>
      </a>
    </li>
  );
});
