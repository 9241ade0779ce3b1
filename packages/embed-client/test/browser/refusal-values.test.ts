/* eslint-disable @typescript-eslint/no-explicit-any -- calls run in the page against two clients whose types differ */
/**
 * Differential test of every refusal and error path of the public API: each call runs with
 * powerbi-client 2.22.4 and with ours, in Chromium against the fake frame, and how it ended must
 * be the same — threw synchronously, returned, resolved or rejected — and so must the value, by
 * type (string, plain object, array of IError, Error with its constructor, `name`, `message` and
 * own fields, …) and content (see support/refusal-outcomes.ts). Code written for powerbi-client
 * that compares rejection values (`if (e === 'PowerBIEntityNotFound')`) then works unchanged.
 *
 * Two normalisations, both in support/refusal-outcomes.ts: the fake frame's random ids (UUIDs in
 * its error bodies, the tracking id of a whole rejected response) are replaced on both sides; and
 * in ours' strings the ` title="…"` attribute of a quoted `<iframe …>` tag is removed (our iframe
 * has a title for accessibility, the reference's has none; messages quoting `element.outerHTML`
 * differ by exactly that). Nothing else is normalised.
 *
 * Ours may differ only where the reference rejects with `undefined` or crashes with a TypeError
 * (ALLOWED below); the test checks that the reference really does so there.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENTS } from './support/conformance';
import { setUpHarness, type Client, type HostPage, type Scenario } from './support/harness';
import {
  compareOutcomes,
  firstDifference,
  normalizeOutcome,
  installOutcomeOf,
  runCalls,
  showOutcome,
  type CallOutcome,
  type PathCall,
} from './support/refusal-outcomes';

const h = setUpHarness();

/** What the fake frame of the failing report is told to fail (status 500 with its IError body, 503 for one). */
const FAILING_ROUTES = [
  'GET /report/pages:500',
  'GET /report/filters:503',
  'PUT /report/filters:500',
  'POST /report/filters:500',
  'PUT /report/pages/active:500',
  'GET /report/pages/:pageName/visuals:500',
  'GET /report/pages/:pageName/filters:500',
  'GET /report/pages/:pageName/layoutTypes/:layoutType:500',
  'PATCH /report/settings:500',
  'POST /report/token:500',
  'POST /report/save:500',
  'POST /report/saveAs:500',
  'GET /getCorrelationId:500',
  'POST /report/print:500',
  'POST /report/refresh:500',
  'POST /report/render:500',
  'POST /report/closeAllOverlays:500',
  'POST /report/clearSelectedVisuals/:clearPopOutState:500',
  'GET /report/bookmarks:500',
  'POST /report/bookmarks/capture:500',
  'POST /report/bookmarks/applyByName:500',
  'POST /report/bookmarks/play:500',
  'POST /report/bookmarks/applyState:500',
  'GET /report/theme:500',
  'PUT /report/theme:500',
  'GET /report/zoom:500',
  'POST /report/switchMode/:mode:500',
  'GET /report/hasUnsavedChanges:500',
  'POST /report/addPage:500',
  'DELETE /report/pages/:pageName:500',
  'PUT /report/pages/:pageName/name:500',
  'POST /report/userState:500',
  'DELETE /report/userState:500',
  'GET /report/isUserStateApplied:500',
  '/report/pages/:pageName/visuals/:visualName/*:500',
];

/** The embed URLs the calls use (`v.url.*` in the page). */
function embedUrls() {
  const u = (path: string, query: Record<string, string> = {}) => h.embedUrl(path, { noReady: '1', ...query });
  return {
    report: u('/reportEmbed', { reportId: 'R1', groupId: 'G1' }),
    reportNoId: u('/reportEmbed', { groupId: 'G1' }),
    rdl: u('/rdlEmbed', { reportId: 'R1' }),
    dashboard: u('/dashboardEmbed', { dashboardId: 'D1' }),
    dashboardNoId: u('/dashboardEmbed'),
    tile: u('/tileEmbed', { dashboardId: 'D1', tileId: 'T1' }),
    tileNoId: u('/tileEmbed', { dashboardId: 'D1' }),
    qna: u('/qnaEmbed'),
    create: u('/reportEmbed', { datasetId: 'S1' }),
    createNoDataset: u('/reportEmbed'),
    quickCreate: u('/quickCreate'),
    failing: u('/reportEmbed', { reportId: 'R1', groupId: 'G1', fail: FAILING_ROUTES.join(',') }),
    failingDashboard: u('/dashboardEmbed', { dashboardId: 'D1', fail: 'POST /dashboard/token:500' }),
    failingTile: u('/tileEmbed', { dashboardId: 'D1', tileId: 'T1', fail: 'POST /tile/token:500' }),
    failingQna: u('/qnaEmbed', { fail: 'POST /qna/interpret:500,POST /report/token:500' }),
    failingCreate: u('/reportEmbed', {
      datasetId: 'S1',
      fail: 'POST /report/save:500,GET /report/hasUnsavedChanges:500',
    }),
    loadFails: u('/reportEmbed', { reportId: 'R1', fail: 'POST /report/load:500' }),
    noActivePage: u('/reportEmbed', { reportId: 'R1', marker: 'noActivePage' }),
  };
}
type Urls = ReturnType<typeof embedUrls>;

/**
 * Embeds every component the calls use, in parallel, into `t.vars` (containers in `t.vars.el`),
 * each with a fixed uniqueId (messages that quote a container's outerHTML quote its iframe's src).
 */
const setUpComponents: Scenario<Promise<void>, Urls> = async (pbi, powerbi, url, t) => {
  t.vars.url = url;
  t.vars.el = {};
  const token = { accessToken: 'TOKEN-0', tokenType: 1 };
  const settle = (el: HTMLElement, events: string[]) =>
    Promise.race(events.map((name) => t.nextEvent(el, name, 8000))).catch(() => undefined);
  const embed = async (key: string, config: Record<string, unknown>, method = 'embed', events = ['loaded']) => {
    const el = (t.vars.el[key] = t.container());
    const done = settle(el, events);
    t.vars[key] = powerbi[method](el, { uniqueId: `u-${key}`, ...config });
    if (events.length) return done;
    // No event to wait for (a load or create the frame refuses): the iframe's load (within the harness's hang guard:
    // some twenty frames load at once in each client, which took over 8 s on a loaded two-core run), then its answer.
    await t.nextEvent(t.vars[key].iframe, 'load');
    await t.sleep(300);
  };
  const report = (embedUrl: string, extra: Record<string, unknown> = {}) => ({
    type: 'report',
    id: 'R1',
    embedUrl,
    ...token,
    ...extra,
  });
  const visual = (visualName: string) => ({
    type: 'visual',
    embedUrl: url.report,
    pageName: 'ReportSection1',
    visualName,
    ...token,
  });
  const quick = (embedUrl: string) => ({
    embedUrl,
    ...token,
    datasetCreateConfig: {
      locale: 'en-US',
      tableSchemaList: [{ name: 'Wards', columns: [{ name: 'Ward', dataType: 'Text' }] }],
      data: [{ name: 'Wards', rows: [['North']] }],
    },
  });
  await Promise.all([
    embed('report', report(url.report)),
    embed('rdl', report(url.rdl)),
    embed('mobile', report(url.report, { settings: { layoutType: 2 } })),
    embed('noActivePage', report(url.noActivePage)),
    embed('detached', report(url.report)),
    embed('removed', report(url.report)),
    embed('failing', report(url.failing)),
    embed('loadFails', report(url.loadFails), 'embed', []),
    embed('visual', visual('admissionsByDepartment')),
    embed('visualReembed', visual('admissionsByDepartment')),
    embed('visualMissing', visual('noSuchVisual'), 'embed', ['loaded', 'error']),
    embed('dashboard', { type: 'dashboard', embedUrl: url.dashboard, ...token }),
    embed('failingDashboard', { type: 'dashboard', embedUrl: url.failingDashboard, ...token }),
    embed('tile', { type: 'tile', embedUrl: url.tile, dashboardId: 'D1', ...token }),
    embed('failingTile', { type: 'tile', embedUrl: url.failingTile, dashboardId: 'D1', ...token }),
    embed('qna', { type: 'qna', embedUrl: url.qna, datasetIds: ['S1'], ...token }),
    embed('failingQna', { type: 'qna', embedUrl: url.failingQna, datasetIds: ['S1'], ...token }),
    embed('create', { embedUrl: url.create, ...token }, 'createReport'),
    embed('failingCreate', { embedUrl: url.failingCreate, ...token }, 'createReport'),
    // Refused by the creation check when the iframe loads (an unobserved rejection in both clients).
    embed('createInvalid', { embedUrl: url.create, accessToken: 'TOKEN-0', tokenType: 9 }, 'createReport', []),
    embed('quickCreate', quick(url.quickCreate), 'quickCreate'),
    embed('quickCreateInvalid', { embedUrl: url.quickCreate, ...token }, 'quickCreate', []),
  ]);
  const page = t.vars.report.page('ReportSection1');
  t.vars.card = await page.getVisualByName('totalAdmissions');
  t.vars.slicer = await page.getVisualByName('departmentSlicer');
  t.vars.missingVisual = new pbi.VisualDescriptor(page, 'noSuchVisual', 'No such visual', 'card', {});
  t.vars.failingCard = new pbi.VisualDescriptor(
    t.vars.failing.page('ReportSection1'),
    'totalAdmissions',
    'Total admissions',
    'card',
    {},
  );
};

