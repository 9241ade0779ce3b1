import { camel, type ElementKind } from './kinds';
import type { ElementConfig } from './plan';

/** What the config is read from: the element's attributes and its rich properties. */
export interface ConfigSource {
  getAttribute(name: string): string | null;
  /** The rich properties (`accessToken`, `settings`, `filters`, `theme`, `config`, …). */
  values: Record<string, unknown>;
  /** The stable wrapper that calls the element's current `tokenProvider`. */
  provider: unknown;
}

/**
 * The embed-client config of an element: the `config` property first, then the attributes and
 * the other properties (which win). Keys without a value are left out.
 */
export function buildConfig(kind: ElementKind, source: ConfigSource): ElementConfig {
  // Only the attributes of this element type (they are the observed ones): page-name is not a dashboard's.
  const attribute = (name: string) => (kind.attributes.includes(name) ? source.getAttribute(name) : null) ?? undefined;
  const { values } = source;
  const tokenType = attribute('token-type');
  const lazy = attribute('lazy');
  const datasets = attribute('dataset-ids');
  let settings = values.settings as Record<string, any> | undefined; // eslint-disable-line @typescript-eslint/no-explicit-any
  // filter-pane / nav-pane: the pane's `visible` in settings.panes ("false" hides it).
  for (const [name, pane] of [
    ['filter-pane', 'filters'],
    ['nav-pane', 'pageNavigation'],
  ] as const) {
    const visible = attribute(name);
    if (visible != undefined)
      settings = {
        ...settings,
        panes: { ...settings?.panes, [pane]: { ...settings?.panes?.[pane], visible: visible != 'false' } },
      };
  }
  const worked: Record<string, unknown> = {
    id: attribute('embed-id') ?? (kind.idAttribute && attribute(kind.idAttribute)),
    accessToken: values.accessToken ?? attribute('access-token'),
    tokenType: tokenType ? (tokenType.toLowerCase() == 'aad' ? 0 : 1) : undefined,
    tokenProvider: values.tokenProvider ? source.provider : undefined,
    title: attribute('label') ?? attribute('title'),
    lazy: lazy == undefined || lazy == 'false' ? undefined : lazy == '' || lazy == 'true' || { rootMargin: lazy },
    datasetIds: datasets ? datasets.split(/[\s,]+/).filter(Boolean) : undefined,
    // a report's ViewMode (View 0, Edit 1), a Q&A's QnaMode (Interactive 0, ResultOnly 1)
    viewMode: ({ view: 0, edit: 1, interactive: 0, 'result-only': 1 } as Record<string, number>)[
      attribute('view-mode')!
    ],
    filters: values.filters,
    theme: values.theme,
    settings,
  };
  const config: ElementConfig = { ...(values.config as object), type: kind.type };
  // The config keys in the order they are set (after `type`): the attribute of that name
  // (`page-name` → `pageName`), or for the keys worked out above, that value.
  for (const key of [
    'embed-url',
    'id',
    'group-id',
    'accessToken',
    'tokenType',
    'tokenProvider',
    'title',
    'lazy',
    'page-name',
    'visual-name',
    'dashboard-id',
    'page-view',
    'question',
    'datasetIds',
    'viewMode',
    'filters',
    'theme',
    'settings',
  ]) {
    const value = key in worked ? worked[key] : attribute(key);
    if (value !== undefined) config[camel(key)] = value;
  }
  // A dashboard's dashboard-id is its id, not a field of its own (a tile's is).
  if (kind.type == 'dashboard') delete config.dashboardId;
  return config;
}
