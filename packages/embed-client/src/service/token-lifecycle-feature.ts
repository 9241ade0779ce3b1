// The token lifecycle as a feature of a service: what an embed with a `tokenProvider` needs, kept
// out of `Embed` so that a page without one does not bundle it. Here is only what must happen at
// once: the options are checked (a wrong one throws from `embed`), the calls made before the first
// token are held, the frame's `ready` is noted, the token events are allowed. The lifecycle itself
// (fetching, scheduling, retrying: src/token/) is loaded on the first embed that has a provider.
import type { HostedEmbed, HostFeature, TokenFeature } from '../host/embed-host';
import { EmbedError } from '../embed-error';
import { holdPosts, postFirst } from '../transport/message-proxy';
import { whenSettled } from '../when-settled';
import type { RefreshTiming } from '../token/refresh-options';
import type { TokenState } from '../token/token-lifecycle';
import { chunkLoader } from './chunk-loader';
import { refreshTiming } from './refresh-timing';

/** The events of the token lifecycle (their details: token/token-events.ts). */
const TOKEN_EVENTS = ['tokenRefreshed', 'tokenRefreshFailed'];

const states = new WeakMap<HostedEmbed, TokenState>();

const lifecycleChunk = /* @__PURE__ */ chunkLoader(() => import('../token/token-lifecycle'));

/**
 * A provider's first token: the load that waited for it is sent now (the calls held meanwhile
 * follow it), or the front-load when the frame has said it is ready (`frameReady`) and the iframe
 * has not loaded yet.
 */
function firstToken(embed: HostedEmbed, state: TokenState, token: string): Promise<void> {
  embed.config.accessToken = token;
  if (embed.iframeLoaded) {
    whenSettled(
      postFirst(embed.iframe.contentWindow, () => embed.load(embed.phasedRender), true),
      embed.service.reportError,
    );
  } else if (state.frameReady) embed.frontLoadHandler?.();
  return Promise.resolve();
}

const tokens: TokenFeature = {
  check(embed) {
    const { tokenProvider, tokenRefresh } = embed.hostOptions;
    if (tokenProvider !== undefined && typeof tokenProvider !== 'function') {
      const message = `tokenProvider must be a function returning a token or { token, expiresAt }; got ${typeof tokenProvider}`;
      throw embed.service.refusal(new TypeError(message), 'InvalidArgument', message);
    }
    let timing: RefreshTiming;
    try {
      timing = refreshTiming(tokenRefresh);
    } catch (error) {
      throw embed.service.refusal(error, 'InvalidArgument', (error as Error).message);
    }
    const state = states.get(embed);
    if (state) state.timing = timing;
    else states.set(embed, { timing, frameReady: false });
  },

  start(embed) {
    const state = states.get(embed);
    if (!state || !embed.hostOptions.tokenProvider || embed.bootstrapConfig) return;
    // A load that waits for the provider's first token holds the calls made meanwhile, also in a
    // frame that has loaded (embedding again with a provider and no token).
    if (!embed.config.accessToken) holdPosts(embed.iframe?.contentWindow);
    if (state.started) return;
    const started = (state.started = {});
    const onReady = () => (state.frameReady = true);
    embed.element.addEventListener('ready', onReady);
    embed.disposers.push(() => {
      embed.element.removeEventListener('ready', onReady);
      if (state.started === started) state.started = state.lifecycle = undefined;
    });
    // A chunk that failed to load (the network) is asked for again by the next embed with a provider.
    lifecycleChunk.load().then(({ startTokenLifecycle }) => {
      // Reset or replaced while the lifecycle was loading: nothing to start.
      if (state.started !== started) return;
      startTokenLifecycle(
        embed,
        state,
        (token) => firstToken(embed, state, token),
        (code, message) => new EmbedError(code, message),
      );
    }, embed.service.reportError);
  },

  // While the lifecycle loads, a token is pending when the embed has none yet (the first is fetched then).
  pending(embed) {
    const state = states.get(embed);
    return !!state?.started && (state.lifecycle ? state.lifecycle.refreshPending : !embed.config.accessToken);
  },
  allows: (embed, eventName) => !!embed.hostOptions.tokenProvider && TOKEN_EVENTS.includes(eventName),
};

/** The token lifecycle (`tokenProvider`, `tokenRefresh`), for `new EmbedService({ features: [tokenLifecycle] })`; `Service` has it. */
export const tokenLifecycle: HostFeature = { tokens };