// ---------------------------------------------------------------------------------------------
// The paths, by group. Each call is `(pbi, powerbi, v, t)` with `v` = t.vars; it runs in the page.
// ---------------------------------------------------------------------------------------------

const SERVICE: Record<string, PathCall> = {
  'embed: no type': (_pbi, powerbi, v, t) => powerbi.embed(t.container(), { embedUrl: v.url.report, accessToken: 'T' }),
  'embed: no config at all': (_pbi, powerbi, _v, t) => powerbi.embed(t.container()),
  "embed: unknown type 'foo'": (_pbi, powerbi, v, t) =>
    powerbi.embed(t.container(), { type: 'foo', embedUrl: v.url.report, accessToken: 'T' }),
  "embed: type 'Report' (built-in types match case-sensitively)": (_pbi, powerbi, v, t) =>
    powerbi.embed(t.container(), { type: 'Report', id: 'R1', embedUrl: v.url.report, accessToken: 'T' }),
  "embed: type 'create' (only createReport makes one)": (_pbi, powerbi, v, t) =>
    powerbi.embed(t.container(), { type: 'create', embedUrl: v.url.create, accessToken: 'T' }),
  'embed: autoauth=true in the embed URL': (_pbi, powerbi, v, t) =>
    powerbi.embed(t.container(), {
      type: 'report',
      id: 'R1',
      embedUrl: `${v.url.report}&autoAuth=true`,
      accessToken: 'T',
    }),
  'embed: autoauth%3Dtrue (URL-encoded) in the embed URL': (_pbi, powerbi, v, t) =>
    powerbi.embed(t.container(), {
      type: 'report',
      id: 'R1',
      embedUrl: `${v.url.report}&AUTOAUTH%3DTRUE`,
      accessToken: 'T',
    }),
  'embed: malformed percent-encoding in the embed URL': (_pbi, powerbi, v, t) =>
    powerbi.embed(t.container(), {
      type: 'report',
      id: 'R1',
      embedUrl: `${v.url.report}&x=%E0%A4%A`,
      accessToken: 'T',
    }),
  'embed: no embed URL': (_pbi, powerbi, _v, t) =>
    powerbi.embed(t.container(), { type: 'report', id: 'R1', accessToken: 'T' }),
  'embed: empty embed URL': (_pbi, powerbi, _v, t) =>
    powerbi.embed(t.container(), { type: 'report', id: 'R1', embedUrl: '', accessToken: 'T' }),
  'embed: no access token (none on the service either)': (_pbi, powerbi, v, t) => {
    powerbi.accessToken = undefined;
    return powerbi.embed(t.container(), { type: 'report', id: 'R1', embedUrl: v.url.report });
  },
  'embed: report without id': (_pbi, powerbi, v, t) =>
    powerbi.embed(t.container(), { type: 'report', embedUrl: v.url.reportNoId, accessToken: 'T' }),
  'embed: dashboard without id': (_pbi, powerbi, v, t) =>
    powerbi.embed(t.container(), { type: 'dashboard', embedUrl: v.url.dashboardNoId, accessToken: 'T' }),
  'embed: tile without id': (_pbi, powerbi, v, t) =>
    powerbi.embed(t.container(), { type: 'tile', embedUrl: v.url.tileNoId, dashboardId: 'D1', accessToken: 'T' }),
  'embed: an event hook that is not a function': (_pbi, powerbi, v, t) =>
    powerbi.embed(t.container(), {
      type: 'report',
      id: 'R1',
      embedUrl: v.url.report,
      accessToken: 'T',
      tokenType: 0,
      eventHooks: { accessTokenProvider: 'not a function' },
    }),
  'embed: applicationContextProvider on a dashboard': (_pbi, powerbi, v, t) =>
    powerbi.embed(t.container(), {
      type: 'dashboard',
      embedUrl: v.url.dashboard,
      accessToken: 'T',
      eventHooks: { applicationContextProvider: () => ({}) },
    }),
  'embed: applicationContextProvider on a visual': (_pbi, powerbi, v, t) =>
    powerbi.embed(t.container(), {
      type: 'visual',
      embedUrl: v.url.report,
      pageName: 'ReportSection1',
      visualName: 'totalAdmissions',
      accessToken: 'T',
      eventHooks: { applicationContextProvider: () => ({}) },
    }),
  'embed: accessTokenProvider with an embed token (tokenType 1)': (_pbi, powerbi, v, t) =>
    powerbi.embed(t.container(), {
      type: 'report',
      id: 'R1',
      embedUrl: v.url.report,
      accessToken: 'T',
      tokenType: 1,
      eventHooks: { accessTokenProvider: () => 'T2' },
    }),
  'embed: accessTokenProvider without tokenType': (_pbi, powerbi, v, t) =>
    powerbi.embed(t.container(), {
      type: 'report',
      id: 'R1',
      embedUrl: v.url.report,
      accessToken: 'T',
      eventHooks: { accessTokenProvider: () => 'T2' },
    }),
  'embed: accessTokenProvider on a dashboard': (_pbi, powerbi, v, t) =>
    powerbi.embed(t.container(), {
      type: 'dashboard',
      embedUrl: v.url.dashboard,
      accessToken: 'T',
      tokenType: 0,
      eventHooks: { accessTokenProvider: () => 'T2' },
    }),
  'embed: invalid tokenType (validator IError array)': (_pbi, powerbi, v, t) =>
    powerbi.embed(t.container(), { type: 'report', id: 'R1', embedUrl: v.url.report, accessToken: 'T', tokenType: 9 }),
  'embed: accessToken not a string': (_pbi, powerbi, v, t) =>
    powerbi.embed(t.container(), { type: 'report', id: 'R1', embedUrl: v.url.report, accessToken: 5 }),
  'embed: a setting of the wrong type': (_pbi, powerbi, v, t) =>
    powerbi.embed(t.container(), {
      type: 'report',
      id: 'R1',
      embedUrl: v.url.report,
      accessToken: 'T',
      settings: { filterPaneEnabled: 'yes' },
    }),
  'embed: an invalid filter': (_pbi, powerbi, v, t) =>
    powerbi.embed(t.container(), { type: 'report', id: 'R1', embedUrl: v.url.report, accessToken: 'T', filters: [{}] }),
  'embed: an invalid permissions value': (_pbi, powerbi, v, t) =>
    powerbi.embed(t.container(), {
      type: 'report',
      id: 'R1',
      embedUrl: v.url.report,
      accessToken: 'T',
      permissions: 3,
    }),
  'embed: a paginated report with an invalid parameter': (_pbi, powerbi, v, t) =>
    powerbi.embed(t.container(), {
      type: 'report',
      id: 'R1',
      embedUrl: v.url.rdl,
      accessToken: 'T',
      parameterValues: [{ value: 'x' }],
    }),
  'embed: a dashboard with an invalid pageView': (_pbi, powerbi, v, t) =>
    powerbi.embed(t.container(), { type: 'dashboard', embedUrl: v.url.dashboard, accessToken: 'T', pageView: 'big' }),
  'embed: a tile without dashboardId': (_pbi, powerbi, v, t) =>
    powerbi.embed(t.container(), { type: 'tile', embedUrl: v.url.tile, accessToken: 'T' }),
  'embed: a Q&A without datasetIds': (_pbi, powerbi, v, t) =>
    powerbi.embed(t.container(), { type: 'qna', embedUrl: v.url.qna, accessToken: 'T' }),
  'embed: a visual with an invalid tokenType': (_pbi, powerbi, v, t) =>
    powerbi.embed(t.container(), {
      type: 'visual',
      embedUrl: v.url.report,
      pageName: 'ReportSection1',
      visualName: 'totalAdmissions',
      accessToken: 'T',
      tokenType: 9,
    }),
  'embed: re-embed a visual with an empty pageName': (_pbi, powerbi, v) =>
    powerbi.embed(v.el.visualReembed, {
      type: 'visual',
      embedUrl: v.url.report,
      pageName: '',
      visualName: 'admissionsByDepartment',
      accessToken: 'TOKEN-0',
      tokenType: 1,
    }),
  'embed: re-embed a visual with an empty visualName': (_pbi, powerbi, v) =>
    powerbi.embed(v.el.visualReembed, {
      type: 'visual',
      embedUrl: v.url.report,
      pageName: 'ReportSection1',
      visualName: '',
      accessToken: 'TOKEN-0',
      tokenType: 1,
    }),
  'embed: re-embed with a different type': (_pbi, powerbi, v) =>
    powerbi.embed(v.el.report, { type: 'dashboard', embedUrl: v.url.dashboard, accessToken: 'T', tokenType: 1 }),
  "embed: an element whose component is not in this service's list": (pbi, _powerbi, v) => {
    const other = new pbi.service.Service(
      pbi.factories.hpmFactory,
      pbi.factories.wpmpFactory,
      pbi.factories.routerFactory,
    );
    return other.embed(v.el.report, { type: 'report', id: 'R1', embedUrl: v.url.report, accessToken: 'T' });
  },
  'load: no type': (_pbi, powerbi, v, t) => powerbi.load(t.container(), { embedUrl: v.url.report, accessToken: 'T' }),
  'load: invalid tokenType': (_pbi, powerbi, v, t) =>
    powerbi.load(t.container(), { type: 'report', id: 'R1', embedUrl: v.url.report, accessToken: 'T', tokenType: 9 }),
  'load: no access token': (_pbi, powerbi, v, t) => {
    powerbi.accessToken = undefined;
    return powerbi.load(t.container(), { type: 'report', id: 'R1', embedUrl: v.url.report });
  },
  'bootstrap: http:// hostname': (_pbi, powerbi, _v, t) =>
    powerbi.bootstrap(t.container(), { type: 'report', hostname: 'http://app.powerbi.com' }),
  'bootstrap: HTTP:// hostname (case and spaces ignored)': (_pbi, powerbi, _v, t) =>
    powerbi.bootstrap(t.container(), { type: 'dashboard', hostname: '  HTTP://App.PowerBI.com ' }),
  "bootstrap: unknown type 'foo'": (_pbi, powerbi, _v, t) => powerbi.bootstrap(t.container(), { type: 'foo' }),
  "bootstrap: type 'quickCreate'": (_pbi, powerbi, _v, t) => powerbi.bootstrap(t.container(), { type: 'quickCreate' }),
  'bootstrap: no config': (_pbi, powerbi, _v, t) => powerbi.bootstrap(t.container()),
  'bootstrap: an element that already has a component': (_pbi, powerbi, v) =>
    powerbi.bootstrap(v.el.report, { type: 'report', embedUrl: v.url.report }),
  'get: an element without component': (_pbi, powerbi, _v, t) => powerbi.get(t.container('no-component')),
  "register: a built-in type ('Report')": (_pbi, powerbi) => powerbi.register('Report', () => null, []),
  "register: a built-in type ('visual')": (_pbi, powerbi) => powerbi.register('visual', () => null, []),
  'register: the same type twice (case-insensitive)': (_pbi, powerbi) => {
    powerbi.register('refusalTwice', () => null, []);
    return powerbi.register('REFUSALTWICE', () => null, []);
  },
  'register: a router URL without :uniqueId and :eventName': (_pbi, powerbi) =>
    powerbi.register('refusalRoutes', () => null, ['/custom/:uniqueId/events/:eventName', '/custom/bad']),
  'createReport: no datasetId': (_pbi, powerbi, v, t) =>
    powerbi.createReport(t.container(), { embedUrl: v.url.createNoDataset, accessToken: 'T' }),
  'createReport: no embed URL': (_pbi, powerbi, _v, t) =>
    powerbi.createReport(t.container(), { datasetId: 'S1', accessToken: 'T' }),
  'createReport: no access token': (_pbi, powerbi, v, t) => {
    powerbi.accessToken = undefined;
    return powerbi.createReport(t.container(), { embedUrl: v.url.create });
  },
  'createReport: applicationContextProvider': (_pbi, powerbi, v, t) =>
    powerbi.createReport(t.container(), {
      embedUrl: v.url.create,
      accessToken: 'T',
      eventHooks: { applicationContextProvider: () => ({}) },
    }),
  'createReport: autoauth=true in the embed URL': (_pbi, powerbi, v, t) =>
    powerbi.createReport(t.container(), { embedUrl: `${v.url.create}&autoauth=true`, accessToken: 'T' }),
  'quickCreate: no embed URL': (_pbi, powerbi, _v, t) => powerbi.quickCreate(t.container(), { accessToken: 'T' }),
  'quickCreate: no access token': (_pbi, powerbi, v, t) => {
    powerbi.accessToken = undefined;
    return powerbi.quickCreate(t.container(), { embedUrl: v.url.quickCreate });
  },
  'quickCreate: accessTokenProvider with an embed token': (_pbi, powerbi, v, t) =>
    powerbi.quickCreate(t.container(), {
      embedUrl: v.url.quickCreate,
      accessToken: 'T',
      tokenType: 1,
      eventHooks: { accessTokenProvider: () => 'T2' },
    }),
  'init: an element without type': (_pbi, powerbi, v, t) => {
    const c = t.container();
    c.innerHTML = `<div powerbi-embed-url="${v.url.report}"></div>`;
    return powerbi.init(c);
  },
  'init: an element without access token': (_pbi, powerbi, v, t) => {
    powerbi.accessToken = undefined;
    const c = t.container();
    c.innerHTML = `<div powerbi-type="report" powerbi-embed-url="${v.url.report}"></div>`;
    return powerbi.init(c);
  },
  'init: a config the validator refuses': (_pbi, powerbi, v, t) => {
    const c = t.container();
    c.innerHTML = `<div powerbi-type="report" powerbi-embed-url="${v.url.report}"></div>`;
    return powerbi.init(c, { accessToken: 'T', tokenType: 9 });
  },
};

