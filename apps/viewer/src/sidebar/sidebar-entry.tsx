import { Link } from 'react-router-dom';
import { DocumentIcon } from './icons/document-icon.tsx';

export interface SidebarEntryProps {
  /** 1 for the first entry. */
  number: number;
  reportId: string;
  name: string;
  active: boolean;
}

/** One dashboard of the sidebar: its number, a document icon and its name, linking to it. */
export function SidebarEntry({ number, reportId, name, active }: SidebarEntryProps) {
  return (
    <li className="sidebar-entry">
      <Link
        to={`/dashboard/${encodeURIComponent(reportId)}`}
        className="sidebar-link"
        aria-current={active ? 'page' : undefined}
      >
        <span className="sidebar-number">{number}</span>
        <DocumentIcon className="sidebar-icon" />
        <span className="sidebar-name">{name}</span>
      </Link>
    </li>
  );
}
