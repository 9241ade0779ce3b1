import type { IncomingMessage, ServerResponse } from 'node:http';
import { isAllowedRedirect, type RouteContext } from './context.ts';
import { redirect, sendHtml } from './http.ts';
import type { ResolvedAccount } from './options.ts';
import { accountPickerPage, errorPage, formPostPage } from './pages.ts';
import { readSessionId, sessionCookieHeader } from './session-cookie.ts';
import type { AuthorizeRequest } from './store.ts';
import { clientInfo } from './tokens.ts';

/** Sends the authorization response to the app the way `response_mode` asks. */
function respond(
  res: ServerResponse,
  request: AuthorizeRequest,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
): void {
  const all = request.state === undefined ? fields : { ...fields, state: request.state };
  if (request.responseMode === 'form_post') {
    sendHtml(res, 200, formPostPage(request.redirectUri, all), headers);
    return;
  }
  const qs = new URLSearchParams(all).toString();
  const sep = request.responseMode === 'fragment' ? '#' : request.redirectUri.includes('?') ? '&' : '?';
  redirect(res, `${request.redirectUri}${sep}${qs}`, headers);
}

function respondError(res: ServerResponse, request: AuthorizeRequest, error: string, description: string): void {
  respond(res, request, { error, error_description: description });
}

/** Issues a code for `account`, opening a browser session (cookie) so `prompt=none` works later. */
function approve(ctx: RouteContext, res: ServerResponse, request: AuthorizeRequest, account: ResolvedAccount): void {
  const sessionId = ctx.store.openSession(account);
  const code = ctx.store.issueCode(request, account, sessionId);
  ctx.events.push({ type: 'approve', username: account.username });
  respond(
    res,
    request,
    { code, client_info: clientInfo(account, ctx.settings.tenantId), session_state: sessionId },
    sessionCookieHeader(sessionId),
  );
}

/** GET or POST `/{tenant}/oauth2/v2.0/authorize`: validates, then picker page, auto-approval or `prompt=none`. */
export function authorize(
  ctx: RouteContext,
  req: IncomingMessage,
  res: ServerResponse,
  params: URLSearchParams,
  approveAction: string,
): void {
  const clientId = params.get('client_id') ?? '';
  if (!ctx.settings.clientIds.includes(clientId)) {
    sendHtml(
      res,
      400,
      errorPage(
        'Sign in failed',
        `AADSTS700016: Application with identifier '${clientId}' was not found in the directory.`,
      ),
    );
    return;
  }
  const redirectUri = params.get('redirect_uri') ?? '';
  if (!isAllowedRedirect(ctx, redirectUri)) {
    sendHtml(
      res,
      400,
      errorPage(
        'Sign in failed',
        `AADSTS50011: The redirect URI '${redirectUri}' specified in the request does not match the redirect URIs configured for the application '${clientId}'.`,
      ),
    );
    return;
  }
  const mode = params.get('response_mode') ?? 'query';
  const request: AuthorizeRequest = {
    clientId,
    redirectUri,
    responseMode: mode === 'fragment' || mode === 'form_post' ? mode : 'query',
    scope: params.get('scope') ?? 'openid profile',
    state: params.get('state') ?? undefined,
    nonce: params.get('nonce') ?? undefined,
    codeChallenge: params.get('code_challenge') ?? '',
  };
  const prompt = params.get('prompt') ?? undefined;
  ctx.events.push({ type: 'authorize', clientId, prompt, scope: request.scope, responseMode: request.responseMode });

  if (params.get('response_type') !== 'code') {
    respondError(res, request, 'unsupported_response_type', 'AADSTS700054: response_type must be code.');
    return;
  }
  if (!request.codeChallenge || params.get('code_challenge_method') !== 'S256') {
    respondError(
      res,
      request,
      'invalid_request',
      'AADSTS9002325: Proof Key for Code Exchange (code_challenge with method S256) is required.',
    );
    return;
  }
  if (prompt === 'none') {
    const account = ctx.store.session(readSessionId(req));
    if (ctx.settings.interactionRequired) {
      respondError(
        res,
        request,
        'interaction_required',
        'AADSTS50076: Due to a configuration change made by your administrator, you must use multi-factor authentication.',
      );
    } else if (!account) {
      respondError(
        res,
        request,
        'login_required',
        'AADSTS50058: A silent sign-in request was sent but no user is signed in.',
      );
    } else {
      approve(ctx, res, request, account);
    }
    return;
  }
  const auto = ctx.settings.autoApprove && ctx.settings.accounts.find((a) => a.username === ctx.settings.autoApprove);
  if (auto) {
    approve(ctx, res, request, auto);
    return;
  }
  const requestId = ctx.store.park(request);
  sendHtml(
    res,
    200,
    accountPickerPage({
      action: approveAction,
      requestId,
      clientId,
      scope: request.scope,
      accounts: ctx.settings.accounts,
      loginHint: params.get('login_hint') ?? undefined,
    }),
  );
}

/** POST `/{tenant}/oauth2/v2.0/authorize/approve`: the picker's answer (an account, or Cancel). */
export function approveOrCancel(ctx: RouteContext, res: ServerResponse, form: URLSearchParams): void {
  const request = ctx.store.unpark(form.get('request') ?? '');
  if (!request) {
    sendHtml(
      res,
      400,
      errorPage(
        'Sign in failed',
        'This sign-in request has expired or was already answered. Start again from the app.',
      ),
    );
    return;
  }
  if (form.has('cancel')) {
    ctx.events.push({ type: 'cancel' });
    respondError(res, request, 'access_denied', 'AADSTS65004: User declined to consent to access the app.');
    return;
  }
  const username = form.get('account') ?? '';
  const account = ctx.settings.accounts.find((a) => a.username === username);
  if (!account) {
    sendHtml(res, 400, errorPage('Sign in failed', `No account named ${username}.`));
    return;
  }
  approve(ctx, res, request, account);
}
