import { ApiError } from '../../http/api-error.ts';

/**
 * A failed call to Microsoft (token endpoint or Power BI REST), as the viewer should see it:
 * 503 with Retry-After when throttled, 502 otherwise. The viewer gets the upstream status and
 * error code; `detail` (which call, the upstream message) goes to the logs only. No token or
 * secret is ever part of either.
 */
export class PowerBiError extends ApiError {
  constructor(
    readonly upstreamStatus: number,
    readonly upstreamCode: string | undefined,
    readonly detail: string,
    retryAfterSeconds?: number,
  ) {
    super(
      upstreamStatus === 429 ? 503 : 502,
      'EMBED_PROVIDER_FAILED',
      upstreamStatus === 429
        ? `Power BI is throttling requests; retry in ${retryAfterSeconds ?? 'a few'} s`
        : `Power BI could not provide the reports (${upstreamStatus}${upstreamCode ? ` ${upstreamCode}` : ''})`,
      { retryAfterSeconds },
    );
  }
}

/** Reads Power BI's `{ error: { code, message } }` or Entra's `{ error, error_description }`. */
export async function describeFailure(response: Response): Promise<{ code: string | undefined; detail: string }> {
  const text = await response.text().catch(() => '');
  try {
    const body = JSON.parse(text) as { error?: unknown; error_description?: unknown; message?: unknown };
    if (body.error && typeof body.error === 'object') {
      const { code, message } = body.error as { code?: unknown; message?: unknown };
      return { code: typeof code === 'string' ? code : undefined, detail: typeof message === 'string' ? message : '' };
    }
    if (typeof body.error === 'string') {
      return {
        code: body.error,
        detail: typeof body.error_description === 'string' ? body.error_description.split('\r\n')[0] : '',
      };
    }
  } catch {
    // not JSON: fall through to the raw start of the body
  }
  return { code: response.headers.get('x-ms-error-code') ?? undefined, detail: text.slice(0, 200) };
}

/** Seconds from a Retry-After header (delta-seconds or HTTP date), if present. */
export function retryAfterSeconds(response: Response, now = Date.now()): number | undefined {
  const value = response.headers.get('retry-after');
  if (!value) return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, Math.ceil(seconds));
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - now) / 1000));
}
