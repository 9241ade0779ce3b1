import type { IEmbedSettings, models } from '@org/embed-client';
import { deepEqual } from './deep-equal';
import type { EmbedConfig, EmbedProps } from './embed-props';

/** One thing to do to the embed so that it matches new props. Plain data: see `planUpdates`. */
export type EmbedOperation =
  | { kind: 'embed'; method: 'embed' | 'load' | 'createReport'; config: EmbedConfig }
  | { kind: 'bootstrap'; config: EmbedConfig }
  | { kind: 'reset' }
  | { kind: 'setAccessToken'; accessToken: string }
  | { kind: 'updateSettings'; settings: IEmbedSettings }
  | { kind: 'setPage'; pageName: string }
  | { kind: 'replaceFilters'; filters: models.IFilter[] }
  | { kind: 'removeFilters' }
  | { kind: 'log'; message: string };

// The fields the update rules read, whatever the config type.
interface ConfigFields {
  type?: string;
  id?: string;
  embedUrl?: string;
  accessToken?: string;
  tokenProvider?: unknown;
  settings?: IEmbedSettings;
  pageName?: string;
  filters?: models.IFilter[];
}

/**
 * Whether `props` can be embedded: a config with an embed URL and either an access token or a token
 * provider (`embedConfig.tokenProvider` or the `tokenProvider` prop), which gives the first token.
 */
export const isLoadable = (props: EmbedProps): boolean => {
  const config = props.embedConfig as ConfigFields;
  return !!(hasToken(config) || props.tokenProvider) && !!config.embedUrl;
};

// A token now, or a provider that gives one: the provider's identity is not compared.
const hasToken = (config: ConfigFields | undefined): config is ConfigFields =>
  !!(config?.accessToken || config?.tokenProvider);

/**
 * The operations that take an embed made from `prev` (undefined: nothing yet) to `next`, by the
 * rules of powerbi-client-react 1.4, except that a change of type or of embed host (the origin of
 * `embedUrl`) resets the container first (another report of the same host switches in place) and a
 * (re-)embed carries the whole config, so no separate setting, page or filter update follows it.
 */
export function planUpdates(prev: EmbedProps | undefined, next: EmbedProps): EmbedOperation[] {
  const config = next.embedConfig;
  const now = config as ConfigFields;
  const type = now.type;
  if (!isLoadable(next)) return prev ? [] : [{ kind: 'bootstrap', config }];
  const before = prev?.embedConfig as ConfigFields | undefined;
  const operations: EmbedOperation[] = [];
  if (!hasToken(before) || before.embedUrl != now.embedUrl || before.type != type || before.id != now.id) {
    // embed-client refuses another type on an element, and a frame cannot load another embed
    // host's item: then the old component goes first. Otherwise the same frame loads the new item
    // (an in-place switch: no frame boot); a bootstrap without embedUrl keeps its frame, as in 1.4.
    if (
      before &&
      (before.type != type || (before.embedUrl && embedHostOf(before.embedUrl) != embedHostOf(now.embedUrl)))
    ) {
      operations.push({ kind: 'reset' });
    }
    const phased = next.phasedEmbedding;
    if (phased && type != 'report') operations.push(log('Phased embedding is not supported for type ' + type));
    operations.push({
      kind: 'embed',
      method: type == 'create' ? 'createReport' : phased && type == 'report' ? 'load' : 'embed',
      config,
    });
    return operations;
  }
  // With a provider and no token in the props, the embed's tokens are the provider's business.
  if (now.accessToken && before.accessToken != now.accessToken)
    operations.push({ kind: 'setAccessToken', accessToken: now.accessToken! });
  const settings = now.settings;
  if (settings && !deepEqual(before.settings, settings)) {
    if (type == 'report') operations.push({ kind: 'updateSettings', settings });
    else if (!/^(dashboard|tile|qna|visual)$/.test(type!)) operations.push(log('Invalid embed type ' + type));
  }
  if (type == 'report') {
    const { pageName, filters } = now;
    if (pageName && pageName != before.pageName) operations.push({ kind: 'setPage', pageName });
    if (filters) {
      if (!deepEqual(before.filters, filters)) operations.push({ kind: 'replaceFilters', filters });
    } else if (before.filters) operations.push({ kind: 'removeFilters' });
  }
  return operations;
}

/** The origin of an embed URL (the embed host); the URL itself when it does not parse. */
function embedHostOf(embedUrl: string | undefined): string | undefined {
  try {
    return new URL(String(embedUrl)).origin;
  } catch {
    return embedUrl;
  }
}

const log = (message: string): EmbedOperation => ({ kind: 'log', message });
