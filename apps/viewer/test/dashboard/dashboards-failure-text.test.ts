import { describe, expect, it } from 'vitest';
import { OFFLINE_TEXT } from '../../src/dashboard/dashboard-texts.ts';
import {
  SERVICE_FAULT_TEXT,
  UNAVAILABLE_TEXT,
  UNREACHABLE_TEXT,
  UNREADABLE_TEXT,
  dashboardsFailureText,
} from '../../src/dashboard/dashboards-failure-text.ts';

describe('dashboardsFailureText', () => {
  it('[V-DAY-01] says in plain words what happened to the dashboard list and what to do, never the call or the status', () => {
    expect(dashboardsFailureText(0, false)).toBe(
      "We can't reach the dashboard service. We'll keep trying — or press Retry.",
    );
    expect(dashboardsFailureText(0, false)).toBe(UNREACHABLE_TEXT);
    expect(dashboardsFailureText(0, true)).toBe(OFFLINE_TEXT);
    for (const status of [502, 503, 504]) expect(dashboardsFailureText(status, false)).toBe(UNAVAILABLE_TEXT);
    // 200: an answer that was not a list of dashboards (malformed).
    expect(dashboardsFailureText(200, false)).toBe(UNREADABLE_TEXT);
    for (const status of [500, 404, 400]) expect(dashboardsFailureText(status, false)).toBe(SERVICE_FAULT_TEXT);
    for (const status of [0, 200, 500, 503]) {
      const text = dashboardsFailureText(status, false);
      expect(text).not.toMatch(/GET|HTTP|\/dashboards|malformed|\d{3}/);
      expect(text).toMatch(/Retry/);
    }
  });
});
