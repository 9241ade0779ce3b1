import { HttpPostMessage, MessageProxy, ParentPeer, Router, type ResponseMessage } from '@org/embed-client/transport';
import { ownReports } from '../definitions/own-reports';
import { reportFor } from '../estate/estate';
import { Behaviour } from './behaviour';
import { holdLoad } from './hold-load';
import { pageReports } from './page-reports';
import { paginatedPageCount } from './paginated-view';
import { resolveBootCost, type BootCost } from './boot-cost';
import type { EventScope, FrameContext } from './frame-context';
import { forcedFailure, invalidInput, tokenExpiredError } from './frame-errors';
import { parseFrameQuery, type FakeFrameOptions } from './frame-options';
import { dataOf, eventsPrefix, initialState, pageOf, type FrameState } from './frame-state';
import { dashboardTiles, FrameView } from './frame-view';
import { ROUTE_GROUPS } from './routes/index';
import { askQuestion } from './routes/qna-routes';
import { visualKey } from './effective-filters';
import { describePage, describeVisual } from './routes/page-routes';
import { TokenClock } from './token-clock';
import { createTokenVerifier } from './token-verifier';
import { slicerTarget } from './visual-content';

/** A running fake frame: its state, and ways for tests to make it talk to the host. */
export interface FakeFrame {
  /** The live state (page, filters, settings, token, …); read it, change it through requests. */
  readonly state: Readonly<FrameState>;
  /** The options in force (URL query merged with the given options). */
  readonly options: Readonly<FakeFrameOptions>;
  /** The boot cost in force (all 0 unless turned on; see boot-cost.ts). */
  readonly bootCost: Readonly<BootCost>;
  /** Posts an event to the host, as the real frame does (`dataSelected`, `error`, …). */
  postEvent(name: string, value?: unknown, scope?: EventScope): Promise<ResponseMessage | undefined>;
  /** Calls one of the host's event hooks (`preQuery`, `newAccessToken`) and returns its answer. */
  callHook(name: string, body?: unknown): Promise<ResponseMessage | undefined>;
  /** Clicks a tile of a dashboard or tile embed (by its id, the name of its visual), which posts `tileClicked`. */
  clickTile(tileId: string): void;
  /** Asks a question in a Q&A embed, as typing it and pressing Enter does (posts `visualRendered`). */
  ask(question: string): void;
  /** Stops listening, clears timers and empties the frame's content. */
  stop(): void;
}

const DEFAULT_FRAME_REQUEST_TIMEOUT = 10_000;
const never = () => new Promise<never>(() => undefined);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const metaContent = (name: string) => document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content;

/**
 * Options the serving page sets for every frame it serves (`startFakeFrameServer({ verifyTokens,
 * bootCost, … })`): the JWKS URL, and the boot cost as a query string (`bootMs=…&loadMs=…`).
 */
function pageOptions(): FakeFrameOptions {
  const verifyTokens = metaContent('fake-frame-verify-tokens');
  const bootCost = metaContent('fake-frame-boot-cost');
  const unknownReports = metaContent('fake-frame-unknown-reports');
  const { bootMs, loadMs, renderMs } = bootCost ? parseFrameQuery(bootCost) : {};
  return {
    ...(verifyTokens ? { verifyTokens } : {}),
    ...(unknownReports === 'sample' || unknownReports === 'notFound' ? { unknownReports } : {}),
    ...(bootMs !== undefined ? { bootMs } : {}),
    ...(loadMs !== undefined ? { loadMs } : {}),
    ...(renderMs !== undefined ? { renderMs } : {}),
  };
}

function endpointOf(pathname: string): string {
  return pathname.split('/').filter(Boolean).pop() ?? 'reportEmbed';
}

/**
 * Starts the frame side of the embed protocol in this window: answers the host's requests like the
 * Power BI service, renders the sample report and posts `/ready/<uid>` to the parent. The behaviour
 * switches come from the URL query, overridden by `options`.
 */
