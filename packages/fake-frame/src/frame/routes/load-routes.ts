import type { RouteRequest, RouteResponse } from '@org/embed-client/transport';
import {
  validateCreateReport,
  validateDashboardLoad,
  validateLoadQnaConfiguration,
  validatePaginatedReportLoad,
  validateQuickCreate,
  validateReportLoad,
  validateTileLoad,
  type IError,
} from '@org/embed-models';
import { reportFor } from '../../estate/estate';
import { SAMPLE_REPORT, type ReportDefinition } from '../../report/report-definition';
import type { FrameContext } from '../frame-context';
import { invalidInput, reportNotFoundError, requestId, tokenExpiredError } from '../frame-errors';
import { askQuestion } from './qna-routes';
import { applyLoadBookmark } from '../bookmark-state';
import { parameterValuesOf } from '../paginated-state';
import { pageOf, pagesOf, type EmbedKind, type FrameState } from '../frame-state';

type Config = Record<string, unknown>;
type Validate = (input: unknown) => { message: string }[] | undefined;

/** The load-type requests of the protocol, the kind each loads, and whether it only prepares. */
const LOADS: { path: string; kind: EmbedKind; prepareOnly?: boolean }[] = [
  { path: '/report/load', kind: 'report' },
  { path: '/report/prepare', kind: 'report', prepareOnly: true },
  { path: '/dashboard/load', kind: 'dashboard' },
  { path: '/tile/load', kind: 'tile' },
  { path: '/qna/load', kind: 'qna' },
  { path: '/report/create', kind: 'create' },
  { path: '/quickcreate', kind: 'quickCreate' },
];

const isPaginated = (state: FrameState, config: Config) =>
  state.endpoint.toLowerCase() === 'rdlembed' || /\/rdlEmbed\?/i.test(String(config.embedUrl ?? ''));

function validatorOf(kind: EmbedKind, state: FrameState, config: Config): Validate {
  switch (kind) {
    case 'dashboard':
      return validateDashboardLoad;
    case 'tile':
      return validateTileLoad;
    case 'qna':
      return validateLoadQnaConfiguration;
    case 'create':
      return validateCreateReport;
    case 'quickCreate':
      return validateQuickCreate;
    default:
      return isPaginated(state, config) ? validatePaginatedReportLoad : validateReportLoad;
  }
}

/** The kind a config of a frontload announces with its `type` (`report`, `dashboard`, …). */
function kindOfType(type: unknown): EmbedKind {
  const known: Record<string, EmbedKind> = {
    report: 'report',
    visual: 'visual',
    dashboard: 'dashboard',
    tile: 'tile',
    qna: 'qna',
  };
  return known[String(type).toLowerCase()] ?? 'report';
}

/** The report id a load names: its config's `id`, else the frame URL's `reportId` (none after a bootstrap). */
const reportIdOf = (ctx: FrameContext, config: Config) =>
  typeof config.id === 'string' && config.id ? config.id : ctx.urlReportId;

/**
 * The report a load of `kind` opens: for a report (or a visual of one) the estate's report of its
 * id, else what the `unknownReports` option says (the sample report, or undefined: not found).
 * Dashboards, tiles, Q&A and authoring work on the sample dataset.
 */
function reportOfLoad(ctx: FrameContext, kind: EmbedKind, config: Config): ReportDefinition | undefined {
  if (kind === 'create' || kind === 'quickCreate') {
    // A create on the dataset of a JSON definition (`dataset.id`) authors on that report's tables.
    const own = [...ctx.ownReports.values()].find((r) => r.dataset && r.dataset.id === config.datasetId);
    return own ?? SAMPLE_REPORT;
  }
  if (kind !== 'report' && kind !== 'visual') return SAMPLE_REPORT;
  return reportFor(reportIdOf(ctx, config), ctx.options.unknownReports, ctx.ownReports);
}

