// The token lifecycle as a feature of a service: what an embed with a `tokenProvider` needs, kept
// out of `Embed` so that a page without one does not bundle it. The options are checked here, at
// once; the lifecycle itself (fetching, scheduling, retrying) is loaded on the first embed that has
// a provider (`import()`), so a page that never uses one does not load it either.
import type { HostedEmbed, HostFeature, TokenFeature } from '../host/embed-host';
import { EmbedError } from '../embed-error';
import { holdPosts, postFirst } from '../transport/message-proxy';
import { whenSettled } from '../when-settled';
import { refreshTiming, type RefreshTiming } from './refresh-options';
import { TOKEN_EVENTS } from './token-events';
import type { TokenLifecycle } from './token-lifecycle';

interface TokenState {
  timing: RefreshTiming;
  /** Set while the embed's lifecycle runs or is being loaded; each start its own object. */
  started?: object;
  lifecycle?: TokenLifecycle;
  /** The frame said it is ready (`/ready/<uid>`): a first token that comes later goes with the front-load. */
  frameReady: boolean;
}

const states = new WeakMap<HostedEmbed, TokenState>();

/**
 * A provider's first token: the load that waited for it is sent now (the calls held meanwhile
 * follow it), or the front-load when the frame has said it is ready (`frameReady`) and the iframe
 * has not loaded yet.
 */
function firstToken(embed: HostedEmbed, token: string, frameReady: boolean): Promise<void> {
  embed.config.accessToken = token;
  if (embed.iframeLoaded) {
    whenSettled(
      postFirst(embed.iframe.contentWindow, () => embed.load(embed.phasedRender), true),
      embed.service.reportError,
    );
  } else if (frameReady) embed.frontLoadHandler?.();
  return Promise.resolve();
}

let lifecycleModule: Promise<typeof import('./token-lifecycle')> | undefined;

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
    (lifecycleModule ??= import('./token-lifecycle').catch((error: unknown) => {
      lifecycleModule = undefined;
      throw error;
    })).then(({ TokenLifecycle }) => {
      // Reset or replaced while the lifecycle was loading: nothing to start.
      if (state.started !== started) return;
      const lifecycle = (state.lifecycle = new TokenLifecycle({
        // The provider itself (not a wrapper): embeds with the same function and key share its tokens.
        get provider() {
          return embed.hostOptions.tokenProvider!;
        },
        get timing() {
          return state.timing;
        },
        describe: () => ({ type: embed.embedtype, id: embed.getId(), tokenType: embed.config.tokenType }),
        currentToken: () => embed.config.accessToken || undefined,
        applyToken: (token, first) =>
          first ? firstToken(embed, token, state.frameReady) : embed.setAccessToken(token),
        reload: () => embed.reload(),
        target: embed.element,
        disposers: embed.disposers,
        fail: (code, message) => new EmbedError(code, message),
      }));
      lifecycle.start();
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
