import { describe, expect, it } from 'vitest';
import type { DashboardItem } from '../../src/api/dashboards.ts';
import { dashboardScreenTitle } from '../../src/dashboard/use-dashboard-title.ts';
import type { DashboardsState } from '../../src/dashboard/use-dashboards.ts';
import { documentTitle } from '../../src/routes/use-document-title.ts';

const bedOccupancy: DashboardItem = {
  report: { id: 'r1', name: 'Bed Occupancy', url: 'https://frame.test/reportEmbed?reportId=r1' },
  embedToken: 't',
};

describe("the dashboard screen's title", () => {
  it('[V-DAY-03] names the shown dashboard first, and each other state of the screen', () => {
    const ready: DashboardsState = { status: 'ready', dashboards: [bedOccupancy] };
    expect(documentTitle(dashboardScreenTitle(ready, bedOccupancy))).toBe('Bed Occupancy – CareLens Dashboards');
    expect(documentTitle(dashboardScreenTitle(ready, undefined))).toBe('No dashboard available – CareLens Dashboards');
    expect(documentTitle(dashboardScreenTitle({ status: 'loading' }, undefined))).toBe(
      'Dashboards – CareLens Dashboards',
    );
    const failed = { status: 'failed', message: 'm', detail: 'd', retrying: true } as const;
    expect(documentTitle(dashboardScreenTitle(failed, undefined))).toBe(
      'The dashboards could not be loaded – CareLens Dashboards',
    );
    expect(documentTitle(undefined)).toBe('CareLens Dashboards');
  });
});
