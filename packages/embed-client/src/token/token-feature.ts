// The token lifecycle as a feature of a service: what an embed with a `tokenProvider` needs, kept
// out of `Embed` so that a page without one does not bundle it.
import type { Embed } from '../embeds/embed';
import type { HostFeature, TokenFeature } from '../service/host-features';
import { refusal } from '../to-embed-error';
import { refreshTiming, type RefreshTiming } from './refresh-options';
import { TOKEN_EVENTS } from './token-events';
import { TokenLifecycle } from './token-lifecycle';

interface TokenState {
  timing: RefreshTiming;
  lifecycle?: TokenLifecycle;
  /** The frame said it is ready (`/ready/<uid>`): a first token that comes later goes with the front-load. */
  frameReady: boolean;
}

const states = new WeakMap<Embed, TokenState>();

const tokens: TokenFeature = {
  check(embed) {
    const { tokenProvider, tokenRefresh } = embed.hostOptions;
    if (tokenProvider !== undefined && typeof tokenProvider !== 'function') {
      const message = `tokenProvider must be a function returning a token or { token, expiresAt }; got ${typeof tokenProvider}`;
      throw refusal(embed.service, new TypeError(message), 'InvalidArgument', message);
    }
    let timing: RefreshTiming;
    try {
      timing = refreshTiming(tokenRefresh);
    } catch (error) {
      throw refusal(embed.service, error, 'InvalidArgument', (error as Error).message);
    }
    const state = states.get(embed);
    if (state) state.timing = timing;
    else states.set(embed, { timing, frameReady: false });
  },

  start(embed) {
    const state = states.get(embed);
    if (!state || !embed.hostOptions.tokenProvider || state.lifecycle || embed.bootstrapConfig) return;
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
      applyToken: (token, first) => (first ? embed.firstToken(token, state.frameReady) : embed.setAccessToken(token)),
      reload: () => embed.reload(),
      target: embed.element,
      disposers: embed.disposers,
    }));
    const onReady = () => (state.frameReady = true);
    embed.element.addEventListener('ready', onReady);
    embed.disposers.push(() => {
      embed.element.removeEventListener('ready', onReady);
      if (state.lifecycle === lifecycle) state.lifecycle = undefined;
    });
    lifecycle.start();
  },

  pending: (embed) => !!states.get(embed)?.lifecycle?.refreshPending,

  events: TOKEN_EVENTS,
};

/** The token lifecycle (`tokenProvider`, `tokenRefresh`), for `new EmbedService({ features: [tokenLifecycle] })`; `Service` has it. */
export const tokenLifecycle: HostFeature = { tokens };
