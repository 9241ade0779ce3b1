import { useState, useSyncExternalStore } from 'react';
import { shownReport } from '../report/shown-report-store.ts';
import { REPORT_ACTIONS, type ReportAction } from './report-actions.ts';
import { ToolbarIcon } from './toolbar-icons.tsx';
import './report-toolbar.css';

interface ToolbarMessage {
  kind: 'done' | 'failed';
  text: string;
}

/**
 * The report's own controls above it (V-DAY-05): full screen, print, refresh the data, reset to the
 * default view, each a call of `@org/embed-client` on the embedded report (`report-actions.ts`).
 * They are buttons (Tab, Enter, Space; the app's focus ring), disabled until the frame has said it
 * loaded `reportId`. A call that fails says so in plain words until the next press (the error
 * itself goes to the console); `onViewReset` hears a reset, so the URL can drop its page.
 * Mount one per report (`key`): a message never outlives the report it was about.
 */
export function ReportToolbar({ reportId, onViewReset }: { reportId: string; onViewReset: () => void }) {
  const shown = useSyncExternalStore(shownReport.subscribe, shownReport.snapshot);
  const report = shown?.reportId === reportId ? shown.report : undefined;
  const [message, setMessage] = useState<ToolbarMessage>();

  const run = async (action: ReportAction) => {
    if (!report) return;
    setMessage(undefined);
    try {
      // Called at once, within the press: full screen needs the person's gesture.
      await action.run(report);
      if (action.name === 'reset') onViewReset();
      if (action.done) setMessage({ kind: 'done', text: action.done });
    } catch (error) {
      console.error(`Report toolbar: "${action.label}" failed for report ${reportId}:`, error);
      setMessage({ kind: 'failed', text: action.failure });
    }
  };

  return (
    <div className="report-toolbar" role="group" aria-label="Report controls">
      {REPORT_ACTIONS.map((action) => (
        <button
          key={action.name}
          type="button"
          className="report-tool"
          data-action={action.name}
          disabled={!report}
          onClick={() => void run(action)}
        >
          <ToolbarIcon name={action.name} />
          {action.label}
        </button>
      ))}
      <p className="report-toolbar-note" aria-live="polite">
        {message?.kind === 'done' ? message.text : ''}
      </p>
      {message?.kind === 'failed' && (
        <p className="report-toolbar-note report-toolbar-failure" role="alert">
          {message.text}
        </p>
      )}
    </div>
  );
}
