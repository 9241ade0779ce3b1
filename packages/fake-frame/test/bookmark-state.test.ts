import { describe, expect, it } from 'vitest';
import {
  applySnapshot,
  captureSnapshot,
  decodeBookmarkState,
  encodeBookmarkState,
  sampleBookmarks,
} from '../src/frame/bookmark-state';
import { initialState } from '../src/frame/frame-state';

const filter = (values: string[]) => ({
  $schema: 'http://powerbi.com/product/schema#basic',
  target: { table: 'Admissions', column: 'Ward' },
  filterType: 1,
  operator: 'In',
  values,
});

describe('bookmark states', () => {
  it('round-trip a snapshot through the state string, non-ASCII values included', () => {
    const snapshot = {
      activePage: 'ReportSection2',
      reportFilters: [filter(["Children's Ward", 'Station Süd – Ost'])],
      pageFilters: { ReportSection2: [filter(['Ward 4A'])] },
      visualFilters: { 'ReportSection1/totalAdmissions': [filter(['Ward 4B'])] },
      slicers: { 'ReportSection1/departmentSlicer': { filters: [filter(['Oncology'])] } },
    };
    const state = encodeBookmarkState(snapshot);
    expect(state).toMatch(/^ffbookmark:[A-Za-z0-9+/=]+$/);
    expect(decodeBookmarkState(state)).toEqual(snapshot);
  });

  it('refuse strings that are not states of this frame', () => {
    for (const text of [undefined, 42, '', 'H4sIAAAAAAAAA', 'ffbookmark:%%%', `ffbookmark:${btoa('{"x":1}')}`]) {
      expect(decodeBookmarkState(text)).toBeUndefined();
    }
  });

  it('capture copies the state and apply puts it back, keeping the page when it no longer exists', () => {
    const state = initialState('u', 'reportEmbed');
    state.activePage = 'ReportSection3';
    state.reportFilters = [filter(['Ward 4A'])];
    const snapshot = captureSnapshot(state);
    state.reportFilters.push(filter(['changed later']));
    state.activePage = 'ReportSection1';
    applySnapshot(state, snapshot);
    expect(state.activePage).toBe('ReportSection3');
    expect(state.reportFilters).toEqual([filter(['Ward 4A'])]);
    applySnapshot(state, { ...snapshot, activePage: 'Gone' });
    expect(state.activePage).toBe('ReportSection3');
  });

  it('the sample bookmarks have names, display names and states that decode', () => {
    const bookmarks = sampleBookmarks();
    expect(bookmarks.map((b) => b.name)).toEqual(['Bookmark1', 'Bookmark2', 'Bookmark3']);
    for (const b of bookmarks) {
      expect(b.displayName).toBeTruthy();
      expect(decodeBookmarkState(b.state)?.activePage).toMatch(/^ReportSection[123]$/);
    }
  });
});