const EMBED_BASE: Record<string, PathCall> = {
  "report.on('nope')": (_pbi, _powerbi, v) => v.report.on('nope', () => undefined),
  "visual.on('tileClicked')": (_pbi, _powerbi, v) => v.visual.on('tileClicked', () => undefined),
  "dashboard.on('pageChanged')": (_pbi, _powerbi, v) => v.dashboard.on('pageChanged', () => undefined),
  "tile.on('pageChanged')": (_pbi, _powerbi, v) => v.tile.on('pageChanged', () => undefined),
  "qna.on('pageChanged')": (_pbi, _powerbi, v) => v.qna.on('pageChanged', () => undefined),
  "create.on('pageChanged')": (_pbi, _powerbi, v) => v.create.on('pageChanged', () => undefined),
  "quickCreate.on('pageChanged')": (_pbi, _powerbi, v) => v.quickCreate.on('pageChanged', () => undefined),
  "report.setAccessToken('')": (_pbi, _powerbi, v) => v.report.setAccessToken(''),
  'report.setAccessToken(undefined)': (_pbi, _powerbi, v) => v.report.setAccessToken(undefined),
  "visual.setAccessToken('')": (_pbi, _powerbi, v) => v.visual.setAccessToken(''),
  "dashboard.setAccessToken('')": (_pbi, _powerbi, v) => v.dashboard.setAccessToken(''),
  'tile.setAccessToken(null)': (_pbi, _powerbi, v) => v.tile.setAccessToken(null),
  "qna.setAccessToken('')": (_pbi, _powerbi, v) => v.qna.setAccessToken(''),
  "create.setAccessToken('')": (_pbi, _powerbi, v) => v.create.setAccessToken(''),
  "quickCreate.setAccessToken('')": (_pbi, _powerbi, v) => v.quickCreate.setAccessToken(''),
  'report.create()': (_pbi, _powerbi, v) => v.report.create(),
  'visual.create()': (_pbi, _powerbi, v) => v.visual.create(),
  'dashboard.create()': (_pbi, _powerbi, v) => v.dashboard.create(),
  'tile.create()': (_pbi, _powerbi, v) => v.tile.create(),
  'qna.create()': (_pbi, _powerbi, v) => v.qna.create(),
  'create.create() with an invalid tokenType': (_pbi, _powerbi, v) => v.createInvalid.create(),
  'quickCreate.create() without datasetCreateConfig': (_pbi, _powerbi, v) => v.quickCreateInvalid.create(),
};

