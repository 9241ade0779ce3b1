import type { EmbedErrorCode } from '../embed-error';
import type { TokenGrant, TokenProvider, TokenRequest } from './token-provider';

/** What a provider is asked, less the signal (which `fetchToken` makes). */
export type TokenAsk = Omit<TokenRequest, 'signal'>;

/**
 * Calls `provider` once and resolves with its grant (a string becomes `{ token }`). Rejects with an
 * `RequestTimeout` error (made by `fail`) when it takes longer than `timeoutMs` (0: no limit),
 * aborting the signal the provider was given; with `InvalidArgument` when it resolves to something
 * else than a non-empty token; with the provider's own error when it fails.
 */
export function fetchToken(
  provider: TokenProvider,
  ask: TokenAsk,
  timeoutMs: number,
  fail: (code: EmbedErrorCode, message: string) => Error,
): Promise<TokenGrant> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<never>((_, reject) => {
    // 0 is no limit; so is a limit beyond setTimeout's range (about 24.8 days), which would fire at once.
    if (timeoutMs <= 0 || timeoutMs > 2 ** 31 - 1) return;
    timer = setTimeout(() => {
      const error = fail(
        'RequestTimeout',
        `tokenProvider did not return a token within tokenRefresh.timeoutMs (${timeoutMs} ms).`,
      );
      controller.abort(error);
      reject(error);
    }, timeoutMs);
  });
  const called = new Promise<TokenGrant | string>((resolve) =>
    resolve(provider({ ...ask, signal: controller.signal })),
  ).then((answer) => grantOf(answer, fail));
  return Promise.race([called, timedOut]).finally(() => clearTimeout(timer));
}

// A provider's answer as a grant, or an error saying what was expected.
function grantOf(answer: TokenGrant | string, fail: (code: EmbedErrorCode, message: string) => Error): TokenGrant {
  const grant = typeof answer === 'string' ? { token: answer } : answer;
  if (!grant || typeof grant.token !== 'string' || !grant.token) {
    const got = typeof answer === 'object' && answer ? `an object without a token` : JSON.stringify(answer);
    throw fail(
      'InvalidArgument',
      `tokenProvider must resolve to a non-empty string or to { token: string, expiresAt? }; got ${got}.`,
    );
  }
  return grant;
}
