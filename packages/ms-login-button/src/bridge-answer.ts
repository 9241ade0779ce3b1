/**
 * The channel on which this package's redirect page says "a sign-in popup came back". msal-browser 5
 * hands the response over on a channel of its own, named after an id only it knows; this one lets
 * the page that opened the popup tell a popup that answered from one the person closed.
 */
export const BRIDGE_ANSWER_CHANNEL = 'ms-login-button.redirect-bridge';

/** What the redirect page posts on {@link BRIDGE_ANSWER_CHANNEL}. */
interface BridgeAnswer {
  v: 1;
}

/** Decodes base64 or base64url text; undefined when it is neither. */
function decodeBase64(text: string): string | undefined {
  const standard = text.replace(/-/g, '+').replace(/_/g, '/');
  try {
    return atob(standard.padEnd(standard.length + ((4 - (standard.length % 4)) % 4), '='));
  } catch {
    return undefined;
  }
}

/**
 * The interaction type MSAL wrote into the response's `state` (`popup`, `redirect`, `silent`), read
 * from the URL the identity platform sent back; undefined when the URL does not say.
 */
export function interactionTypeOf(url: { hash: string; search: string }): string | undefined {
  for (const part of [url.hash.replace(/^#/, ''), url.search.replace(/^\?/, '')]) {
    const state = new URLSearchParams(part).get('state');
    if (!state) continue;
    const json = decodeBase64(state.split('|')[0] ?? '');
    if (json === undefined) return undefined;
    try {
      const library = JSON.parse(json) as { meta?: { interactionType?: unknown } } | null;
      const type = library?.meta?.interactionType;
      return typeof type === 'string' ? type : undefined;
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/**
 * Runs on the redirect page before msal-browser hands the response over and closes the popup: posts
 * a {@link BridgeAnswer} unless the URL says the response belongs to a redirect or a hidden iframe.
 * A page that cannot tell (no `state`) announces, which at worst leaves a closed popup to MSAL's
 * own timeout.
 */
export function announceBridgeAnswer(url: { hash: string; search: string } = window.location): void {
  if (typeof BroadcastChannel === 'undefined') return;
  const type = interactionTypeOf(url);
  if (type !== undefined && type !== 'popup') return;
  const channel = new BroadcastChannel(BRIDGE_ANSWER_CHANNEL);
  const answer: BridgeAnswer = { v: 1 };
  channel.postMessage(answer);
  channel.close();
}
