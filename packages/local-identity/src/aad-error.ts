import { randomUUID } from 'node:crypto';

/** An error body in the shape Entra ID's token endpoint uses; MSAL reads `error` and `error_description`. */
export function aadError(error: string, code: number, description: string, extra: Record<string, unknown> = {}) {
  return {
    error,
    error_description: `AADSTS${code}: ${description} Trace ID: ${randomUUID()} Timestamp: ${new Date().toISOString()}`,
    error_codes: [code],
    timestamp: new Date().toISOString(),
    trace_id: randomUUID(),
    correlation_id: randomUUID(),
    ...extra,
  };
}
