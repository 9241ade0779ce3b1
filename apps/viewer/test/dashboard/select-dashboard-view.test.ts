import { describe, expect, it } from 'vitest';
import type { DashboardItem } from '../../src/api/dashboards.ts';
import { selectDashboardView } from '../../src/dashboard/select-dashboard.ts';
import { dashboardHref } from '../../src/report/dashboard-href.ts';

const item = (id: string, name: string): DashboardItem => ({
  report: { id, name, url: `https://reports.example/reportEmbed?reportId=${id}` },
  embedToken: `token-${id}`,
});

const sorted = [item('beds', 'Bed Occupancy'), item('lab', 'Lab Turnaround'), item('pharmacy', 'Pharmacy Inventory')];
const shows = (view: ReturnType<typeof selectDashboardView>) => view && [view.dashboard.report.id, view.pageName];

describe('[V-DAY-06] the page in the URL', () => {
  it('opens the URL’s dashboard on the URL’s page, and on its default page without one', () => {
    expect(shows(selectDashboardView(sorted, 'lab', 'ReportSection2', undefined))).toEqual(['lab', 'ReportSection2']);
    expect(shows(selectDashboardView(sorted, 'lab', null, undefined))).toEqual(['lab', undefined]);
    expect(shows(selectDashboardView(sorted, 'lab', '', undefined))).toEqual(['lab', undefined]);
    // An id that matches none shows nothing, page or not (spec: 'No dashboard available').
    expect(selectDashboardView(sorted, 'gone', 'ReportSection2', undefined)).toBeUndefined();
  });

  it('never gives a page to another dashboard than the one it was read with', () => {
    const remembered = { dashboardId: 'lab', pageName: 'ReportSection2' };
    // The URL names another dashboard: the remembered page stays with its own dashboard.
    expect(shows(selectDashboardView(sorted, 'pharmacy', null, remembered))).toEqual(['pharmacy', undefined]);
    // A page without an id names no report: it is not applied to whichever dashboard opens.
    expect(shows(selectDashboardView(sorted, undefined, 'ReportSection3', undefined))).toEqual(['beds', undefined]);
    expect(shows(selectDashboardView(sorted, undefined, 'ReportSection3', remembered))).toEqual([
      'lab',
      'ReportSection2',
    ]);
  });

  it('links a dashboard on a page as /dashboard/{id}?page={pageName}, and without a page as the sidebar does', () => {
    expect(dashboardHref('lab', 'ReportSection2')).toBe('/dashboard/lab?page=ReportSection2');
    expect(dashboardHref('lab')).toBe('/dashboard/lab');
    expect(dashboardHref('a/b', 'Page 1&x')).toBe('/dashboard/a%2Fb?page=Page+1%26x');
  });
});

describe('[V-DAY-07] /dashboard reopens the remembered dashboard', () => {
  it('opens the remembered dashboard on its page while the list has it', () => {
    expect(shows(selectDashboardView(sorted, undefined, null, { dashboardId: 'pharmacy' }))).toEqual([
      'pharmacy',
      undefined,
    ]);
  });

  it('falls back to the spec’s default (the first) when the remembered one is no longer listed, or none is', () => {
    const gone = { dashboardId: 'retired-report', pageName: 'ReportSection2' };
    expect(shows(selectDashboardView(sorted, undefined, null, gone))).toEqual(['beds', undefined]);
    expect(shows(selectDashboardView(sorted, undefined, null, undefined))).toEqual(['beds', undefined]);
    expect(selectDashboardView([], undefined, null, gone)).toBeUndefined();
  });
});