/** Takes over a valid load config: the report, and the page, filters, settings and mode it asks for. */
function applyConfig(
  state: FrameState,
  kind: EmbedKind,
  config: Config,
  headers: Record<string, unknown>,
  report: ReportDefinition,
): void {
  if (typeof headers.uid === 'string' && headers.uid) state.uid = headers.uid;
  state.kind = kind === 'report' && config.type === 'visual' ? 'visual' : kind;
  state.config = config;
  state.accessToken = typeof config.accessToken === 'string' ? config.accessToken : state.accessToken;
  state.tokenProviderSupplied = headers.tokenProviderSupplied === true;
  state.settings = config.settings && typeof config.settings === 'object' ? { ...(config.settings as Config) } : {};
  state.viewMode = config.viewMode === 1 || config.viewMode === 'edit' ? 'edit' : 'view';
  state.report = report;
  state.pages = pagesOf(report);
  state.activePage = pageOf(state, String(config.pageName))?.name ?? state.pages[0].name;
  state.pageFilters = {};
  state.visualFilters = {};
  state.slicers = {};
  state.sorts = {};
  state.theme = {};
  state.playMode = 0;
  state.question = typeof config.question === 'string' ? config.question : undefined;
  const filters = config.filters as unknown;
  if (Array.isArray(filters)) {
    state.reportFilters = [...filters];
  } else if (filters && typeof filters === 'object') {
    // The `{ allPages, currentPage }` form of a load's filters.
    const { allPages, currentPage } = filters as { allPages?: unknown; currentPage?: unknown };
    state.reportFilters = Array.isArray(allPages) ? [...allPages] : [];
    if (Array.isArray(currentPage)) state.pageFilters[state.activePage] = [...currentPage];
  } else {
    state.reportFilters = [];
  }
  // A bookmark of the load (`{ name }` or `{ state }`) opens the report on its page and filters.
  applyLoadBookmark(state, config.bookmark);
  state.paginated = isPaginated(state, config)
    ? { page: 1, parameters: parameterValuesOf(config.parameterValues) }
    : undefined;
  state.reportName = report.displayName;
  state.unsavedChanges = false;
  state.correlationId = requestId();
  state.lastError = undefined;
}

function fail(ctx: FrameContext, res: RouteResponse, error: IError): void {
  ctx.state.phase = 'failed';
  ctx.state.lastError = error;
  ctx.render();
  res.send(400, error);
  ctx.afterReply(() => void ctx.postEvent('error', error));
}

