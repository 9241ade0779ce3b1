import { ApiError } from '../../http/api-error.ts';

/**
 * A failed call to Microsoft (token endpoint or Power BI REST), as the viewer should see it:
 * 503 when the failure is passing — throttled (429), unavailable (503), or no answer at all
 * (`upstreamStatus` 0 = could not connect, 504 = timed out) — with Retry-After when Microsoft
 * named one; 502 otherwise. The viewer gets the upstream status and error code; `detail`
 * (which call, the upstream message) goes to the logs only. No token or secret is ever part
 * of either.
 */
export class PowerBiError extends ApiError {
  constructor(
    readonly upstreamStatus: number,
    readonly upstreamCode: string | undefined,
    readonly detail: string,
    retryAfterSeconds?: number,
    options?: { cause?: unknown },
  ) {
    super(
      PASSING.has(upstreamStatus) ? 503 : 502,
      'EMBED_PROVIDER_FAILED',
      viewerMessage(upstreamStatus, upstreamCode, retryAfterSeconds),
      {
        retryAfterSeconds,
        cause: options?.cause,
      },
    );
  }
}

const PASSING = new Set([0, 429, 503, 504]);

function viewerMessage(status: number, code: string | undefined, retryAfter: number | undefined): string {
  const retry = `retry in ${retryAfter ?? 'a few'} s`;
  if (status === 429) return `Power BI is throttling requests; ${retry}`;
  if (status === 0) return `Power BI could not be reached; ${retry}`;
  if (status === 504 && code === 'Timeout') return `Power BI did not answer in time; ${retry}`;
  const upstream = `${status}${code ? ` ${code}` : ''}`;
  if (status === 503 || status === 504) return `Power BI is unavailable (${upstream}); ${retry}`;
  return `Power BI could not provide the reports (${upstream})`;
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
