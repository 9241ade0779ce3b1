import type { HttpMethod, ResponseMessage, RouteHandler } from '@org/embed-client/transport';
import type { ReportDefinition } from '../report/report-definition';
import type { DataTables } from '../report/report-model';
import type { BootCost } from './boot-cost';
import type { FakeFrameOptions } from './frame-options';
import type { FrameState } from './frame-state';
import type { TokenVerdict } from './token-verifier';

/** Where an event happened: the report, one of its pages, or a visual on a page. */
export interface EventScope {
  pageName?: string;
  visualName?: string;
}

/** What the route files get: the state, the data, and the frame's ways to answer and to talk to the host. */
export interface FrameContext {
  readonly state: FrameState;
  readonly options: FakeFrameOptions;
  /** The reports of JSON definitions (the `reports` option and the page's), keyed by lower-case id. */
  readonly ownReports: ReadonlyMap<string, ReportDefinition>;
  /** The `reportId` of the frame's URL (none after a bootstrap, whose URL names no report). */
  readonly urlReportId?: string;
  /** The boot cost in force: the load routes wait `loadMs` before `loaded`, `renderMs` before `rendered`. */
  readonly bootCost: Readonly<BootCost>;
  /** Resolves after `ms` milliseconds. */
  wait(ms: number): Promise<unknown>;
  /** The dataset of the report in the frame (`state.report`). */
  readonly data: DataTables;
  /** Registers a route whose answers obey the behaviour switches (hang, fail, delay). */
  route(method: HttpMethod, pattern: string, handler: RouteHandler): void;
  /** Re-renders the frame's content from the state. */
  render(): void;
  /** Runs `task` once the answer being built has been posted (so events follow their answer). */
  afterReply(task: () => void): void;
  /** Posts an event to the host (`POST <prefix>/events/<name>`); resolves undefined when it is not answered. */
  postEvent(name: string, value?: unknown, scope?: EventScope): Promise<ResponseMessage | undefined>;
  /** Asks a hook of the host (`POST /reports/<uid>/eventHooks/<name>`); resolves undefined on failure. */
  callHook(name: string, body?: unknown): Promise<ResponseMessage | undefined>;
  /**
   * (Re)starts the token's expiry clock after a load or a token update (with `expireTokenAfter`,
   * or at `expiresAt`, the verified token's expiry in epoch ms).
   */
  restartTokenClock(expiresAt?: number): void;
  /** Checks an access token (with `verifyTokens`); without it every token passes, with no known expiry. */
  verifyToken(token: unknown): Promise<TokenVerdict | { ok: true; expiresAt?: undefined }>;
}
