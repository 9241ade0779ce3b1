import { describe, expect, it } from 'vitest';
import type { EmbedConfig, EmbedProps } from '../src/embed-props.ts';
import { planUpdates, type EmbedOperation } from '../src/plan-updates.ts';

const report = {
  type: 'report',
  id: 'R1',
  embedUrl: 'https://app.powerbi.com/reportEmbed?reportId=R1',
  accessToken: 'T1',
};
const filter = {
  $schema: 'http://powerbi.com/product/schema#basic',
  target: { table: 'Admissions', column: 'Department' },
  operator: 'In',
  values: ['Cardiology'],
  filterType: 1,
};
const props = (config: object, extra: Partial<EmbedProps> = {}): EmbedProps => ({
  embedConfig: config as EmbedConfig,
  ...extra,
});
const plan = (prev: object | undefined, next: object, extra?: Partial<EmbedProps>) =>
  planUpdates(prev && props(prev, extra), props(next, extra));
const kinds = (operations: EmbedOperation[]) => operations.map((operation) => operation.kind);
const embedOf = (config: object, method = 'embed') => ({ kind: 'embed', method, config });

describe('planUpdates: mount', () => {
  it('embeds a config with a token and an embed URL', () => {
    expect(plan(undefined, report)).toEqual([embedOf(report)]);
  });

  it('bootstraps a config without a token (or without an embed URL)', () => {
    const noToken = { ...report, accessToken: undefined };
    expect(plan(undefined, noToken)).toEqual([{ kind: 'bootstrap', config: noToken }]);
    const noUrl = { ...report, embedUrl: '' };
    expect(plan(undefined, noUrl)).toEqual([{ kind: 'bootstrap', config: noUrl }]);
  });

  it('creates a report for type create', () => {
    const create = { type: 'create', embedUrl: report.embedUrl, accessToken: 'T1', datasetId: 'D1' };
    expect(plan(undefined, create)).toEqual([embedOf(create, 'createReport')]);
  });

  it('[R-PHASE-01] phased embedding of a report loads it (powerbi.load)', () => {
    expect(plan(undefined, report, { phasedEmbedding: true })).toEqual([embedOf(report, 'load')]);
  });

  it('[R-PHASE-02] phased embedding of another type embeds normally and logs that it is not supported', () => {
    const dashboard = { ...report, type: 'dashboard' };
    expect(plan(undefined, dashboard, { phasedEmbedding: true })).toEqual([
      { kind: 'log', message: 'Phased embedding is not supported for type dashboard' },
      embedOf(dashboard),
    ]);
  });
});

