/** The token lifecycle's timing with every default filled in (all in milliseconds); see service/refresh-timing.ts. */
export interface RefreshTiming {
  skewMs: number;
  defaultLifetimeMs: number;
  timeoutMs: number;
  minBackoffMs: number;
  maxBackoffMs: number;
  key?: string;
}
