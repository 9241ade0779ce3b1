import { randomToken } from './ids.ts';
import type { ResolvedAccount } from './options.ts';

const CODE_TTL_MS = 10 * 60_000;
const PENDING_TTL_MS = 30 * 60_000;

/** The parameters of an /authorize request that matter after the user answers. */
export interface AuthorizeRequest {
  clientId: string;
  redirectUri: string;
  responseMode: 'fragment' | 'query' | 'form_post';
  scope: string;
  state: string | undefined;
  nonce: string | undefined;
  codeChallenge: string;
}

interface IssuedCode extends AuthorizeRequest {
  account: ResolvedAccount;
  sessionId: string;
  expiresAt: number;
}

interface RefreshGrant {
  clientId: string;
  account: ResolvedAccount;
  sessionId: string;
}

/** In-memory state of one server: pending picker pages, codes, refresh tokens, browser sessions. */
export class Store {
  private readonly pending = new Map<string, AuthorizeRequest & { expiresAt: number }>();
  private readonly codes = new Map<string, IssuedCode>();
  private readonly refreshTokens = new Map<string, RefreshGrant>();
  private readonly sessions = new Map<string, ResolvedAccount>();

  /** Parks an /authorize request while the picker page is shown; returns its handle. */
  park(request: AuthorizeRequest): string {
    const id = randomToken(18);
    this.pending.set(id, { ...request, expiresAt: Date.now() + PENDING_TTL_MS });
    return id;
  }

  /** Takes a parked request back (once). */
  unpark(id: string): AuthorizeRequest | undefined {
    const entry = this.pending.get(id);
    this.pending.delete(id);
    return entry && entry.expiresAt > Date.now() ? entry : undefined;
  }

  /** Issues a single-use authorization code. */
  issueCode(request: AuthorizeRequest, account: ResolvedAccount, sessionId: string): string {
    const code = randomToken(32);
    this.codes.set(code, { ...request, account, sessionId, expiresAt: Date.now() + CODE_TTL_MS });
    return code;
  }

  /** Redeems a code (once); undefined when unknown, used or expired. */
  redeemCode(code: string): IssuedCode | undefined {
    const entry = this.codes.get(code);
    this.codes.delete(code);
    return entry && entry.expiresAt > Date.now() ? entry : undefined;
  }

  /** Issues a refresh token; like Entra ID's, it is valid for any resource. */
  issueRefreshToken(grant: RefreshGrant): string {
    const token = randomToken(48);
    this.refreshTokens.set(token, grant);
    return token;
  }

  refreshGrant(token: string): RefreshGrant | undefined {
    return this.refreshTokens.get(token);
  }

  /** Starts a browser session (the cookie behind `prompt=none`). */
  openSession(account: ResolvedAccount): string {
    const id = randomToken(18);
    this.sessions.set(id, account);
    return id;
  }

  session(id: string | undefined): ResolvedAccount | undefined {
    return id ? this.sessions.get(id) : undefined;
  }

  closeSession(id: string | undefined): void {
    if (id) this.sessions.delete(id);
  }
}