const REPORT: Record<string, PathCall> = {
  // Paginated (RDL) report: refused on the host.
  'rdl.getFilters()': (_pbi, _powerbi, v) => v.rdl.getFilters(),
  'rdl.setFilters([])': (_pbi, _powerbi, v) => v.rdl.setFilters([]),
  'rdl.removeFilters()': (_pbi, _powerbi, v) => v.rdl.removeFilters(),
  'rdl.getPages()': (_pbi, _powerbi, v) => v.rdl.getPages(),
  'rdl.getPageByName()': (_pbi, _powerbi, v) => v.rdl.getPageByName('ReportSection1'),
  'rdl.getActivePage()': (_pbi, _powerbi, v) => v.rdl.getActivePage(),
  'rdl.print()': (_pbi, _powerbi, v) => v.rdl.print(),
  'rdl.setPage()': (_pbi, _powerbi, v) => v.rdl.setPage('ReportSection1'),
  'rdl.isSaved()': (_pbi, _powerbi, v) => v.rdl.isSaved(),
  'rdl.applyTheme()': (_pbi, _powerbi, v) => v.rdl.applyTheme({ themeJson: {} }),
  'rdl.resetTheme()': (_pbi, _powerbi, v) => v.rdl.resetTheme(),
  'rdl.getTheme()': (_pbi, _powerbi, v) => v.rdl.getTheme(),
  'rdl.updateSettings({ customLayout })': (_pbi, _powerbi, v) => v.rdl.updateSettings({ customLayout: {} }),
  'rdl.addContextMenuCommand()': (_pbi, _powerbi, v) => v.rdl.addContextMenuCommand('c', 'C'),
  'rdl.removeContextMenuCommand()': (_pbi, _powerbi, v) => v.rdl.removeContextMenuCommand('c', 'C'),
  'rdl.addOptionsMenuCommand()': (_pbi, _powerbi, v) => v.rdl.addOptionsMenuCommand('c', 'C'),
  'rdl.removeOptionsMenuCommand()': (_pbi, _powerbi, v) => v.rdl.removeOptionsMenuCommand('c', 'C'),
  'rdl.setVisualDisplayState()': (_pbi, _powerbi, v) =>
    v.rdl.setVisualDisplayState('ReportSection1', 'totalAdmissions', 1),
  'rdl.resizeVisual()': (_pbi, _powerbi, v) => v.rdl.resizeVisual('ReportSection1', 'totalAdmissions', 1, 1),
  'rdl.moveVisual()': (_pbi, _powerbi, v) => v.rdl.moveVisual('ReportSection1', 'totalAdmissions', 1, 1),
  'rdl.resizeActivePage()': (_pbi, _powerbi, v) => v.rdl.resizeActivePage(4, 100, 100),
  'rdl.closeAllOverlays()': (_pbi, _powerbi, v) => v.rdl.closeAllOverlays(),
  'rdl.clearSelectedVisuals()': (_pbi, _powerbi, v) => v.rdl.clearSelectedVisuals(true),
  'rdl page.getVisuals()': (_pbi, _powerbi, v) => v.rdl.page('ReportSection1').getVisuals(),
  'rdl page.getVisualByName()': (_pbi, _powerbi, v) => v.rdl.page('ReportSection1').getVisualByName('totalAdmissions'),
  'rdl page.getSlicers()': (_pbi, _powerbi, v) => v.rdl.page('ReportSection1').getSlicers(),
  'rdl page.hasLayout()': (pbi, _powerbi, v) =>
    v.rdl.page('ReportSection1').hasLayout(pbi.models.LayoutType.MobilePortrait),
  'rdl page.setVisualDisplayState()': (_pbi, _powerbi, v) =>
    v.rdl.page('ReportSection1').setVisualDisplayState('totalAdmissions', 0),
  // Unknown entities and layout rules.
  "getPageByName('NoSuchPage')": (_pbi, _powerbi, v) => v.report.getPageByName('NoSuchPage'),
  "moveVisual('NoSuchPage', …)": (_pbi, _powerbi, v) => v.report.moveVisual('NoSuchPage', 'totalAdmissions', 1, 1),
  "resizeVisual(…, 'noSuchVisual', …)": (_pbi, _powerbi, v) =>
    v.report.resizeVisual('ReportSection1', 'noSuchVisual', 1, 1),
  "setVisualDisplayState(…, 'noSuchVisual', …)": (_pbi, _powerbi, v) =>
    v.report.setVisualDisplayState('ReportSection1', 'noSuchVisual', 1),
  'removeContextMenuCommand of an unknown command': (_pbi, _powerbi, v) =>
    v.report.removeContextMenuCommand('noSuchCommand', 'Title'),
  'removeOptionsMenuCommand of an unknown command': (_pbi, _powerbi, v) =>
    v.report.removeOptionsMenuCommand('noSuchCommand', 'Title'),
  'switchLayout(MobilePortrait) on a desktop report': (pbi, _powerbi, v) =>
    v.report.switchLayout(pbi.models.LayoutType.MobilePortrait),
  'switchLayout(MobileLandscape) on a desktop report': (pbi, _powerbi, v) =>
    v.report.switchLayout(pbi.models.LayoutType.MobileLandscape),
  'switchLayout(Master) on a mobile report': (pbi, _powerbi, v) => v.mobile.switchLayout(pbi.models.LayoutType.Master),
  // Refused by the frame (its error body).
  "setPage('NoSuchPage')": (_pbi, _powerbi, v) => v.report.setPage('NoSuchPage'),
  "deletePage('NoSuchPage')": (_pbi, _powerbi, v) => v.report.deletePage('NoSuchPage'),
  "renamePage('NoSuchPage', …)": (_pbi, _powerbi, v) => v.report.renamePage('NoSuchPage', 'Renamed'),
  'setFilters([{}])': (_pbi, _powerbi, v) => v.report.setFilters([{}]),
  'updateFilters(Add, [{}])': (pbi, _powerbi, v) => v.report.updateFilters(pbi.models.FiltersOperations.Add, [{}]),
  'switchMode(9) (posts /report/switchMode/undefined)': (_pbi, _powerbi, v) => v.report.switchMode(9),
  "switchMode('nonsense')": (_pbi, _powerbi, v) => v.report.switchMode('nonsense'),
  'updateSettings({ zoomLevel: 9 })': (_pbi, _powerbi, v) => v.report.updateSettings({ zoomLevel: 9 }),
  'setZoom(9)': (_pbi, _powerbi, v) => v.report.setZoom(9),
  'applyTheme({ themeJson: 5 })': (_pbi, _powerbi, v) => v.report.applyTheme({ themeJson: 5 }),
  'saveAs({})': (_pbi, _powerbi, v) => v.report.saveAs({}),
  "clearSelectedVisuals('maybe') (posts /report/clearSelectedVisuals/false)": (_pbi, _powerbi, v) =>
    v.report.clearSelectedVisuals('maybe'),
};

const PAGE: Record<string, PathCall> = {
  'resizePage of a page that is not active': (pbi, _powerbi, v) =>
    v.report.page('ReportSection2').resizePage(pbi.models.PageSizeType.Custom, 10, 10),
  'resizePage of a page made with isActive false': (pbi, _powerbi, v) =>
    v.report.page('ReportSection1', 'Admissions', false).resizePage(pbi.models.PageSizeType.Custom, 10, 10),
  "getVisualByName('missing')": (_pbi, _powerbi, v) => v.report.page('ReportSection1').getVisualByName('missing'),
  "setVisualDisplayState('missing', …)": (_pbi, _powerbi, v) =>
    v.report.page('ReportSection1').setVisualDisplayState('missing', 0),
  "moveVisual('missing', …)": (_pbi, _powerbi, v) => v.report.page('ReportSection1').moveVisual('missing', 1, 1),
  "resizeVisual('missing', …)": (_pbi, _powerbi, v) => v.report.page('ReportSection1').resizeVisual('missing', 1, 1),
  'unknown page: getVisuals()': (_pbi, _powerbi, v) => v.report.page('NoSuchPage').getVisuals(),
  'unknown page: getVisualByName()': (_pbi, _powerbi, v) =>
    v.report.page('NoSuchPage').getVisualByName('totalAdmissions'),
  'unknown page: getSlicers()': (_pbi, _powerbi, v) => v.report.page('NoSuchPage').getSlicers(),
  'unknown page: hasLayout()': (pbi, _powerbi, v) =>
    v.report.page('NoSuchPage').hasLayout(pbi.models.LayoutType.MobilePortrait),
  'unknown page: getFilters()': (_pbi, _powerbi, v) => v.report.page('NoSuchPage').getFilters(),
  'unknown page: setFilters([])': (_pbi, _powerbi, v) => v.report.page('NoSuchPage').setFilters([]),
  'unknown page: removeFilters()': (_pbi, _powerbi, v) => v.report.page('NoSuchPage').removeFilters(),
  'unknown page: setActive()': (_pbi, _powerbi, v) => v.report.page('NoSuchPage').setActive(),
  "unknown page: setDisplayName('x')": (_pbi, _powerbi, v) => v.report.page('NoSuchPage').setDisplayName('x'),
  'unknown page: delete()': (_pbi, _powerbi, v) => v.report.page('NoSuchPage').delete(),
  'unknown page: moveVisual()': (_pbi, _powerbi, v) => v.report.page('NoSuchPage').moveVisual('totalAdmissions', 1, 1),
  'hasLayout(9) (an unknown layout type)': (_pbi, _powerbi, v) => v.report.page('ReportSection1').hasLayout(9),
  'setFilters([{}])': (_pbi, _powerbi, v) => v.report.page('ReportSection1').setFilters([{}]),
};

