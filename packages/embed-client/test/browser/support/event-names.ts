/** The events every embed type allows (powerbi-client's `Embed.allowedEvents`), in its order. */
export const BASE_EVENTS = [
  'loaded',
  'saved',
  'rendered',
  'saveAsTriggered',
  'error',
  'dataSelected',
  'buttonClicked',
  'info',
];

/** What a Report allows beyond {@link BASE_EVENTS}, in powerbi-client's order. */
export const REPORT_EVENTS = [
  'filtersApplied',
  'pageChanged',
  'commandTriggered',
  'swipeStart',
  'swipeEnd',
  'bookmarkApplied',
  'dataHyperlinkClicked',
  'visualRendered',
  'visualClicked',
  'selectionChanged',
  'renderingStarted',
  'blur',
];