describe('planUpdates: updates', () => {
  it('unchanged props (even re-created objects) give no operations', () => {
    const full = { ...report, settings: { panes: { filters: { visible: false } } }, pageName: 'P1', filters: [filter] };
    expect(plan(full, structuredClone(full))).toEqual([]);
    expect(plan(report, report)).toEqual([]);
  });

  it('[R-UPDATE-01] a changed embedUrl re-embeds (and nothing else: the load carries the config)', () => {
    const next = { ...report, embedUrl: report.embedUrl + '&groupId=G2', settings: { zoomLevel: 2 }, pageName: 'P2' };
    expect(plan(report, next)).toEqual([embedOf(next)]);
  });

  it('a changed id re-embeds', () => {
    const next = { ...report, id: 'R2' };
    expect(plan(report, next)).toEqual([embedOf(next)]);
  });

  it('[C-SWITCH-01] another report of the same embed host switches in place (one embed on the same element, no reset)', () => {
    const next = { ...report, id: 'R2', embedUrl: 'https://app.powerbi.com/reportEmbed?reportId=R2&groupId=G2' };
    expect(plan(report, next)).toEqual([embedOf(next)]);
  });

  it('another embed host (origin of embedUrl) resets the container, then embeds fresh', () => {
    const next = { ...report, id: 'R2', embedUrl: 'https://app.powerbi.de/reportEmbed?reportId=R2' };
    expect(plan(report, next)).toEqual([{ kind: 'reset' }, embedOf(next)]);
    const port = { ...report, embedUrl: 'https://app.powerbi.com:8443/reportEmbed?reportId=R1' };
    expect(plan(report, port)).toEqual([{ kind: 'reset' }, embedOf(port)]);
  });

  it('a config bootstrapped without embedUrl is embedded in its frame when the URL arrives (no reset)', () => {
    expect(plan({ ...report, accessToken: undefined, embedUrl: undefined }, report)).toEqual([embedOf(report)]);
  });

  it('a changed type resets the container, then embeds the new type', () => {
    const next = { ...report, type: 'dashboard', dashboardId: 'D1' };
    expect(plan(report, next)).toEqual([{ kind: 'reset' }, embedOf(next)]);
  });

  it('a re-embed with phased embedding loads again', () => {
    const next = { ...report, embedUrl: report.embedUrl + '&x=1' };
    expect(plan(report, next, { phasedEmbedding: true })).toEqual([embedOf(next, 'load')]);
  });

  it('a token arriving later embeds the bootstrapped config', () => {
    const next = { ...report, accessToken: 'T1' };
    expect(plan({ ...report, accessToken: undefined }, next)).toEqual([embedOf(next)]);
  });

  it('changes while there is no token plan nothing', () => {
    const noToken = { ...report, accessToken: '' };
    expect(plan(noToken, { ...noToken, settings: { zoomLevel: 2 }, embedUrl: 'https://other' })).toEqual([]);
    expect(plan(report, { ...report, accessToken: undefined })).toEqual([]);
  });

  it('[R-UPDATE-02] a changed token with the same embedUrl sets the token, no re-embed', () => {
    expect(plan(report, { ...report, accessToken: 'T2' })).toEqual([{ kind: 'setAccessToken', accessToken: 'T2' }]);
  });

  it('[R-UPDATE-03] changed settings (deep equality) are applied to a report', () => {
    const before = { ...report, settings: { panes: { filters: { visible: true } } } };
    const after = { ...report, settings: { panes: { filters: { visible: false } } } };
    expect(plan(before, after)).toEqual([{ kind: 'updateSettings', settings: after.settings }]);
    expect(plan(report, after)).toEqual([{ kind: 'updateSettings', settings: after.settings }]);
    expect(plan(before, { ...before, settings: { panes: { filters: { visible: true } } } })).toEqual([]);
    // Settings removed: nothing to apply (as in the reference).
    expect(plan(before, report)).toEqual([]);
  });

  it('changed settings of a dashboard, tile, Q&A or visual are ignored', () => {
    for (const type of ['dashboard', 'tile', 'qna', 'visual']) {
      expect(plan({ ...report, type }, { ...report, type, settings: { zoomLevel: 2 } })).toEqual([]);
    }
  });

  it('[R-LOG-04] changed settings of an unsupported type log "Invalid embed type <type>"', () => {
    const create = { ...report, type: 'create' };
    expect(plan(create, { ...create, settings: { zoomLevel: 2 } })).toEqual([
      { kind: 'log', message: 'Invalid embed type create' },
    ]);
  });

  it('[R-UPDATE-04] a changed pageName of a report sets the page', () => {
    expect(plan({ ...report, pageName: 'P1' }, { ...report, pageName: 'P2' })).toEqual([
      { kind: 'setPage', pageName: 'P2' },
    ]);
    expect(plan({ ...report, pageName: 'P1' }, report)).toEqual([]);
    const visual = { ...report, type: 'visual', pageName: 'P1' };
    expect(plan(visual, { ...visual, pageName: 'P2' })).toEqual([]);
  });

  it('[R-UPDATE-05] changed filters (deep equality) replace the report filters', () => {
    const next = { ...report, filters: [filter] };
    expect(plan(report, next)).toEqual([{ kind: 'replaceFilters', filters: [filter] }]);
    const changed = { ...report, filters: [{ ...filter, values: ['Oncology'] }] };
    expect(plan(next, changed)).toEqual([{ kind: 'replaceFilters', filters: changed.filters }]);
    expect(plan(next, { ...report, filters: [structuredClone(filter)] })).toEqual([]);
    expect(plan(next, { ...report, filters: [] })).toEqual([{ kind: 'replaceFilters', filters: [] }]);
  });

  it('[R-UPDATE-06] removed filters are cleared', () => {
    expect(plan({ ...report, filters: [filter] }, report)).toEqual([{ kind: 'removeFilters' }]);
    expect(plan({ ...report, filters: [filter] }, { ...report, filters: undefined })).toEqual([
      { kind: 'removeFilters' },
    ]);
  });

  it('several changes give one operation each, in the reference order', () => {
    const before = { ...report, pageName: 'P1', filters: [filter] };
    const after = { ...report, accessToken: 'T2', settings: { zoomLevel: 2 }, pageName: 'P2' };
    expect(kinds(plan(before, after))).toEqual(['setAccessToken', 'updateSettings', 'setPage', 'removeFilters']);
  });
});
