import { LineIcon } from '../art/line-icon.tsx';
import type { ReportAction } from './report-actions.ts';

// Decorative 20 px line icons: each button's text names it.
const PATHS: Record<ReportAction['name'], string> = {
  fullscreen: 'M4 9V4h5M15 4h5v5M20 15v5h-5M9 20H4v-5',
  print: 'M7 9V3.5h10V9M7 17H4.5V10a1 1 0 0 1 1-1h13a1 1 0 0 1 1 1v7H17M7 14h10v6.5H7Z',
  refresh: 'M19.5 12a7.5 7.5 0 1 1-2.2-5.3M19.5 4v4.5H15',
  reset: 'M4.5 12a7.5 7.5 0 1 0 2.2-5.3M4.5 4v4.5H9M12 8.5V12l2.5 2',
};

/** The icon of a toolbar control. */
export function ToolbarIcon({ name }: { name: ReportAction['name'] }) {
  return (
    <LineIcon className="report-tool-icon">
      <path d={PATHS[name]} />
    </LineIcon>
  );
}
