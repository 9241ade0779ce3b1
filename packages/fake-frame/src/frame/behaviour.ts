import type { BehaviourOptions } from './frame-options';

/** A parsed route spec: an optional method and the path's segments. */
interface RouteSpec {
  method?: string;
  segments: string[];
}

const segmentsOf = (path: string) => path.split('?')[0].split('/').filter(Boolean);

/** Parses `GET /report/pages` or `/report/pages` (any method). */
export function parseRouteSpec(text: string): RouteSpec {
  const trimmed = text.trim();
  const space = trimmed.indexOf(' ');
  if (space > 0 && !trimmed.startsWith('/')) {
    return { method: trimmed.slice(0, space).toUpperCase(), segments: segmentsOf(trimmed.slice(space + 1).trim()) };
  }
  return { segments: segmentsOf(trimmed) };
}

/** True when `method path` is one the spec names: `:name` matches one segment, `*` (or `*name`) the rest. */
export function routeMatches(spec: RouteSpec, method: string, path: string): boolean {
  if (spec.method && spec.method !== method.toUpperCase()) return false;
  const actual = segmentsOf(path);
  for (let i = 0; i < spec.segments.length; i++) {
    const expected = spec.segments[i];
    if (expected.startsWith('*')) return actual.length > i;
    if (i >= actual.length) return false;
    if (!expected.startsWith(':') && expected !== actual[i]) return false;
  }
  return actual.length === spec.segments.length;
}

/** Decides, per request, whether the frame hangs, fails or waits before answering. */
export class Behaviour {
  private readonly hangs: RouteSpec[];
  private readonly failures: { spec: RouteSpec; status: number }[];
  /** Milliseconds to wait before every answer. */
  readonly delay: number;

  constructor(options: BehaviourOptions) {
    this.hangs = (options.hang ?? []).map(parseRouteSpec);
    this.failures = (options.fail ?? []).map((f) => ({ spec: parseRouteSpec(f.route), status: f.status }));
    this.delay = options.delay ?? 0;
  }

  /** True when the request must never be answered. */
  hang(method: string, path: string): boolean {
    return this.hangs.some((spec) => routeMatches(spec, method, path));
  }

  /** The status to fail the request with, or undefined to answer it normally. */
  failure(method: string, path: string): number | undefined {
    return this.failures.find((f) => routeMatches(f.spec, method, path))?.status;
  }
}