/** Registers the load routes: load, prepare + render, frontload, dashboard, tile, Q&A, create and quick create. */
export function registerLoadRoutes(ctx: FrameContext): void {
  const { state } = ctx;
  // Counts loads and render requests, so a superseded one posts no events after its costs.
  let loads = 0;
  // The report a frontload started loading, and when: its load then only pays the rest of `loadMs`.
  let frontloaded: { id: string | undefined; at: number } | undefined;

  for (const load of LOADS) {
    ctx.route('POST', load.path, async (req: RouteRequest, res: RouteResponse) => {
      const config = req.body as Config;
      if (!config || typeof config !== 'object' || Array.isArray(config)) {
        return fail(ctx, res, invalidInput('input must be an object', 'load configuration'));
      }
      const errors = validatorOf(load.kind, state, config)(config);
      if (errors) return fail(ctx, res, invalidInput(errors, 'load configuration'));
      const report = reportOfLoad(ctx, load.kind, config);
      // A report that does not exist still has its load accepted; the error event follows.
      applyConfig(state, load.kind, config, req.headers, report ?? SAMPLE_REPORT);
      if (!report) state.reportName = '';
      const current = ++loads;
      const verdict = await ctx.verifyToken(config.accessToken);
      res.send(202, {});
      // A newer load came while this one's token was checked: the frame shows that one, and its
      // events (which carry the newer load's uid) are the newer load's to post.
      if (current !== loads) return;
      // With a boot cost this goes on after the answer (the router posts it when the handler returns).
      const settle = async () => {
        if (ctx.bootCost.loadMs > 0) {
          // The boot cost's per-load part: the service fetches the report before it says anything.
          state.phase = 'loading';
          ctx.render();
          const id = reportIdOf(ctx, config);
          const started = frontloaded && frontloaded.id === id ? frontloaded.at : Date.now();
          frontloaded = undefined;
          await ctx.wait(Math.max(0, started + ctx.bootCost.loadMs - Date.now()));
          // A newer load (an in-place switch) replaced this one: its events are the newer load's.
          if (current !== loads) return;
        }
        const refusal = state.tokenExpired
          ? tokenExpiredError()
          : !verdict.ok
            ? verdict.error
            : report
              ? undefined
              : reportNotFoundError(String(reportIdOf(ctx, config)));
        if (refusal) {
          // The real service accepts the request, then reports a bad or expired token as the `error` event.
          state.phase = 'failed';
          state.tokenExpired = refusal.message === 'TokenExpired';
          state.lastError = refusal;
          ctx.render();
          ctx.afterReply(() => void ctx.postEvent('error', refusal));
          return;
        }
        ctx.restartTokenClock(verdict.ok ? verdict.expiresAt : undefined);
        if (load.prepareOnly || ctx.bootCost.renderMs > 0) {
          // Loaded, not yet drawn: `loaded` now, `rendered` after the render cost (or a render request).
          state.phase = 'prepared';
          ctx.render();
          ctx.afterReply(() => void ctx.postEvent('loaded'));
          if (load.prepareOnly) return;
          await ctx.wait(ctx.bootCost.renderMs);
          if (current !== loads) return;
          state.phase = 'rendered';
          ctx.render();
          void ctx.postEvent('rendered');
        } else {
          state.phase = 'rendered';
          ctx.render();
          ctx.afterReply(() => {
            void ctx.postEvent('loaded');
            void ctx.postEvent('rendered');
          });
        }
        if (state.kind === 'tile')
          ctx.afterReply(() => void ctx.postEvent('tileLoaded', { tileId: String(config.id ?? '') }));
        if (state.kind === 'qna' && state.question) askQuestion(ctx, state.question);
      };
      void settle();
    });
  }

  ctx.route('POST', '/report/render', (_req, res) => {
    if (!state.config) return fail(ctx, res, invalidInput('render was requested before a report was prepared'));
    const current = ++loads;
    if (ctx.bootCost.renderMs > 0) {
      res.send(202, {});
      // After the answer: the router posts it when this handler returns.
      void ctx.wait(ctx.bootCost.renderMs).then(() => {
        if (current !== loads) return;
        state.phase = 'rendered';
        ctx.render();
        void ctx.postEvent('rendered');
      });
      return;
    }
    state.phase = 'rendered';
    ctx.render();
    res.send(202, {});
    ctx.afterReply(() => void ctx.postEvent('rendered'));
  });

  // The real service starts loading as soon as the host sends the config on /ready, before the
  // load request itself; the events still follow the load request, so their order never changes.
  // With a boot cost, a load of the frontloaded report then only pays what is left of `loadMs`.
  ctx.route('POST', '/frontload/config', (req, res) => {
    const config = req.body as Config;
    if (!config || typeof config !== 'object') return res.send(400, invalidInput('input must be an object'));
    const kind = kindOfType(config.type);
    const errors = validatorOf(kind, state, config)(config);
    if (errors) return res.send(400, invalidInput(errors, 'load configuration'));
    // The head start comes too late once a load has arrived (the host's iframe `load` can beat the
    // frame's `ready`): the load is what the frame shows, so a late frontload changes nothing.
    if (loads > 0) return res.send(202, {});
    applyConfig(state, kind, config, req.headers, reportOfLoad(ctx, kind, config) ?? SAMPLE_REPORT);
    frontloaded = { id: reportIdOf(ctx, config), at: Date.now() };
    if (!state.tokenExpired) {
      state.phase = 'prepared';
      ctx.render();
    }
    res.send(202, {});
  });
}
