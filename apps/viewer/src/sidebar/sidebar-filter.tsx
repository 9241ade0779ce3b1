import { type KeyboardEvent, useId } from 'react';
import { SearchIcon } from './icons/search-icon.tsx';

export interface SidebarFilterProps {
  query: string;
  onQueryChange: (query: string) => void;
  /** Id of the list the box narrows. */
  controls: string;
  /** How many entries the list shows, and how many there are. */
  shown: number;
  total: number;
  /** Moves the focus into the list (Down arrow in the box). */
  onEnterList: () => void;
}

/**
 * The filter box above a long list of dashboards: the list narrows as one types (every word of
 * the box in the name, case and accents aside). Escape empties it, Down goes to the first entry;
 * how many entries are left is announced politely, and said when none is.
 */
export function SidebarFilter({ query, onQueryChange, controls, shown, total, onEnterList }: SidebarFilterProps) {
  const inputId = useId();
  const filtering = query.trim() !== '';
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape' && query) {
      event.preventDefault();
      onQueryChange('');
    } else if (event.key === 'ArrowDown' && shown > 0) {
      event.preventDefault();
      onEnterList();
    }
  };
  return (
    <div className="sidebar-filter">
      <label htmlFor={inputId} className="visually-hidden">
        Filter dashboards
      </label>
      <SearchIcon className="sidebar-filter-icon" />
      <input
        id={inputId}
        className="sidebar-filter-input"
        type="search"
        placeholder="Filter dashboards"
        autoComplete="off"
        spellCheck={false}
        aria-controls={controls}
        value={query}
        onChange={(event) => onQueryChange(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <p className={filtering && shown === 0 ? 'sidebar-filter-none' : 'visually-hidden'} role="status">
        {!filtering ? '' : shown === 0 ? `No dashboard matches “${query.trim()}”.` : `${shown} of ${total} dashboards`}
      </p>
    </div>
  );
}
