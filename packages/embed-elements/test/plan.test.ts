// The update rules in Node: which calls take the embed of one element config to the next.
import { describe, expect, it } from 'vitest';
import { buildConfig } from '../src/config';
import { ELEMENT_KINDS } from '../src/kinds';
import { isLoadable, planSteps } from '../src/plan';

const [report, dashboard, tile, visual, qna] = ELEMENT_KINDS;
const URL1 = 'https://app.powerbi.com/reportEmbed?reportId=R1';
const base = { type: 'report', id: 'R1', embedUrl: URL1, accessToken: 'T1' };

describe('planSteps', () => {
  it('embeds once loadable: an embed URL and a token or a token provider', () => {
    expect(isLoadable({ embedUrl: URL1 })).toBe(false);
    expect(isLoadable({ accessToken: 'T' })).toBe(false);
    expect(isLoadable({ embedUrl: URL1, tokenProvider: () => 'T' })).toBe(true);
    expect(planSteps(undefined, { type: 'report', embedUrl: URL1 }, report.updates)).toEqual([]);
    expect(planSteps(undefined, base, report.updates)).toEqual([['embed']]);
  });

  it('[E-UPDATE-01] a new token is an update of the token alone', () => {
    expect(planSteps(base, { ...base, accessToken: 'T2' }, report.updates)).toEqual([['accessToken', 'T2']]);
    expect(planSteps(base, { ...base, accessToken: 'T2' }, dashboard.updates)).toEqual([['accessToken', 'T2']]);
  });

  it('[E-UPDATE-02] page, filters, settings: one update each; equal values (new objects) none', () => {
    const filters = [{ target: { table: 't', column: 'c' }, values: [1] }];
    const settings = { panes: { filters: { visible: false } } };
    const prev = { ...base, filters, settings };
    expect(planSteps(prev, structuredClone(prev), report.updates)).toEqual([]);
    expect(planSteps(prev, { ...prev, pageName: 'P2', filters: [], settings: {} }, report.updates)).toEqual([
      ['filters', []],
      ['settings', {}],
      ['pageName', 'P2'],
    ]);
    // Filters taken away: removed.
    expect(planSteps(prev, { ...base, settings }, report.updates)).toEqual([['filters', undefined]]);
  });

  it('[E-UPDATE-03] a new embed URL or id is a new load; another embed host resets first', () => {
    expect(planSteps(base, { ...base, id: 'R2' }, report.updates)).toEqual([['embed']]);
    const url2 = 'https://app.powerbi.com/reportEmbed?reportId=R2';
    expect(planSteps(base, { ...base, embedUrl: url2 }, report.updates)).toEqual([['embed']]);
    const otherHost = 'https://app.powerbi.de/reportEmbed?reportId=R2';
    expect(planSteps(base, { ...base, embedUrl: otherHost }, report.updates)).toEqual([['reset'], ['embed']]);
    // A page change of a visual is another visual: a new load.
    const v = { ...base, type: 'visual', pageName: 'P1', visualName: 'V1' };
    expect(planSteps(v, { ...v, pageName: 'P2' }, visual.updates)).toEqual([['embed']]);
  });
});

describe('buildConfig', () => {
  const source = (attributes: Record<string, string>, values: Record<string, unknown> = {}) => ({
    getAttribute: (name: string) => attributes[name] ?? null,
    values,
    provider: 'PROVIDER',
  });

  it('reads the attributes of the element type, the properties winning over the config property', () => {
    const config = buildConfig(
      report,
      source(
        {
          'embed-url': URL1,
          'report-id': 'R1',
          'group-id': 'G1',
          'access-token': 'ATTR',
          'token-type': 'embed',
          label: 'Sales',
          lazy: '',
          'page-name': 'P1',
          'view-mode': 'edit',
          'filter-pane': 'false',
          'nav-pane': '',
          'visual-name': 'ignored on a report',
        },
        { accessToken: 'PROP', tokenProvider: () => 'x', config: { id: 'OTHER', tokenRefresh: { skewSeconds: 5 } } },
      ),
    );
    expect(config).toEqual({
      type: 'report',
      id: 'R1',
      embedUrl: URL1,
      groupId: 'G1',
      accessToken: 'PROP',
      tokenType: 1,
      tokenProvider: 'PROVIDER',
      tokenRefresh: { skewSeconds: 5 },
      title: 'Sales',
      lazy: true,
      pageName: 'P1',
      viewMode: 1,
      settings: { panes: { filters: { visible: false }, pageNavigation: { visible: true } } },
    });
  });

  it('tile, Q&A and dashboard fields', () => {
    expect(
      buildConfig(tile, source({ 'tile-id': 'T', 'dashboard-id': 'D', 'token-type': 'aad', lazy: '400px' })),
    ).toEqual({ type: 'tile', id: 'T', dashboardId: 'D', tokenType: 0, lazy: { rootMargin: '400px' } });
    expect(buildConfig(qna, source({ 'dataset-ids': 'a, b', 'view-mode': 'result-only', question: 'q' }))).toEqual({
      type: 'qna',
      datasetIds: ['a', 'b'],
      viewMode: 1,
      question: 'q',
    });
    expect(buildConfig(dashboard, source({ 'dashboard-id': 'D', 'page-view': 'oneColumn' }))).toEqual({
      type: 'dashboard',
      id: 'D',
      pageView: 'oneColumn',
    });
  });
});