const VISUAL: Record<string, PathCall> = {
  'visual.getPages() (throws at once)': (_pbi, _powerbi, v) => v.visual.getPages(),
  "visual.setPage('ReportSection1') (throws at once)": (_pbi, _powerbi, v) => v.visual.setPage('ReportSection1'),
  'visual.render()': (_pbi, _powerbi, v) => v.visual.render(),
  "visual.getPageByName('NoSuchPage')": (_pbi, _powerbi, v) => v.visual.getPageByName('NoSuchPage'),
  'visual.setFilters([{}])': (_pbi, _powerbi, v) => v.visual.setFilters([{}]),
  'visual.setFilters([{}], page level)': (_pbi, _powerbi, v) => v.visual.setFilters([{}], 1),
};

const VISUAL_DESCRIPTOR: Record<string, PathCall> = {
  'card.getSlicerState() (not a slicer)': (_pbi, _powerbi, v) => v.card.getSlicerState(),
  'card.setSlicerState({ filters: [] }) (not a slicer)': (_pbi, _powerbi, v) => v.card.setSlicerState({ filters: [] }),
  'slicer.setSlicerState({ filters: [{}] })': (_pbi, _powerbi, v) => v.slicer.setSlicerState({ filters: [{}] }),
  'card.sortBy({})': (_pbi, _powerbi, v) => v.card.sortBy({}),
  'card.exportData(9)': (_pbi, _powerbi, v) => v.card.exportData(9),
  'card.setFilters([{}])': (_pbi, _powerbi, v) => v.card.setFilters([{}]),
  'missing.getFilters()': (_pbi, _powerbi, v) => v.missingVisual.getFilters(),
  'missing.setFilters([])': (_pbi, _powerbi, v) => v.missingVisual.setFilters([]),
  'missing.removeFilters()': (_pbi, _powerbi, v) => v.missingVisual.removeFilters(),
  'missing.exportData()': (_pbi, _powerbi, v) => v.missingVisual.exportData(),
  'missing.getSlicerState()': (_pbi, _powerbi, v) => v.missingVisual.getSlicerState(),
  'missing.clone()': (_pbi, _powerbi, v) => v.missingVisual.clone(),
  'missing.sortBy(…)': (_pbi, _powerbi, v) =>
    v.missingVisual.sortBy({ orderBy: { table: 'Admissions', column: 'Admissions' }, direction: 1 }),
  'missing.moveVisual(1, 1)': (_pbi, _powerbi, v) => v.missingVisual.moveVisual(1, 1),
  'missing.resizeVisual(1, 1)': (_pbi, _powerbi, v) => v.missingVisual.resizeVisual(1, 1),
  'missing.setVisualDisplayState(Hidden)': (_pbi, _powerbi, v) => v.missingVisual.setVisualDisplayState(1),
};

const BOOKMARKS: Record<string, PathCall> = {
  'rdl: getBookmarks()': (_pbi, _powerbi, v) => v.rdl.bookmarksManager.getBookmarks(),
  "rdl: apply('Bookmark1')": (_pbi, _powerbi, v) => v.rdl.bookmarksManager.apply('Bookmark1'),
  'rdl: play(Presentation)': (_pbi, _powerbi, v) => v.rdl.bookmarksManager.play(1),
  'rdl: capture()': (_pbi, _powerbi, v) => v.rdl.bookmarksManager.capture(),
  "rdl: applyState('x')": (_pbi, _powerbi, v) => v.rdl.bookmarksManager.applyState('x'),
  "apply('NoSuchBookmark')": (_pbi, _powerbi, v) => v.report.bookmarksManager.apply('NoSuchBookmark'),
  "applyState('not a state')": (_pbi, _powerbi, v) => v.report.bookmarksManager.applyState('not a state'),
  'play(9)': (_pbi, _powerbi, v) => v.report.bookmarksManager.play(9),
  "capture({ allPages: 'yes' })": (_pbi, _powerbi, v) => v.report.bookmarksManager.capture({ allPages: 'yes' }),
};

const OTHER_TYPES: Record<string, PathCall> = {
  "qna.setQuestion('')": (_pbi, _powerbi, v) => v.qna.setQuestion(''),
  'qna.setQuestion(undefined)': (_pbi, _powerbi, v) => v.qna.setQuestion(undefined),
  'create.getId() without datasetId (config emptied)': (_pbi, powerbi, v, t) => {
    const c = powerbi.createReport(t.container(), { embedUrl: v.url.create, accessToken: 'T' });
    c.createConfig.datasetId = undefined;
    c.config.embedUrl = v.url.createNoDataset;
    return c.getId();
  },
  'create.saveAs({})': (_pbi, _powerbi, v) => v.create.saveAs({}),
  'quickCreate.saveAs({})': (_pbi, _powerbi, v) => v.quickCreate.saveAs({}),
};

const FILTERS: Record<string, PathCall> = {
  'new BasicFilter(target, In) (no values)': (pbi) => new pbi.models.BasicFilter({ table: 'T', column: 'C' }, 'In'),
  'new BasicFilter(target, In, []) (one empty array: accepted)': (pbi) =>
    new pbi.models.BasicFilter({ table: 'T', column: 'C' }, 'In', []),
  'new BasicFilter(target, All)': (pbi) => new pbi.models.BasicFilter({ table: 'T', column: 'C' }, 'All'),
  'new BasicFilterWithKeys: keys but no key values': (pbi) =>
    new pbi.models.BasicFilterWithKeys({ table: 'T', column: 'C', keys: ['K'] }, 'In', [1], undefined),
  'new BasicFilterWithKeys: key values but no keys': (pbi) =>
    new pbi.models.BasicFilterWithKeys({ table: 'T', column: 'C' }, 'In', [1], [[1]]),
  'new BasicFilterWithKeys: a tuple of the wrong length': (pbi) =>
    new pbi.models.BasicFilterWithKeys({ table: 'T', column: 'C', keys: ['K1', 'K2'] }, 'In', [1], [[1]]),
  "new AdvancedFilter(target, '')": (pbi) =>
    new pbi.models.AdvancedFilter({ table: 'T', column: 'C' }, '', { operator: 'Is', value: 1 }),
  'new AdvancedFilter(target, 5)': (pbi) => new pbi.models.AdvancedFilter({ table: 'T', column: 'C' }, 5),
  'new AdvancedFilter with 3 conditions (spread)': (pbi) =>
    new pbi.models.AdvancedFilter(
      { table: 'T', column: 'C' },
      'And',
      { operator: 'Is', value: 1 },
      { operator: 'Is', value: 2 },
      { operator: 'Is', value: 3 },
    ),
  'new AdvancedFilter with 3 conditions (one array)': (pbi) =>
    new pbi.models.AdvancedFilter({ table: 'T', column: 'C' }, 'And', [
      { operator: 'Is', value: 1 },
      { operator: 'Is', value: 2 },
      { operator: 'Is', value: 3 },
    ]),
  "new AdvancedFilter: 'Or' with one condition": (pbi) =>
    new pbi.models.AdvancedFilter({ table: 'T', column: 'C' }, 'Or', { operator: 'Is', value: 1 }),
  'new AdvancedFilter without conditions (accepted)': (pbi) =>
    new pbi.models.AdvancedFilter({ table: 'T', column: 'C' }, 'And'),
  'AdvancedFilterBuilder: or() with one condition': (pbi) =>
    new pbi.AdvancedFilterBuilder().withColumnTarget('T', 'C').or().addCondition('Is', 1).build(),
  'AdvancedFilterBuilder: 3 conditions': (pbi) =>
    new pbi.AdvancedFilterBuilder()
      .withColumnTarget('T', 'C')
      .and()
      .addCondition('Is', 1)
      .addCondition('Is', 2)
      .addCondition('Is', 3)
      .build(),
  'AdvancedFilterBuilder: no logical operator': (pbi) =>
    new pbi.AdvancedFilterBuilder().withColumnTarget('T', 'C').addCondition('Is', 1).build(),
  'BasicFilterBuilder: in([]) (accepted)': (pbi) =>
    new pbi.BasicFilterBuilder().withColumnTarget('T', 'C').in([]).build(),
  'BasicFilterBuilder: no operator (accepted)': (pbi) =>
    new pbi.BasicFilterBuilder().withColumnTarget('T', 'C').build(),
  'TopNFilterBuilder: nothing set (accepted)': (pbi) => new pbi.TopNFilterBuilder().build(),
  'RelativeDateFilterBuilder: nothing set (accepted)': (pbi) => new pbi.RelativeDateFilterBuilder().build(),
  'RelativeTimeFilterBuilder: nothing set (accepted)': (pbi) => new pbi.RelativeTimeFilterBuilder().build(),
  'models.validateFilter({})': (pbi) => pbi.models.validateFilter({}),
  'models.validateReportLoad({})': (pbi) => pbi.models.validateReportLoad({}),
  'models.validateZoomLevel(5)': (pbi) => pbi.models.validateZoomLevel(5),
};

