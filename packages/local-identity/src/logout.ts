import type { IncomingMessage, ServerResponse } from 'node:http';
import { isAllowedRedirect, type RouteContext } from './context.ts';
import { redirect, sendHtml } from './http.ts';
import { errorPage, signedOutPage } from './pages.ts';
import { readSessionId, sessionCookieHeader } from './session-cookie.ts';

/** GET `/{tenant}/oauth2/v2.0/logout`: ends the browser session, then back to the app with `state` echoed. */
export function logout(ctx: RouteContext, req: IncomingMessage, res: ServerResponse, params: URLSearchParams): void {
  ctx.store.closeSession(readSessionId(req));
  ctx.events.push({ type: 'logout' });
  const clearCookie = sessionCookieHeader(null);
  const target = params.get('post_logout_redirect_uri');
  if (!target) {
    sendHtml(res, 200, signedOutPage(), clearCookie);
    return;
  }
  if (!isAllowedRedirect(ctx, target)) {
    sendHtml(
      res,
      400,
      errorPage('Sign out', `The post-logout redirect URI '${target}' is not registered.`),
      clearCookie,
    );
    return;
  }
  // MSAL's redirect bridge finds its BroadcastChannel through `state`; without it logoutPopup hangs.
  const state = params.get('state');
  const location =
    state === null ? target : `${target}${target.includes('?') ? '&' : '?'}${new URLSearchParams({ state })}`;
  redirect(res, location, clearCookie);
}
