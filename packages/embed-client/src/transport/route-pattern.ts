/** A compiled route pattern such as `/reports/:uniqueId/events/:eventName`. */
export interface RoutePattern {
  /** Two patterns with the same key match the same URLs (parameter names aside): one replaces the other. */
  key: string;
  regex: RegExp;
  /** Parameter names, one per capture group. */
  names: string[];
  /** One digit per segment (static 4, dynamic 3, empty 2, star 1); the larger number wins. */
  specificity: string;
  /** The last non-empty segment is a star segment (it keeps a trailing slash of the URL). */
  star: boolean;
}

/** Query parameters of a URL: `key[]` builds arrays, a bare key is "true". */
export type QueryParams = Record<string, string | string[]>;

/** What `recognize` found: the best route, its parameters and the query parameters. */
export interface Recognized<R> {
  route: R;
  params: Record<string, string>;
  queryParams: QueryParams;
}

/** Compiles a pattern: `:name` matches one segment, `*name` the rest (slashes included). */
export function compilePattern(pattern: string): RoutePattern {
  const names: string[] = [];
  let source = '';
  let specificity = '';
  let star = false;
  for (const segment of pattern.replace(/^\//, '').split('/')) {
    if (/^[:*]./s.test(segment)) {
      star = segment[0] === '*';
      names.push(segment.slice(1));
      source += star ? '/(.+)' : '/([^/]+)';
      specificity += star ? 1 : 3;
    } else if (segment) {
      star = false;
      source += '/' + segment.replace(/\W/g, '\\$&');
      specificity += 4;
    } else {
      specificity += 2;
    }
  }
  const key = `^${source || '/'}$`;
  return { key, regex: RegExp(key), names, specificity, star };
}

/** Orders patterns from most to least specific (specificities are compared as numbers). */
export function bySpecificity(a: RoutePattern, b: RoutePattern): number {
  const x = a.specificity;
  const y = b.specificity;
  return y.length - x.length || (y > x ? 1 : y < x ? -1 : 0);
}

const decodePart = (part: string): string => {
  try {
    return decodeURIComponent(part.replace(/\+/g, '%20'));
  } catch {
    return '';
  }
};

/** Parses a query string the way route-recognizer does (values cut at a second `=`). */
export function parseQuery(query: string): QueryParams {
  const params: QueryParams = {};
  for (const pair of query.split('&')) {
    const [rawKey, rawValue] = pair.split('=');
    const key = decodePart(rawKey);
    const value = rawValue ? decodePart(rawValue) : '';
    if (rawValue === undefined) params[key] = 'true';
    // Like the reference, `a=1&a[]=2` throws here, so such a URL matches no route.
    else if (key.length > 2 && key.endsWith('[]')) ((params[key.slice(0, -2)] ||= []) as string[]).push(value);
    else params[key] = value;
  }
  return params;
}

/**
 * Finds the first of `routes` (sorted by `bySpecificity`) that matches `url`. The path is
 * `decodeURI`d, a leading `/` is optional and one trailing `/` is ignored; a malformed path matches nothing.
 */
export function recognize<R extends RoutePattern>(routes: readonly R[], url: string): Recognized<R> | undefined {
  const queryStart = url.indexOf('?');
  const queryParams = queryStart < 0 ? {} : parseQuery(url.slice(queryStart + 1));
  let path: string;
  try {
    path = decodeURI(queryStart < 0 ? url : url.slice(0, queryStart)).replace(/^\/?/, '/');
  } catch {
    return undefined;
  }
  const trimmed = path.replace(/(.)\/$/s, '$1');
  for (const route of routes) {
    const match = route.regex.exec(trimmed);
    if (!match) continue;
    // A final star segment keeps the trailing slash.
    const values = (route.star && route.regex.exec(path)) || match;
    const params: Record<string, string> = {};
    route.names.forEach((name, i) => (params[name] = values[i + 1]));
    return { route, params, queryParams };
  }
  return undefined;
}
