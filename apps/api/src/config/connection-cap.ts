import { readFileSync } from 'node:fs';

/** The default cap where the open-file limit cannot be read (not Linux), or is high. */
const DEFAULT_MAX_CONNECTIONS = 10_000;
/** File descriptors kept for everything but client connections: the database pool, logs, JWKS and Power BI calls. */
const RESERVED_FDS = 100;

/** This process's open-file limit (soft), from /proc/self/limits; undefined when it cannot be read. */
function openFileLimit(limitsFile = '/proc/self/limits'): number | undefined {
  try {
    const line = readFileSync(limitsFile, 'utf8')
      .split('\n')
      .find((l) => l.startsWith('Max open files'));
    const soft = line?.slice('Max open files'.length).trim().split(/\s+/)[0];
    return soft && /^\d+$/.test(soft) ? Number(soft) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The largest cap the open-file limit leaves room for: the served connections, a tenth of them
 * being answered 503 over the cap (see `sheddingHeadroom`), and the reserved descriptors.
 */
function largestConnectionCap(fdLimit: number): number {
  return Math.max(0, Math.floor(((fdLimit - RESERVED_FDS) * 10) / 11));
}

/**
 * MAX_CONNECTIONS as configured, or the default: 10,000, or half the open-file limit when that is
 * lower (e.g. 512 under `ulimit -n 1024`). Returns a problem (for the configuration error) when a
 * configured cap leaves no room below the limit: then the process would run out of descriptors
 * before it sheds.
 */
export function resolveConnectionCap(
  configured: number | undefined,
  fdLimit = openFileLimit(),
): { maxConnections: number; problem?: string } {
  const largest = fdLimit === undefined ? undefined : largestConnectionCap(fdLimit);
  if (configured === undefined) {
    return {
      maxConnections:
        fdLimit === undefined
          ? DEFAULT_MAX_CONNECTIONS
          : Math.max(1, Math.min(DEFAULT_MAX_CONNECTIONS, Math.floor(fdLimit / 2))),
    };
  }
  if (largest !== undefined && configured > largest) {
    return {
      maxConnections: configured,
      problem:
        `MAX_CONNECTIONS: ${configured} leaves no room below this process's open-file limit (${fdLimit}); ` +
        `expected at most ${largest} (the limit less ${RESERVED_FDS} descriptors and a tenth for answering 503 over the cap), ` +
        'or raise the limit (ulimit -n, LimitNOFILE, --ulimit nofile)',
    };
  }
  return { maxConnections: configured };
}
