/* eslint-disable @typescript-eslint/no-explicit-any -- scenarios run in the page against two clients whose types differ */
import { expectSameWire, expectSameWireAnyReplyOrder, inBothClients } from './conformance';
import type { Harness, HostPage, Scenario } from './harness';

/** One step of the embed-type wire suites: `powerbi[method](container, config)`, then `after` on the component. */
export interface Step {
  method: string;
  config: Record<string, unknown>;
  /** Source of `(component) => value`, run once the frame has loaded; its outcome is returned. */
  after?: string;
}

/** `powerbi[method](container, config)`, waits for `loaded`, then runs `after` on the component (kept in `t.vars.c`). */
const embedThen: Scenario<unknown, Step> = async (_pbi, powerbi, { method, config, after }, t) => {
  const el = t.container();
  const loaded = t.nextEvent(el, 'loaded');
  const component = (t.vars.c = powerbi[method](el, config));
  await loaded;
  if (after) return t.outcome((0, eval)(`(${after})`)(component));
};

/** The configs of every embed type against the fake frame of `h`, and the step runner the wire suites share. */
export function embedTypeSteps(h: Harness) {
  const url = (path: string, query: Record<string, string> = {}) => h.embedUrl(path, { noReady: '1', ...query });
  const token = { accessToken: 'TOKEN-0', tokenType: 1 };
  type Extra = Record<string, unknown>;
  const CONFIGS: Record<string, (extra?: Extra) => Record<string, unknown>> = {
    report: () => ({ type: 'report', id: 'R1', embedUrl: url('/reportEmbed', { reportId: 'R1' }), ...token }),
    visual: (extra: Extra = {}) => ({
      type: 'visual',
      embedUrl: url('/reportEmbed', { reportId: 'R1' }),
      pageName: 'ReportSection1',
      visualName: 'admissionsByDepartment',
      ...token,
      ...extra,
    }),
    dashboard: () => ({ type: 'dashboard', embedUrl: url('/dashboardEmbed', { dashboardId: 'D1' }), ...token }),
    tile: () => ({
      type: 'tile',
      embedUrl: url('/tileEmbed', { dashboardId: 'D1', tileId: 'T1' }),
      dashboardId: 'D1',
      ...token,
    }),
    qna: () => ({ type: 'qna', embedUrl: url('/qnaEmbed'), datasetIds: ['S1'], ...token }),
    create: (extra: Extra = {}) => ({ embedUrl: url('/reportEmbed', { datasetId: 'S1' }), ...token, ...extra }),
    quickCreate: () => ({
      embedUrl: url('/quickCreate'),
      ...token,
      datasetCreateConfig: {
        locale: 'en-US',
        tableSchemaList: [{ name: 'Wards', columns: [{ name: 'Ward', dataType: 'Text' }] }],
        data: [{ name: 'Wards', rows: [['North']] }],
      },
    }),
  };

  /**
   * Runs the step in both clients; the frames must see the same and the calls return the same. With
   * `anyReplyOrder`, where the host's replies to the frame's own requests fall is the frame's timing.
   */
  async function same(step: Step, anyReplyOrder = false) {
    // inBothClients reads the traces once traffic has settled.
    const runs = await inBothClients(h, (host: HostPage) => host.run(embedThen, step));
    (anyReplyOrder ? expectSameWireAnyReplyOrder : expectSameWire)(runs);
    return runs;
  }

  /** The requests (not the replies) a frame of a run received, as `{ method, url, … }`. */
  const requests = (trace: string[]): any[] =>
    trace.map((line) => JSON.parse(line).data).filter((data: any) => data.method && data.url);

  return { url, CONFIGS, same, requests };
}