const FRAME_FAILURES: Record<string, PathCall> = {
  'getPages()': (_pbi, _powerbi, v) => v.failing.getPages(),
  "getPageByName('ReportSection1')": (_pbi, _powerbi, v) => v.failing.getPageByName('ReportSection1'),
  'getActivePage()': (_pbi, _powerbi, v) => v.failing.getActivePage(),
  'getFilters() (503)': (_pbi, _powerbi, v) => v.failing.getFilters(),
  'setFilters([])': (_pbi, _powerbi, v) => v.failing.setFilters([]),
  'removeFilters()': (_pbi, _powerbi, v) => v.failing.removeFilters(),
  'updateFilters(RemoveAll)': (_pbi, _powerbi, v) => v.failing.updateFilters(0),
  "setPage('ReportSection2')": (_pbi, _powerbi, v) => v.failing.setPage('ReportSection2'),
  'page.setActive()': (_pbi, _powerbi, v) => v.failing.page('ReportSection2').setActive(),
  'page.getVisuals()': (_pbi, _powerbi, v) => v.failing.page('ReportSection1').getVisuals(),
  "page.getVisualByName('totalAdmissions')": (_pbi, _powerbi, v) =>
    v.failing.page('ReportSection1').getVisualByName('totalAdmissions'),
  'page.getSlicers()': (_pbi, _powerbi, v) => v.failing.page('ReportSection1').getSlicers(),
  'page.getFilters()': (_pbi, _powerbi, v) => v.failing.page('ReportSection1').getFilters(),
  'page.hasLayout(Master)': (_pbi, _powerbi, v) => v.failing.page('ReportSection1').hasLayout(0),
  'page.setDisplayName()': (_pbi, _powerbi, v) => v.failing.page('ReportSection1').setDisplayName('x'),
  'page.delete()': (_pbi, _powerbi, v) => v.failing.page('ReportSection1').delete(),
  'page.resizePage() of an active page': (pbi, _powerbi, v) =>
    v.failing.page('ReportSection1', 'Admissions', true).resizePage(pbi.models.PageSizeType.Custom, 10, 10),
  'setVisualDisplayState() (its page lookup fails)': (_pbi, _powerbi, v) =>
    v.failing.setVisualDisplayState('ReportSection1', 'totalAdmissions', 1),
  'updateSettings({})': (_pbi, _powerbi, v) => v.failing.updateSettings({}),
  'switchLayout(Custom)': (pbi, _powerbi, v) => v.failing.switchLayout(pbi.models.LayoutType.Custom),
  'addContextMenuCommand()': (_pbi, _powerbi, v) => v.failing.addContextMenuCommand('c', 'C'),
  'setZoom(2)': (_pbi, _powerbi, v) => v.failing.setZoom(2),
  'getZoom()': (_pbi, _powerbi, v) => v.failing.getZoom(),
  'resizeActivePage()': (_pbi, _powerbi, v) => v.failing.resizeActivePage(4, 100, 100),
  "setAccessToken('T2')": (_pbi, _powerbi, v) => v.failing.setAccessToken('T2'),
  'save()': (_pbi, _powerbi, v) => v.failing.save(),
  "saveAs({ name: 'x' })": (_pbi, _powerbi, v) => v.failing.saveAs({ name: 'x' }),
  'getCorrelationId()': (_pbi, _powerbi, v) => v.failing.getCorrelationId(),
  'print()': (_pbi, _powerbi, v) => v.failing.print(),
  'refresh()': (_pbi, _powerbi, v) => v.failing.refresh(),
  'render()': (_pbi, _powerbi, v) => v.failing.render(),
  'closeAllOverlays() (the whole response)': (_pbi, _powerbi, v) => v.failing.closeAllOverlays(),
  'clearSelectedVisuals(true) (the whole response)': (_pbi, _powerbi, v) => v.failing.clearSelectedVisuals(true),
  'bookmarksManager.getBookmarks()': (_pbi, _powerbi, v) => v.failing.bookmarksManager.getBookmarks(),
  'bookmarksManager.capture()': (_pbi, _powerbi, v) => v.failing.bookmarksManager.capture(),
  "bookmarksManager.apply('Bookmark1')": (_pbi, _powerbi, v) => v.failing.bookmarksManager.apply('Bookmark1'),
  'bookmarksManager.play(Presentation)': (_pbi, _powerbi, v) => v.failing.bookmarksManager.play(1),
  "bookmarksManager.applyState('x')": (_pbi, _powerbi, v) => v.failing.bookmarksManager.applyState('x'),
  'getTheme()': (_pbi, _powerbi, v) => v.failing.getTheme(),
  'applyTheme()': (_pbi, _powerbi, v) => v.failing.applyTheme({ themeJson: {} }),
  'resetTheme()': (_pbi, _powerbi, v) => v.failing.resetTheme(),
  "switchMode('edit')": (_pbi, _powerbi, v) => v.failing.switchMode('edit'),
  'isSaved()': (_pbi, _powerbi, v) => v.failing.isSaved(),
  'addPage()': (_pbi, _powerbi, v) => v.failing.addPage('New'),
  "deletePage('ReportSection3')": (_pbi, _powerbi, v) => v.failing.deletePage('ReportSection3'),
  'renamePage()': (_pbi, _powerbi, v) => v.failing.renamePage('ReportSection3', 'x'),
  'savePersistentFilters()': (_pbi, _powerbi, v) => v.failing.savePersistentFilters(),
  'resetPersistentFilters()': (_pbi, _powerbi, v) => v.failing.resetPersistentFilters(),
  'arePersistentFiltersApplied()': (_pbi, _powerbi, v) => v.failing.arePersistentFiltersApplied(),
  'visual descriptor getFilters()': (_pbi, _powerbi, v) => v.failingCard.getFilters(),
  'visual descriptor setFilters([])': (_pbi, _powerbi, v) => v.failingCard.setFilters([]),
  'visual descriptor exportData()': (_pbi, _powerbi, v) => v.failingCard.exportData(),
  'visual descriptor getSlicerState()': (_pbi, _powerbi, v) => v.failingCard.getSlicerState(),
  'visual descriptor setSlicerState()': (_pbi, _powerbi, v) => v.failingCard.setSlicerState({ filters: [] }),
  'visual descriptor clone()': (_pbi, _powerbi, v) => v.failingCard.clone(),
  'visual descriptor sortBy()': (_pbi, _powerbi, v) =>
    v.failingCard.sortBy({ orderBy: { table: 'Admissions', column: 'Admissions' }, direction: 1 }),
  'reload() of a report whose load fails': (_pbi, _powerbi, v) => v.loadFails.reload(),
  "dashboard.setAccessToken('T2')": (_pbi, _powerbi, v) => v.failingDashboard.setAccessToken('T2'),
  "tile.setAccessToken('T2')": (_pbi, _powerbi, v) => v.failingTile.setAccessToken('T2'),
  "qna.setQuestion('Admissions by department')": (_pbi, _powerbi, v) =>
    v.failingQna.setQuestion('Admissions by department'),
  "qna.setAccessToken('T2')": (_pbi, _powerbi, v) => v.failingQna.setAccessToken('T2'),
  'create.save()': (_pbi, _powerbi, v) => v.failingCreate.save(),
  'create.isSaved()': (_pbi, _powerbi, v) => v.failingCreate.isSaved(),
};

