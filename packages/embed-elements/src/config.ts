import { COMMON_ATTRIBUTES, type ElementKind } from './kinds';
import type { ElementConfig } from './plan';

/** What the config is read from: the element's attributes and its rich properties. */
export interface ConfigSource {
  getAttribute(name: string): string | null;
  /** The rich properties (`accessToken`, `settings`, `filters`, `theme`, `config`, …). */
  values: Record<string, unknown>;
  /** The stable wrapper that calls the element's current `tokenProvider`. */
  provider: unknown;
}

// view-mode values: a report's ViewMode (View 0, Edit 1), a Q&A's QnaMode (Interactive 0, ResultOnly 1).
const VIEW_MODES: Record<string, number> = { view: 0, edit: 1, interactive: 0, 'result-only': 1 };

/**
 * The embed-client config of an element: the `config` property first, then the attributes and
 * the other properties (which win). Keys without a value are left out.
 */
export function buildConfig(kind: ElementKind, source: ConfigSource): ElementConfig {
  // Only the attributes of this element type (they are the observed ones): page-name is not a dashboard's.
  const read = (name: string) =>
    COMMON_ATTRIBUTES.includes(name) || kind.attributes.includes(name) ? source.getAttribute(name) : null;
  const attribute = (name: string) => read(name) ?? undefined;
  const flag = (name: string) => {
    const value = read(name);
    return value == null ? undefined : value != 'false';
  };
  const { values } = source;
  const config: ElementConfig = { ...(values.config as object), type: kind.type };
  const put = (key: string, value: unknown) => {
    if (value !== undefined) config[key] = value;
  };
  put('embedUrl', attribute('embed-url'));
  put('id', attribute('embed-id') ?? (kind.idAttribute && attribute(kind.idAttribute)));
  put('groupId', attribute('group-id'));
  put('accessToken', values.accessToken ?? attribute('access-token'));
  const tokenType = attribute('token-type');
  if (tokenType) config.tokenType = tokenType.toLowerCase() == 'aad' ? 0 : 1;
  if (values.tokenProvider) config.tokenProvider = source.provider;
  put('title', attribute('label') ?? attribute('title'));
  const lazy = read('lazy');
  if (lazy != null && lazy != 'false') config.lazy = lazy == '' || lazy == 'true' ? true : { rootMargin: lazy };
  put('pageName', attribute('page-name'));
  put('visualName', attribute('visual-name'));
  put('dashboardId', attribute('dashboard-id'));
  put('pageView', attribute('page-view'));
  put('question', attribute('question'));
  const datasets = attribute('dataset-ids');
  if (datasets) config.datasetIds = datasets.split(/[\s,]+/).filter(Boolean);
  put('viewMode', VIEW_MODES[attribute('view-mode')!]);
  put('filters', values.filters);
  put('theme', values.theme);
  let settings = values.settings as Record<string, any> | undefined; // eslint-disable-line @typescript-eslint/no-explicit-any
  const filterPane = flag('filter-pane');
  const navPane = flag('nav-pane');
  if (filterPane != null || navPane != null) {
    const panes = { ...settings?.panes };
    if (filterPane != null) panes.filters = { ...panes.filters, visible: filterPane };
    if (navPane != null) panes.pageNavigation = { ...panes.pageNavigation, visible: navPane };
    settings = { ...settings, panes };
  }
  put('settings', settings);
  // A dashboard's dashboard-id is its id, not a field of its own (a tile's is).
  if (kind.type == 'dashboard') delete config.dashboardId;
  return config;
}
