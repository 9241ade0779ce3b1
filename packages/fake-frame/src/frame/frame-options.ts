import type { UnknownReports } from '../estate/estate';
import type { BootCostOptions } from './boot-cost';

/** A route the frame should fail, and the status it answers with. */
export interface RouteFailure {
  /** `METHOD /path` or just `/path` (every method); `:name` segments match one segment, `*` the rest. */
  route: string;
  status: number;
}

/** How the frame behaves: the switches tests use, settable by URL query or by `startFakeFrame` options. */
export interface BehaviourOptions extends BootCostOptions {
  /** Routes that are never answered (`GET /report/pages`, `/report/load`, …). Query: `hang=<route>[,<route>]`. */
  hang?: string[];
  /** Routes answered with an error status and an IError body. Query: `fail=<route>:<status>[,…]`. */
  fail?: RouteFailure[];
  /** Milliseconds to wait before every answer (and so before the events that follow it). Query: `delay=<ms>`. */
  delay?: number;
  /** The access token of the load has expired: the load posts a TokenExpired `error` event. Query: `tokenExpired=1`. */
  tokenExpired?: boolean;
  /** Milliseconds after a load (or token update) at which the token expires. Query: `expireTokenAfter=<ms>`. */
  expireTokenAfter?: number;
  /** Do not post `POST /ready/<uid>` on start. Query: `noReady=1`. */
  noReady?: boolean;
  /**
   * Hold the page's `load` event until the host has answered `POST /ready/<uid>`, so the host sees the
   * ready signal before the iframe's `load` at any machine speed (else their order is a race between
   * two processes). Query: `loadAfterReady=1`.
   */
  loadAfterReady?: boolean;
  /** Ask the host's `preQuery` hook before each render and show its answer. Query: `preQuery=1`. */
  preQuery?: boolean;
  /**
   * URL of a JWKS: verify every access token (ES256 signature, `aud` = the frame's origin, `exp`,
   * the URL's `reportId` in `reportIds`) as the API's local embed tokens are made, and expire the
   * token at its `exp`. Query: `verifyTokens=<url>`.
   */
  verifyTokens?: string;
  // The boot cost (see boot-cost.ts). Query: `bootCost=1` (the defaults 1200/400/300 ms) and/or
  // `bootMs=<ms>`, `loadMs=<ms>`, `renderMs=<ms>`. Off by default.
}

/** Everything `startFakeFrame` accepts; the behaviour switches can also come from the frame's URL. */
export interface FakeFrameOptions extends BehaviourOptions {
  /** The uid events and `/ready` use until a load names another; default: the `uid` query parameter. */
  uid?: string;
  /** Origins the parent may have (default: any; the first message fixes the parent's origin). Query: `allowedOrigins=a,b`. */
  allowedOrigins?: string[];
  /** Log every message with console.log. Query: `logMessages=1`. */
  logMessages?: boolean;
  /** Milliseconds the frame waits for the host to answer its own requests (events, hooks). Default 10 000. */
  requestTimeout?: number;
  /**
   * What a load of a report id the estate does not know gets: the sample report (`'sample'`, the
   * default) or the service's not-found `error` event (`'notFound'`). Query: `unknownReports=notFound`.
   */
  unknownReports?: UnknownReports;
  /**
   * Reports from JSON definitions (`report-definition.schema.json`), served for their `id` before the
   * estate's; the page a server with `reports` serves lists its own too. An invalid one throws a
   * `ReportDefinitionError` naming each problem's field path.
   */
  reports?: readonly unknown[];
  /** The window the frame talks to; default `window.parent`. */
  parent?: Window;
  /** Where the report is rendered; default: an element appended to `document.body`. */
  root?: HTMLElement;
  /** Which embed page this is (`reportEmbed`, `dashboardEmbed`, …); default: from `location.pathname`. */
  endpoint?: string;
}

const TRUE = new Set(['1', 'true', 'yes', '']);
const list = (values: string[]) =>
  values
    .flatMap((v) => v.split(','))
    .map((v) => v.trim())
    .filter(Boolean);

function nonNegative(value: string | null): number | undefined {
  if (value === null || value.trim() === '') return undefined;
  const n = Number(value);
  return Number.isFinite(n) && n >= 0 ? n : undefined;
}

/** Parses `GET /report/pages:500` (the status is the last `:<digits>`); undefined when there is no status. */
export function parseFailure(text: string): RouteFailure | undefined {
  const match = /^(.*):(\d{3})$/.exec(text.trim());
  if (!match || !match[1].trim()) return undefined;
  return { route: match[1].trim(), status: Number(match[2]) };
}

/** Reads the behaviour switches and frame options from a query string (`?hang=…&delay=…`). Unknown keys are ignored. */
export function parseFrameQuery(query: string | URLSearchParams): FakeFrameOptions {
  const params = typeof query === 'string' ? new URLSearchParams(query) : query;
  const flag = (name: string) => (params.has(name) ? TRUE.has((params.get(name) ?? '').toLowerCase()) : undefined);
  const options: FakeFrameOptions = {};
  const hang = list(params.getAll('hang'));
  if (hang.length) options.hang = hang;
  const fail = list(params.getAll('fail'))
    .map(parseFailure)
    .filter((f): f is RouteFailure => !!f);
  if (fail.length) options.fail = fail;
  const delay = nonNegative(params.get('delay'));
  if (delay !== undefined) options.delay = delay;
  const expireTokenAfter = nonNegative(params.get('expireTokenAfter'));
  if (expireTokenAfter !== undefined) options.expireTokenAfter = expireTokenAfter;
  for (const name of ['bootMs', 'loadMs', 'renderMs'] as const) {
    const value = nonNegative(params.get(name));
    if (value !== undefined) options[name] = value;
  }
  for (const name of ['tokenExpired', 'noReady', 'loadAfterReady', 'preQuery', 'logMessages', 'bootCost'] as const) {
    const value = flag(name);
    if (value !== undefined) options[name] = value;
  }
  const verifyTokens = params.get('verifyTokens');
  if (verifyTokens) options.verifyTokens = verifyTokens;
  const unknownReports = params.get('unknownReports');
  if (unknownReports === 'sample' || unknownReports === 'notFound') options.unknownReports = unknownReports;
  const uid = params.get('uid');
  if (uid) options.uid = uid;
  const allowedOrigins = list(params.getAll('allowedOrigins'));
  if (allowedOrigins.length) options.allowedOrigins = allowedOrigins;
  return options;
}