/** Local failures and crashes of the reference: every one of these is in ALLOWED. */
const LOCAL_FAILURES: Record<string, PathCall> = {
  'getPages() after powerbi.reset(element)': (_pbi, powerbi, v) => {
    powerbi.reset(v.el.detached);
    return v.detached.getPages();
  },
  'setFilters([]) after powerbi.reset(element)': (_pbi, _powerbi, v) => v.detached.setFilters([]),
  'getPages() after the app removed the iframe': (_pbi, _powerbi, v) => {
    v.el.removed.innerHTML = '';
    return v.removed.getPages();
  },
  'setFilters() with a function in the filter (cannot be cloned)': (_pbi, _powerbi, v) =>
    v.report.setFilters([{ target: { table: 'Admissions', column: 'Department' }, toString: () => 'x' }]),
  'getActivePage() when the frame lists no active page': (_pbi, _powerbi, v) => v.noActivePage.getActivePage(),
  'visual.getVisualDescriptor() of a visual the page does not have': (_pbi, _powerbi, v) =>
    v.visualMissing.getVisualDescriptor(),
  'new BasicFilterWithKeys without keys or key values': (pbi) =>
    new pbi.models.BasicFilterWithKeys({ table: 'T', column: 'C' }, 'In', [1], undefined),
  'embed(null, config)': (_pbi, powerbi, v) =>
    powerbi.embed(null, { type: 'report', id: 'R1', embedUrl: v.url.report, accessToken: 'T' }),
  'get(null)': (_pbi, powerbi) => powerbi.get(null),
  'preload(undefined)': (_pbi, powerbi) => powerbi.preload(undefined),
};

const GROUPS: [string, Record<string, PathCall>][] = [
  ['Service', SERVICE],
  ['Embed base', EMBED_BASE],
  ['Report', REPORT],
  ['Page', PAGE],
  ['Visual', VISUAL],
  ['VisualDescriptor', VISUAL_DESCRIPTOR],
  ['BookmarksManager', BOOKMARKS],
  ['Dashboard, Tile, Qna, Create, QuickCreate', OTHER_TYPES],
  ['Filter builders and model filters', FILTERS],
  ['Frame failure answers', FRAME_FAILURES],
  ['Local failures', LOCAL_FAILURES],
];

/**
 * The allow-list: the only paths where ours may give another (better) value, because the
 * reference gives none worth keeping there. Each entry says what the reference does, and the test
 * checks that it really does (a TypeError, or `undefined`), so an entry cannot hide a real difference.
 */
const ALLOWED: Record<string, { reference: 'undefined' | 'TypeError'; why: string }> = {
  // The reference catches the local exception ('target window is not provided', the iframe is
  // gone) and rethrows its `.body`: undefined. Ours rejects with EmbedError (EmbedReset / PostFailed).
  'Local failures › getPages() after powerbi.reset(element)': {
    reference: 'undefined',
    why: 'the reference rejects with the .body of a local exception',
  },
  'Local failures › setFilters([]) after powerbi.reset(element)': {
    reference: 'undefined',
    why: 'the reference rejects with the .body of a local exception',
  },
  'Local failures › getPages() after the app removed the iframe': {
    reference: 'undefined',
    why: 'the reference rejects with the .body of a local exception',
  },
  // postMessage throws a DataCloneError; the reference rethrows its `.body`: undefined.
  'Local failures › setFilters() with a function in the filter (cannot be cloned)': {
    reference: 'undefined',
    why: 'the reference rejects with the .body of the DataCloneError',
  },
  // `find(isActive)` gives undefined, reading `.name` throws, and the reference rethrows `.body`.
  'Local failures › getActivePage() when the frame lists no active page': {
    reference: 'undefined',
    why: 'the reference rejects with the .body of a TypeError',
  },
  // The reference builds { message: 'visualNotFound' } but rethrows its `.body`.
  'Local failures › visual.getVisualDescriptor() of a visual the page does not have': {
    reference: 'undefined',
    why: 'the reference rejects with the .body of its own error object',
  },
  // Iterating `keyValues` when it is undefined.
  'Local failures › new BasicFilterWithKeys without keys or key values': {
    reference: 'TypeError',
    why: 'the reference crashes iterating undefined key values',
  },
  'Local failures › embed(null, config)': { reference: 'TypeError', why: 'the reference reads a property of null' },
  'Local failures › get(null)': { reference: 'TypeError', why: 'the reference reads a property of null' },
  'Local failures › preload(undefined)': { reference: 'TypeError', why: 'the reference reads a property of undefined' },
};

/** One row of the final table. */
interface Row {
  path: string;
  status: 'equal' | 'different' | 'allowed' | 'allow-list broken';
  reference: string;
  ours: string;
  why?: string;
}
const rows: Row[] = [];

/** Whether the reference's outcome is what an allow-list entry says. */
function referenceIsAllowed(outcome: CallOutcome, expected: 'undefined' | 'TypeError'): boolean {
  if (outcome.kind !== 'threw' && outcome.kind !== 'rejected') return false;
  if (expected === 'undefined') return outcome.value?.type === 'undefined';
  return outcome.value?.type === 'error' && outcome.value.ctor === 'TypeError' && outcome.value.name === 'TypeError';
}

/** Compares the outcomes of one group's paths and records the rows. */
function compareGroup(group: string, outcomes: Record<Client, Record<string, CallOutcome>>): Row[] {
  return Object.keys(outcomes.reference).map((name) => {
    const path = `${group} › ${name}`;
    const reference = outcomes.reference[name];
    const ours = outcomes.ours[name];
    const difference = compareOutcomes(reference, ours);
    const allowed = ALLOWED[path];
    const row: Row = {
      path,
      status: 'equal',
      reference: showOutcome(reference),
      ours: showOutcome(ours),
    };
    if (allowed && !referenceIsAllowed(reference, allowed.reference)) {
      row.status = 'allow-list broken';
      row.why = `the reference was expected to give ${allowed.reference} here`;
    } else if (difference) {
      row.status = allowed ? 'allowed' : 'different';
      row.why = allowed ? allowed.why : difference;
    }
    return row;
  });
}

const printRows = (title: string, list: Row[]) =>
  console.log(
    `${title}\n${list
      .map((r) =>
        r.status === 'equal'
          ? `  equal     ${r.path}: ${r.reference}`
          : `  ${r.status.padEnd(9)} ${r.path}\n      reference: ${r.reference}\n      ours:      ${r.ours}\n      (${r.why})`,
      )
      .join('\n')}`,
  );

