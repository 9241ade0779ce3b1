import { SAMPLE_REPORT, type ReportDefinition } from '../report/report-definition';
import type { FrameState } from './frame-state';

/** What a bookmark of the fake frame remembers: the page, the filters of every level and the slicers. */
export interface BookmarkSnapshot {
  activePage: string;
  reportFilters: unknown[];
  pageFilters: Record<string, unknown[]>;
  visualFilters: Record<string, unknown[]>;
  slicers: FrameState['slicers'];
}

// Real bookmark states are opaque strings; ours are a marked base64 of JSON, so a state of
// something else is told apart and refused.
const MARK = 'ffbookmark:';

/** Encodes a snapshot as a bookmark `state` string. */
export function encodeBookmarkState(snapshot: BookmarkSnapshot): string {
  const bytes = new TextEncoder().encode(JSON.stringify(snapshot));
  return MARK + btoa(String.fromCharCode(...bytes));
}

/** Decodes a bookmark `state` string; undefined when it is not one of ours. */
export function decodeBookmarkState(state: unknown): BookmarkSnapshot | undefined {
  if (typeof state !== 'string' || !state.startsWith(MARK)) return undefined;
  try {
    const bytes = Uint8Array.from(atob(state.slice(MARK.length)), (c) => c.charCodeAt(0));
    const snapshot = JSON.parse(new TextDecoder().decode(bytes)) as BookmarkSnapshot;
    return typeof snapshot?.activePage === 'string' && Array.isArray(snapshot.reportFilters) ? snapshot : undefined;
  } catch {
    return undefined;
  }
}

/** The current view of the frame as a snapshot (copies, so later changes do not alter it). */
export function captureSnapshot(state: FrameState): BookmarkSnapshot {
  const { activePage, reportFilters, pageFilters, visualFilters, slicers } = state;
  return structuredClone({ activePage, reportFilters, pageFilters, visualFilters, slicers });
}

/** Puts a snapshot into the state; a page the report no longer has leaves the active page as it is. */
export function applySnapshot(state: FrameState, snapshot: BookmarkSnapshot): void {
  const copy = structuredClone(snapshot);
  if (state.pages.some((p) => p.name === copy.activePage)) state.activePage = copy.activePage;
  state.reportFilters = copy.reportFilters;
  state.pageFilters = copy.pageFilters ?? {};
  state.visualFilters = copy.visualFilters ?? {};
  state.slicers = copy.slicers ?? {};
}

/** A report's bookmarks as `GET /report/bookmarks` lists them: name, display name and state. */
export function bookmarksOf(report: ReportDefinition): { name: string; displayName: string; state: string }[] {
  return report.bookmarks.map(({ name, displayName, activePage, reportFilters = [], pageFilters = {} }) => ({
    name,
    displayName,
    state: encodeBookmarkState({ activePage, reportFilters, pageFilters, visualFilters: {}, slicers: {} }),
  }));
}

/** The sample report's bookmarks, as `GET /report/bookmarks` lists them. */
export const sampleBookmarks = () => bookmarksOf(SAMPLE_REPORT);

/**
 * Applies the bookmark of a load configuration (`bookmark: { name }` of one of the report's
 * bookmarks, or `bookmark: { state }` captured from it) to a freshly loaded state, as the service
 * opens the report on it. An unknown name or a state that is not one of ours leaves the load as it is.
 */
export function applyLoadBookmark(state: FrameState, bookmark: unknown): void {
  if (!bookmark || typeof bookmark !== 'object') return;
  const { name, state: text } = bookmark as { name?: unknown; state?: unknown };
  const encoded = typeof text === 'string' ? text : bookmarksOf(state.report).find((b) => b.name === name)?.state;
  const snapshot = decodeBookmarkState(encoded);
  if (snapshot) applySnapshot(state, snapshot);
}
