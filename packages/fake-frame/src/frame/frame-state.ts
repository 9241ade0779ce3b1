import type { IError } from '@org/embed-models';
import {
  SAMPLE_REPORT,
  type PageDefinition,
  type ReportDefinition,
  type VisualDefinition,
} from '../report/report-definition';
import type { DataTables } from '../report/report-model';
import { requestId } from './frame-errors';
import type { PaginatedState } from './paginated-state';

/** What was loaded into the frame, which decides the events prefix and what is rendered. */
export type EmbedKind = 'report' | 'visual' | 'dashboard' | 'tile' | 'qna' | 'create' | 'quickCreate';

/** Where the embed is in its lifecycle. */
export type FramePhase = 'waiting' | 'loading' | 'prepared' | 'rendered' | 'failed';

/** Everything the frame knows about its embed; the routes read and change it, the view renders it. */
export interface FrameState {
  /** The uid of events and hooks: the URL's, then the `uid` header of the latest load. */
  uid: string;
  /** The embed page of the frame (`reportEmbed`, `rdlEmbed`, `dashboardEmbed`, …). */
  endpoint: string;
  kind?: EmbedKind;
  phase: FramePhase;
  /** The body of the latest accepted load (or frontload) request. */
  config?: Record<string, unknown>;
  activePage: string;
  /** The report in the frame: the definition the latest load named (the sample one before any load). */
  report: ReportDefinition;
  /** The report's pages, a copy of its definition's per load: authoring (add, rename, clone…) changes it. */
  pages: PageDefinition[];
  reportFilters: unknown[];
  pageFilters: Record<string, unknown[]>;
  /** Visual-level filters keyed `<pageName>/<visualName>`. */
  visualFilters: Record<string, unknown[]>;
  settings: Record<string, unknown>;
  /** Slicer states keyed `<pageName>/<visualName>`; their filters apply to the whole page. */
  slicers: Record<string, { filters: unknown[]; targets?: unknown[] }>;
  /** Sorts of visuals keyed `<pageName>/<visualName>`. */
  sorts: Record<string, { orderBy: Record<string, unknown>; direction: number }>;
  /** The applied theme (`{ themeJson }`), `{}` for the default one. */
  theme: { themeJson?: Record<string, unknown> };
  /** The bookmarks play mode (`0` off, `1` presentation). */
  playMode: number;
  /** True after `POST /report/userState` (persistent filters saved), false after a reset. */
  userStateApplied: boolean;
  /** Counts of `closeAllOverlays` and `clearSelectedVisuals` requests. */
  overlayCloses: number;
  selectionClears: number;
  /** The question of a Q&A embed and the visual that answers it. */
  question?: string;
  viewMode: 'view' | 'edit';
  accessToken?: string;
  tokenExpired: boolean;
  tokenProviderSupplied: boolean;
  unsavedChanges: boolean;
  correlationId: string;
  reportName: string;
  printCount: number;
  refreshCount: number;
  /** The last answer of the host's `preQuery` hook (with `preQuery` on). */
  applicationContext?: unknown;
  /** A paginated report's view (an `rdlEmbed` load): its page and its parameters' values. */
  paginated?: PaginatedState;
  /** Why the latest load failed (shown by the view and posted as the `error` event). */
  lastError?: IError;
}

/** The state of a frame that has not been loaded yet. */
export function initialState(uid: string, endpoint: string, report: ReportDefinition = SAMPLE_REPORT): FrameState {
  return {
    uid,
    endpoint,
    phase: 'waiting',
    report,
    activePage: report.pages[0].name,
    pages: pagesOf(report),
    slicers: {},
    sorts: {},
    theme: {},
    playMode: 0,
    userStateApplied: false,
    overlayCloses: 0,
    selectionClears: 0,
    reportFilters: [],
    pageFilters: {},
    visualFilters: {},
    settings: {},
    viewMode: 'view',
    tokenExpired: false,
    tokenProviderSupplied: false,
    unsavedChanges: false,
    correlationId: requestId(),
    reportName: '',
    printCount: 0,
    refreshCount: 0,
  };
}

/** A fresh copy of a report's pages (their visual lists too, so authoring never changes the definition). */
export const pagesOf = (report: ReportDefinition): PageDefinition[] =>
  report.pages.map((p) => ({ ...p, visuals: [...p.visuals] }));

const datasets = new WeakMap<ReportDefinition, DataTables>();

/** A report's dataset, made once per report and page load of the frame. */
export function dataOf(report: ReportDefinition): DataTables {
  let data = datasets.get(report);
  if (!data) datasets.set(report, (data = report.createData()));
  return data;
}

/** The page named `name` in the frame's report. */
export const pageOf = (state: FrameState, name: string): PageDefinition | undefined =>
  state.pages.find((p) => p.name === name);

/** The page and visual a request names, or the name of what is missing. */
export function visualOf(
  state: FrameState,
  pageName: string,
  visualName: string,
): { page: PageDefinition; visual: VisualDefinition } | string {
  const page = pageOf(state, pageName);
  if (!page) return `Page ${pageName}`;
  const visual = page.visuals.find((v) => v.name === visualName);
  return visual ? { page, visual } : `Visual ${visualName}`;
}

/** The events route prefix of a kind, as the host's router expects it. */
export function eventsPrefix(kind: EmbedKind | undefined, uid: string): string {
  switch (kind) {
    case 'dashboard':
      return `/dashboards/${uid}`;
    case 'tile':
      return `/tile/${uid}`;
    case 'qna':
      return `/qna/${uid}`;
    default:
      return `/reports/${uid}`;
  }
}
