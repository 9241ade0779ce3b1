import { ArrowIcon } from './icons/arrow-icon.tsx';

export interface SidebarToggleProps {
  open: boolean;
  onToggle: () => void;
  /** Id of the element the button shows and hides. */
  controls: string;
}

/** The round arrow button of the sidebar; the arrow points the way the sidebar will move. */
export function SidebarToggle({ open, onToggle, controls }: SidebarToggleProps) {
  return (
    <button
      type="button"
      className="sidebar-toggle"
      aria-expanded={open}
      aria-controls={controls}
      aria-label={open ? 'Collapse sidebar' : 'Expand sidebar'}
      title={open ? 'Collapse sidebar' : 'Expand sidebar'}
      onClick={onToggle}
    >
      <ArrowIcon direction={open ? 'left' : 'right'} />
    </button>
  );
}
