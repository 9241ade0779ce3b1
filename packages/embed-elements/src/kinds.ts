// What each element embeds: its tag, the embed-client type, the attributes it reads, and which
// config keys a change sends as an update of the embed already there (any other change re-loads).

/** One element type. */
export interface ElementKind {
  tag: string;
  /** The embed-client `type`. */
  type: 'report' | 'dashboard' | 'tile' | 'visual' | 'qna';
  /** What the loading state names ("Loading report…"). */
  noun: string;
  /** The attribute that gives `id` (beside `embed-id`). */
  idAttribute?: string;
  /** The attributes it reads (observes): the common ones, then its own. */
  attributes: string[];
  /** Config keys a change of which is sent to the embed as an update (no new load). */
  updates: string[];
}

/** The attributes every element reads. */
const COMMON_ATTRIBUTES = ['embed-url', 'embed-id', 'group-id', 'access-token', 'token-type', 'title', 'label', 'lazy'];

const OTHER_UPDATES = ['accessToken', 'title'];

/** One element type: `pbi-<name>`, embedding the embed-client type of that name unless `type` says another. */
const kind = (
  name: string,
  attributes: string[],
  idAttribute?: string,
  updates = OTHER_UPDATES,
  noun = name,
  type = name as ElementKind['type'],
): ElementKind => ({
  tag: 'pbi-' + name,
  type,
  noun,
  idAttribute,
  attributes: [...COMMON_ATTRIBUTES, ...attributes],
  updates,
});

/** The elements `defineEmbedElements()` registers. */
export const ELEMENT_KINDS: ElementKind[] = [
  kind('report', ['report-id', 'page-name', 'view-mode', 'filter-pane', 'nav-pane'], 'report-id', [
    'accessToken',
    'title',
    'settings',
    'pageName',
    'filters',
    'theme',
    'viewMode',
  ]),
  kind('dashboard', ['dashboard-id', 'page-view'], 'dashboard-id'),
  kind('tile', ['tile-id', 'dashboard-id'], 'tile-id'),
  kind('visual', ['report-id', 'page-name', 'visual-name'], 'report-id'),
  kind('qna', ['dataset-ids', 'question', 'view-mode'], undefined, OTHER_UPDATES, 'Q&A'),
  // A paginated report is a report whose embed URL is an rdlEmbed one; its frame refuses page,
  // filter and settings calls, so only the token and title are updated in place.
  kind('paginated-report', ['report-id'], 'report-id', OTHER_UPDATES, 'paginated report', 'report'),
];

/** The rich values an element takes as properties (never as attributes). */
export const RICH_PROPERTIES = [
  'accessToken',
  'tokenProvider',
  'settings',
  'filters',
  'theme',
  'config',
  'service',
] as const;

/** `page-name` → `pageName`. */
export const camel = (name: string): string => name.replace(/-(.)/g, (_, c: string) => c.toUpperCase());