export function startFakeFrame(options: FakeFrameOptions = {}): FakeFrame {
  const settings: FakeFrameOptions = { ...pageOptions(), ...parseFrameQuery(location.search), ...options };
  const parent = settings.parent ?? window.parent;
  const preview = parent === window;
  const bootCost = resolveBootCost(settings);
  // The scripts are ready `bootMs` after the page's navigation began. A server with a boot cost has
  // already held the script back that long (which also holds the iframe's `load` event); a page
  // served otherwise waits for the rest here: requests are queued, not lost, until then.
  const booted = bootCost.bootMs > performance.now() ? sleep(bootCost.bootMs - performance.now()) : Promise.resolve();
  const urlReportId = new URLSearchParams(location.search).get('reportId') || undefined;
  const own = ownReports([...pageReports(), ...(settings.reports ?? [])]);
  const state = initialState(
    settings.uid ?? '',
    settings.endpoint ?? endpointOf(location.pathname),
    reportFor(urlReportId, settings.unknownReports, own),
  );
  state.tokenExpired = !!settings.tokenExpired;
  const behaviour = new Behaviour(settings);
  const proxy = new MessageProxy({
    name: 'fake-frame',
    logMessages: settings.logMessages,
    peers: new ParentPeer({ parent, allowedOrigins: settings.allowedOrigins }),
    requestTimeout: settings.requestTimeout ?? DEFAULT_FRAME_REQUEST_TIMEOUT,
  });
  const hpm = new HttpPostMessage(proxy, {}, parent);
  const router = new Router(proxy);
  const removers: (() => void)[] = [];
  const verifier = settings.verifyTokens
    ? createTokenVerifier({ jwksUrl: settings.verifyTokens, audience: location.origin })
    : undefined;
  // The report a token must open: the one the latest load names (another report loaded into the
  // same frame needs a token for that report), else the embed URL's.
  const reportId = () => (typeof state.config?.id === 'string' ? state.config.id : undefined) ?? urlReportId;
  const verifyToken: FrameContext['verifyToken'] = (token) =>
    verifier ? verifier(token, reportId()) : Promise.resolve({ ok: true });

  const root = settings.root ?? document.body.appendChild(document.createElement('div'));
  const send = async (url: string, body: unknown) => {
    // A frame opened on its own (no parent) has nobody to talk to.
    if (preview) return undefined;
    return hpm.post(url, body).catch(() => undefined);
  };

  const ctx: FrameContext = {
    state,
    options: settings,
    ownReports: own,
    urlReportId,
    bootCost,
    wait: sleep,
    get data() {
      return dataOf(state.report);
    },
    route(method, pattern, handler) {
      removers.push(
        router.add(method, pattern, async (req, res) => {
          await booted;
          const path = req.url.split('?')[0];
          if (behaviour.hang(method, path)) return never();
          if (behaviour.delay > 0) await sleep(behaviour.delay);
          const status = behaviour.failure(method, path);
          if (status !== undefined) return res.send(status, forcedFailure(status, method, path));
          try {
            return await handler(req, res);
          } catch (error) {
            // Input no route expected (a null body, a string where an object belongs) is the
            // caller's mistake: answer it instead of leaving the request pending.
            res.send(400, invalidInput(error instanceof Error ? error.message : String(error)));
          }
        }),
      );
    },
    render() {
      view.render(state);
      if (settings.preQuery && state.phase === 'rendered') askPreQuery();
    },
    afterReply: (task) => void setTimeout(task, 0),
    postEvent: (name, value, scope: EventScope = {}) => {
      let path = eventsPrefix(state.kind, state.uid);
      if (scope.pageName) path += `/pages/${scope.pageName}`;
      if (scope.pageName && scope.visualName) path += `/visuals/${scope.visualName}`;
      return send(`${path}/events/${name}`, value);
    },
    callHook: (name, body = {}) => send(`/reports/${state.uid}/eventHooks/${name}`, body),
    restartTokenClock: (expiresAt) => clock.restart(expiresAt === undefined ? undefined : expiresAt - Date.now()),
    verifyToken,
  };

  // With `preQuery`, every render first asks the host for its application context, as a query would.
  const askPreQuery = () =>
    void ctx.callHook('preQuery', { pageName: state.activePage }).then((answer) => {
      if (answer?.statusCode !== 200) return;
      state.applicationContext = answer.body;
      view.render(state);
    });

  const clock = new TokenClock(settings.expireTokenAfter, async () => {
    if (state.tokenProviderSupplied) {
      const answer = await ctx.callHook('newAccessToken', {});
      const verdict =
        answer && typeof answer.body === 'string' && answer.body ? await verifyToken(answer.body) : undefined;
      if (verdict?.ok) {
        state.accessToken = answer!.body as string;
        ctx.restartTokenClock(verdict.expiresAt);
        return;
      }
    }
    state.tokenExpired = true;
    void ctx.postEvent('error', tokenExpiredError());
  });

  const view = new FrameView(root, {
    selectPage(pageName) {
      const page = pageOf(state, pageName);
      if (!page || page.name === state.activePage) return;
      state.activePage = page.name;
      ctx.render();
      void ctx.postEvent('pageChanged', { newPage: describePage(page, true) });
    },
    selectDataPoint(pageName, visual, column, label, value) {
      const page = pageOf(state, pageName)!;
      const target = { table: visual.table, column };
      void ctx.postEvent('dataSelected', {
        visual: describeVisual(visual),
        page: describePage(page, page.name === state.activePage),
        report: { id: String(state.config?.id ?? ''), displayName: state.reportName },
        dataPoints: [
          {
            identity: [{ target, equals: label }],
            values: [{ target: { ...target }, value, formattedValue: String(value) }],
          },
        ],
        regions: [],
        filters: [],
      });
    },
    clickTile(tileId) {
      const tile = dashboardTiles(state.pages).find((t) => t.visual.name === tileId);
      if (!tile) return;
      void ctx.postEvent('tileClicked', {
        tileId,
        pageName: tile.page.name,
        url: `${location.origin}/reportEmbed?pageName=${tile.page.name}`,
      });
    },
    ask: (question) => askQuestion(ctx, question),
    triggerCommand(command, pageName, visual) {
      void ctx.postEvent('commandTriggered', {
        command,
        visualName: visual.name,
        visual: describeVisual(visual),
        page: describePage(pageOf(state, pageName)!, pageName === state.activePage),
      });
    },
    showPaginatedPage(page) {
      if (!state.paginated) return;
      state.paginated.page = Math.min(Math.max(1, page), paginatedPageCount(state));
      ctx.render();
    },
    applyParameters(values) {
      if (!state.paginated) return;
      state.paginated = { page: 1, parameters: values };
      ctx.render();
    },
    slice(pageName, visual, values) {
      const target = slicerTarget(visual);
      const filters = values.length
        ? [{ $schema: 'http://powerbi.com/product/schema#basic', target, filterType: 1, operator: 'In', values }]
        : [];
      state.slicers[visualKey(pageName, visual.name)] = { filters, targets: [target] };
      state.unsavedChanges = true;
      ctx.render();
    },
  });

  for (const register of ROUTE_GROUPS) register(ctx);
  proxy.start();

  if (preview) {
    // Opened directly (not in a frame): show the sample report so it can be looked at.
    state.kind = 'report';
    state.phase = 'rendered';
  }
  ctx.render();
  if (!settings.noReady && !preview && state.uid) {
    const release = settings.loadAfterReady ? holdLoad() : undefined;
    void booted.then(() => send(`/ready/${state.uid}`, undefined)).finally(release);
  }

  return {
    state,
    options: settings,
    bootCost,
    postEvent: ctx.postEvent,
    callHook: ctx.callHook,
    clickTile: (tileId) => view.actions.clickTile(tileId),
    ask: (question) => view.actions.ask(question),
    stop() {
      clock.stop();
      for (const remove of removers.splice(0)) remove();
      proxy.stop();
      root.replaceChildren();
    },
  };
}
