// --- part A: filters, targets, selectors, slicers, bookmarks, page, export data, save-as,
// theme, zoom, print settings, visual header/settings, commands settings, extensions,
// dataset create config.
// (end of part A)

// --- part B: settings, panes, bars, custom layout and page size, report / paginated /
// create / quick create / dashboard / tile / Q&A loads and Q&A interpret.
// (end of part B)
export {};
