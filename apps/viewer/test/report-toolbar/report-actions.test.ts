import { describe, expect, it, vi } from 'vitest';
import { REPORT_ACTIONS, type ToolbarReport } from '../../src/report-toolbar/report-actions.ts';
import { requestFullscreen } from '../../src/report-toolbar/request-fullscreen.ts';

function fakeReport(): ToolbarReport & { calls: string[] } {
  const calls: string[] = [];
  return {
    calls,
    config: { pageName: 'ReportSection2', bookmark: { name: 'Bookmark1' }, filters: [], slicers: [] },
    fullscreen: () => void calls.push('fullscreen'),
    print: async () => void calls.push('print'),
    refresh: async () => void calls.push('refresh'),
    reload: async () => void calls.push('reload'),
  };
}

const action = (name: string) => REPORT_ACTIONS.find((a) => a.name === name)!;

/** A document stand-in that raises `event` when embed-client asks for full screen. */
function fullscreenDocument(event: 'fullscreenchange' | 'fullscreenerror' | undefined, enabled = true) {
  const doc = Object.assign(new EventTarget(), { fullscreenEnabled: enabled });
  const report = { fullscreen: vi.fn(() => event && doc.dispatchEvent(new Event(event))) };
  return { doc, report };
}

describe('[V-DAY-05] the report toolbar’s calls', () => {
  it('offers full screen, print, refresh and reset, in that order, each with its own name', () => {
    expect(REPORT_ACTIONS.map((a) => a.label)).toEqual(['Full screen', 'Print', 'Refresh data', 'Reset view']);
  });

  it('prints and refreshes through the report’s print() and refresh()', async () => {
    const report = fakeReport();
    await action('print').run(report);
    await action('refresh').run(report);
    expect(report.calls).toEqual(['print', 'refresh']);
  });

  it('resets to the default view with a reload() that no longer carries the page, filters, slicers or bookmark', async () => {
    const report = fakeReport();
    await action('reset').run(report);
    expect(report.calls).toEqual(['reload']);
    expect(report.config).toEqual({});
  });

  it('settles full screen with what the browser announces, and refuses at once where it is not enabled', async () => {
    const shown = fullscreenDocument('fullscreenchange');
    await expect(requestFullscreen(shown.report, shown.doc)).resolves.toBeUndefined();
    expect(shown.report.fullscreen).toHaveBeenCalledTimes(1);
    const refused = fullscreenDocument('fullscreenerror');
    await expect(requestFullscreen(refused.report, refused.doc)).rejects.toThrow(/fullscreenerror/);
    const disabled = fullscreenDocument(undefined, false);
    await expect(requestFullscreen(disabled.report, disabled.doc)).rejects.toThrow(/not enabled/);
    expect(disabled.report.fullscreen).not.toHaveBeenCalled();
  });

  it('has a plain-words message for each call’s failure, without technical words', () => {
    for (const { failure } of REPORT_ACTIONS) {
      expect(failure).toMatch(/^The report/);
      expect(failure).not.toMatch(/error|fail|\/report|HTTP|\d{3}|undefined/i);
    }
  });
});