describe('refusal values: the same call refused the same way by powerbi-client 2.22.4 and ours', {
  timeout: 60_000,
}, () => {
  const hosts = {} as Record<Client, HostPage>;
  /** Ours again, with a default service created with `errors: 'typed'` (see the typed-errors test). */
  let typed: HostPage;
  /** Ours' outcome of every path, by path, for the typed-errors test. */
  const oursByPath: Record<string, CallOutcome> = {};

  beforeAll(async () => {
    const urls = embedUrls();
    await Promise.all(
      CLIENTS.map(async (client) => {
        const host = (hosts[client] = await h.openHost(client));
        await installOutcomeOf(host);
        await host.run(setUpComponents, urls);
        // The frame of `noActivePage` lists its pages with none active.
        const frame = host.page.frames().find((f) => f.url().includes('marker=noActivePage'))!;
        await frame.evaluate(() => void ((window as any).fakeFrame.state.activePage = 'NoSuchPage'));
        await host.settle();
      }),
    );
  }, 60_000);
  afterAll(() => Promise.all([...CLIENTS.map((c) => hosts[c]?.close()), typed?.close()]));

  for (const [group, calls] of GROUPS) {
    it(`[C-COMPAT-01] ${group}: ${Object.keys(calls).length} paths end the same way with the same value`, async () => {
      const [reference, ours] = await Promise.all(CLIENTS.map((c) => runCalls(hosts[c], calls)));
      for (const [name, outcome] of Object.entries(ours)) oursByPath[`${group} › ${name}`] = outcome;
      const groupRows = compareGroup(group, { reference, ours });
      rows.push(...groupRows);
      const failing = groupRows.filter((r) => r.status === 'different' || r.status === 'allow-list broken');
      if (failing.length) printRows(`${group}: ${failing.length} of ${groupRows.length} paths differ`, failing);
      expect(
        failing.map((r) => `${r.path}\n  reference: ${r.reference}\n  ours:      ${r.ours}\n  (${r.why})`),
      ).toEqual([]);
    });
  }

  it("[C-COMPAT-02] page.getVisualByName('missing') rejects with exactly the string 'PowerBIEntityNotFound'", async () => {
    for (const client of CLIENTS) {
      const caught = await hosts[client].run(async (_pbi, _powerbi, _arg, t) => {
        const value = await t.vars.report
          .page('ReportSection1')
          .getVisualByName('missing')
          .then(
            () => 'resolved',
            (e: unknown) => e,
          );
        return { value, type: typeof value, strictlyEqual: value === 'PowerBIEntityNotFound' };
      });
      expect(caught.value, client).toBe('PowerBIEntityNotFound');
      expect(caught.type, client).toBe('string');
      expect(caught.strictlyEqual, client).toBe(true);
    }
  });

  it('[C-COMPAT-01] the comparison tells apart what code comparing rejection values would', async () => {
    // Each pair is pictured in the page (ours), then compared as the differential does.
    const pairs = await hosts.ours.run(async (pbi, _powerbi, _arg, t) => {
      const of = (call: () => unknown) => t.vars.outcomeOf(call, 1000);
      const fail = (value: unknown) => () => Promise.reject(value);
      class LocalEmbedError extends Error {
        override name = 'EmbedError';
        constructor(
          readonly code: string,
          message: string,
        ) {
          super(message);
        }
      }
      const EmbedError = pbi.EmbedError ?? LocalEmbedError;
      class NamedError extends Error {
        override name = 'NamedError';
      }
      const pair = async (a: () => unknown, b: () => unknown) => [await of(a), await of(b)];
      const iframe = '<div><iframe src="http://x/reportEmbed?uid=u" scrolling="no"></iframe></div>';
      const iframeWithTitle =
        '<div><iframe title="Power BI report" src="http://x/reportEmbed?uid=u" scrolling="no"></iframe></div>';
      return {
        different: {
          'string vs Error of the same text': await pair(
            fail('PowerBIEntityNotFound'),
            fail(new Error('PowerBIEntityNotFound')),
          ),
          'string vs EmbedError of the same text': await pair(
            fail('PowerBIEntityNotFound'),
            fail(new EmbedError('InvalidArgument', 'PowerBIEntityNotFound')),
          ),
          'IError array vs one with another message': await pair(
            fail([{ message: 'tokenType property is invalid' }]),
            fail([{ message: 'tokenType is invalid' }]),
          ),
          'IError array vs the same IError alone': await pair(fail([{ message: 'm' }]), fail({ message: 'm' })),
          'Error vs a subclass with another name': await pair(fail(new Error('m')), fail(new NamedError('m'))),
          'Error vs TypeError': await pair(fail(new Error('m')), fail(new TypeError('m'))),
          'Error vs plain object of the same message': await pair(fail(new Error('m')), fail({ message: 'm' })),
          'Error vs Error with an extra own field': await pair(
            fail(new Error('m')),
            fail(Object.assign(new Error('m'), { code: 'InvalidArgument' })),
          ),
          'Error vs Error of another message': await pair(fail(new Error('m')), fail(new Error('m.'))),
          'undefined vs null': await pair(fail(undefined), fail(null)),
          'thrown vs rejected': await pair(() => {
            throw 'x';
          }, fail('x')),
          'rejected vs resolved': await pair(fail('x'), () => Promise.resolve('x')),
          'plain objects with keys in another order': await pair(fail({ a: 1, b: 2 }), fail({ b: 2, a: 1 })),
          'a title outside an iframe tag': await pair(fail('<div></div>'), fail('<div title="t"></div>')),
        },
        equal: {
          'the same string': await pair(fail('PowerBIEntityNotFound'), fail('PowerBIEntityNotFound')),
          'the same Error': await pair(fail(new Error('m')), fail(new Error('m'))),
          'the same IError array': await pair(fail([{ message: 'm' }]), fail([{ message: 'm' }])),
          'frame bodies that differ only by their random request id': await pair(
            fail({ message: 'F', technicalDetails: { requestId: '0a1b2c3d-0000-4000-8000-000000000001' } }),
            fail({ message: 'F', technicalDetails: { requestId: '9f8e7d6c-1111-4111-9111-111111111112' } }),
          ),
          'whole responses that differ only by their tracking id': await pair(
            fail({ statusCode: 500, headers: { id: 'abc12' }, body: { message: 'F' } }),
            fail({ statusCode: 500, headers: { id: 'xyz98' }, body: { message: 'F' } }),
          ),
          "ours' iframe title in a quoted outerHTML": await pair(
            fail(new Error(iframe)),
            fail(new Error(iframeWithTitle)),
          ),
        },
      };
    });
    const verdicts = (group: Record<string, unknown[]>) =>
      Object.fromEntries(
        Object.entries(group).map(([name, [reference, ours]]) => [
          name,
          compareOutcomes(reference as CallOutcome, ours as CallOutcome) ? 'different' : 'equal',
        ]),
      );
    expect(verdicts(pairs.different)).toEqual(
      Object.fromEntries(Object.keys(pairs.different).map((name) => [name, 'different'])),
    );
    expect(verdicts(pairs.equal)).toEqual(Object.fromEntries(Object.keys(pairs.equal).map((name) => [name, 'equal'])));
    // The allow-list check itself: a string where the reference is said to give undefined is refused.
    expect(referenceIsAllowed({ kind: 'rejected', value: { type: 'string', value: 'x' } }, 'undefined')).toBe(false);
    expect(
      referenceIsAllowed(
        { kind: 'threw', value: { type: 'error', ctor: 'Error', name: 'Error', message: 'x', entries: [] } },
        'TypeError',
      ),
    ).toBe(false);
  });

  it("[C-COMPAT-03] with errors: 'typed', every refusal of the service's calls is an EmbedError whose detail is the default value", async () => {
    typed = await h.openHost('ours', {
      script: "window.powerbi = new window['powerbi-client'].Service({ errors: 'typed' });",
    });
    await installOutcomeOf(typed);
    await typed.run(setUpComponents, embedUrls());
    const frame = typed.page.frames().find((f) => f.url().includes('marker=noActivePage'))!;
    await frame.evaluate(() => void ((window as any).fakeFrame.state.activePage = 'NoSuchPage'));
    await typed.settle();
    // The filter classes belong to @org/embed-models and have no service: they always throw the reference's Error.
    const groups = GROUPS.filter(([group]) => group !== 'Filter builders and model filters');
    const mismatches: string[] = [];
    let refusals = 0;
    for (const [group, calls] of groups) {
      const outcomes = await runCalls(typed, calls);
      for (const [name, outcome] of Object.entries(outcomes)) {
        const path = `${group} › ${name}`;
        const byDefault = oursByPath[path];
        // This path builds a service of its own (with the default errors), not the typed one.
        if (path === "Service › embed: an element whose component is not in this service's list") continue;
        if (!byDefault || (byDefault.kind !== 'threw' && byDefault.kind !== 'rejected')) continue;
        // Our own EmbedErrors (timeouts, resets, posts that failed) are the same in both modes;
        // any other refusal must be an EmbedError carrying the default value as its detail.
        const value = byDefault.value!;
        const ownError = value.type === 'error' && value.ctor === 'EmbedError';
        const got = outcome.value;
        const detail = got?.type === 'error' ? got.entries.find(([key]) => key === 'detail')?.[1] : undefined;
        // A TypeError is a crash on a wrong argument (null for an element), not a refusal: it stays.
        const crash = value.type === 'error' && value.ctor === 'TypeError';
        // Both pictures are ours: normalise both the same way (random ids, our iframe's title).
        const same = (a: CallOutcome, b: CallOutcome) =>
          firstDifference(normalizeOutcome(a, 'ours'), normalizeOutcome(b, 'ours'));
        const difference =
          ownError || crash
            ? same(byDefault, outcome)
            : got?.type !== 'error' || got.ctor !== 'EmbedError'
              ? `not an EmbedError: ${showOutcome(outcome)}`
              : same(byDefault, { kind: outcome.kind, value: detail });
        refusals++;
        if (difference) {
          mismatches.push(`${path}\n  default: ${showOutcome(byDefault)}\n  typed:   ${showOutcome(outcome)}`);
        }
      }
    }
    console.log(
      `typed errors: ${refusals} refusals checked, ${mismatches.length} not an EmbedError with the default value as detail`,
    );
    expect(refusals).toBeGreaterThan(150);
    expect(mismatches).toEqual([]);
  });

  it('[C-COMPAT-01] summary: every path compared, differences listed', () => {
    const total = GROUPS.reduce((sum, [, calls]) => sum + Object.keys(calls).length, 0);
    const count = (status: Row['status']) => rows.filter((r) => r.status === status).length;
    printRows(
      `refusal paths compared: ${rows.length} of ${total} (${count('equal')} equal, ${count('allowed')} allowed, ` +
        `${count('different')} different, ${count('allow-list broken')} allow-list entries broken)`,
      // The whole table with REFUSAL_TABLE=1; by default only the paths that are not equal.
      process.env.REFUSAL_TABLE ? rows : rows.filter((r) => r.status !== 'equal'),
    );
    expect(rows.length).toBe(total);
    expect(Object.keys(ALLOWED).filter((path) => !rows.some((r) => r.path === path))).toEqual([]);
    expect(rows.filter((r) => r.status === 'different' || r.status === 'allow-list broken').map((r) => r.path)).toEqual(
      [],
    );
  });
});
