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
  /** The attributes of this type beside the common ones. */
  attributes: string[];
  /** Config keys a change of which is sent to the embed as an update (no new load). */
  updates: string[];
}

/** The attributes every element reads. */
export const COMMON_ATTRIBUTES = [
  'embed-url',
  'embed-id',
  'group-id',
  'access-token',
  'token-type',
  'title',
  'label',
  'lazy',
];

const REPORT_UPDATES = ['accessToken', 'title', 'settings', 'pageName', 'filters', 'theme', 'viewMode'];
const OTHER_UPDATES = ['accessToken', 'title'];
const REPORT_ATTRIBUTES = ['report-id', 'page-name', 'view-mode', 'filter-pane', 'nav-pane'];

/** The elements `defineEmbedElements()` registers. */
export const ELEMENT_KINDS: ElementKind[] = [
  {
    tag: 'pbi-report',
    type: 'report',
    noun: 'report',
    idAttribute: 'report-id',
    attributes: REPORT_ATTRIBUTES,
    updates: REPORT_UPDATES,
  },
  {
    tag: 'pbi-dashboard',
    type: 'dashboard',
    noun: 'dashboard',
    idAttribute: 'dashboard-id',
    attributes: ['dashboard-id', 'page-view'],
    updates: OTHER_UPDATES,
  },
  {
    tag: 'pbi-tile',
    type: 'tile',
    noun: 'tile',
    idAttribute: 'tile-id',
    attributes: ['tile-id', 'dashboard-id'],
    updates: OTHER_UPDATES,
  },
  {
    tag: 'pbi-visual',
    type: 'visual',
    noun: 'visual',
    idAttribute: 'report-id',
    attributes: ['report-id', 'page-name', 'visual-name'],
    updates: OTHER_UPDATES,
  },
  {
    tag: 'pbi-qna',
    type: 'qna',
    noun: 'Q&A',
    attributes: ['dataset-ids', 'question', 'view-mode'],
    updates: OTHER_UPDATES,
  },
  // A paginated report is a report whose embed URL is an rdlEmbed one; its frame refuses page,
  // filter and settings calls, so only the token is updated in place.
  {
    tag: 'pbi-paginated-report',
    type: 'report',
    noun: 'paginated report',
    idAttribute: 'report-id',
    attributes: ['report-id'],
    updates: OTHER_UPDATES,
  },
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
