// --- part A: filters, targets, selectors, slicers, bookmarks, page, export data, save-as,
// theme, zoom, print settings, visual header/settings, commands settings, extensions,
// dataset create config.
export * from './target';
export * from './filters';
export * from './selectors';
export * from './slicer';
export * from './bookmarks';
export * from './page';
export * from './export-data';
export * from './save-as';
export * from './custom-theme';
export * from './zoom';
export * from './print-settings';
export * from './visual-settings';
export * from './commands-settings';
export * from './extensions';
export * from './dataset-create';
// (end of part A)

// --- part B: settings, panes, bars, custom layout and page size, report / paginated /
// create / quick create / dashboard / tile / Q&A loads and Q&A interpret.
export * from './bars';
export * from './panes';
export * from './page-size';
export * from './custom-layout';
export * from './paginated-report-load';
export * from './dashboard-load';
export * from './tile-load';
export * from './qna-load';
export * from './qna-interpret';
export * from './dataset-binding';
export * from './settings';
export * from './report-load';
export * from './report-create';
export * from './quick-create';
// (end of part B)
export {};
