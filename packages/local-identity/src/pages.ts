import { escapeHtml } from './http.ts';
import type { ResolvedAccount } from './options.ts';

const STYLE = `
  body { font: 15px/1.4 "Segoe UI", system-ui, sans-serif; background: #f2f2f2; margin: 0; color: #1b1b1b; }
  main { max-width: 440px; margin: 48px auto; background: #fff; padding: 36px 44px; box-shadow: 0 2px 6px rgba(0,0,0,.2); }
  h1 { font-size: 24px; font-weight: 600; margin: 0 0 8px; }
  p.note { color: #4a4a4a; margin: 0 0 20px; font-size: 13px; }
  ul { list-style: none; padding: 0; margin: 0 0 20px; }
  li { margin-bottom: 8px; }
  button { font: inherit; cursor: pointer; }
  button.account { width: 100%; text-align: left; padding: 12px; border: 1px solid #8c8c8c; background: #fff; }
  button.account:hover { background: #f2f2f2; }
  button.account span { display: block; font-size: 13px; color: #4a4a4a; }
  button.cancel { padding: 6px 16px; border: 1px solid #8c8c8c; background: #fff; }
  code { font-size: 12px; }`;

function layout(title: string, body: string): string {
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>` +
    `<meta name="viewport" content="width=device-width, initial-scale=1"><style>${STYLE}</style></head>` +
    `<body><main>${body}</main></body></html>`
  );
}

/** The account picker shown in the sign-in popup or redirect: one button per account, and Cancel. */
export function accountPickerPage(input: {
  action: string;
  requestId: string;
  clientId: string;
  scope: string;
  accounts: ResolvedAccount[];
  loginHint: string | undefined;
}): string {
  const hint = input.loginHint?.toLowerCase();
  const ordered = [...input.accounts].sort(
    (a, b) => Number(b.username.toLowerCase() === hint) - Number(a.username.toLowerCase() === hint),
  );
  const items = ordered
    .map(
      (a) =>
        `<li><button class="account" type="submit" name="account" value="${escapeHtml(a.username)}">` +
        `Continue as ${escapeHtml(a.name)}<span>${escapeHtml(a.username)}</span></button></li>`,
    )
    .join('');
  return layout(
    'Sign in to your account',
    `<h1>Pick an account</h1>` +
      `<p class="note">Local identity stand-in. App <code>${escapeHtml(input.clientId)}</code> asks for: ${escapeHtml(input.scope)}</p>` +
      `<form method="post" action="${escapeHtml(input.action)}">` +
      `<input type="hidden" name="request" value="${escapeHtml(input.requestId)}">` +
      `<ul>${items}</ul>` +
      `<button class="cancel" type="submit" name="cancel" value="1">Cancel</button></form>`,
  );
}

/** An error the user sees in place of a redirect (bad client id or redirect URI), as Entra ID does. */
export function errorPage(title: string, message: string): string {
  return layout(title, `<h1>${escapeHtml(title)}</h1><p role="alert">${escapeHtml(message)}</p>`);
}

/** Answers a `response_mode=form_post` request: a form that posts itself to the redirect URI. */
export function formPostPage(redirectUri: string, fields: Record<string, string>): string {
  const inputs = Object.entries(fields)
    .map(([k, v]) => `<input type="hidden" name="${escapeHtml(k)}" value="${escapeHtml(v)}">`)
    .join('');
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Working…</title></head><body>` +
    `<form method="post" action="${escapeHtml(redirectUri)}">${inputs}</form>` +
    `<script>document.forms[0].submit()</script></body></html>`
  );
}

/** Shown after sign-out when the app gave no post-logout redirect URI. */
export function signedOutPage(): string {
  return layout('Signed out', '<h1>You signed out of your account</h1><p>You can close this window.</p>');
}
