import { describe, expect, it } from 'vitest';
import { bySpecificity, compilePattern, parseQuery, recognize } from '../../src/transport/route-pattern';

/** The pattern `recognize` picks for `url` among `patterns`, with what it extracted. */
function pick(patterns: string[], url: string) {
  const routes = patterns.map((pattern) => ({ ...compilePattern(pattern), pattern })).sort(bySpecificity);
  const found = recognize(routes, url);
  return found && { pattern: found.route.pattern, params: found.params, queryParams: found.queryParams };
}

describe('route patterns', () => {
  it('matches static segments case-sensitively and dynamic segments as one or more non-slash characters', () => {
    expect(pick(['/reports/:uniqueId/events/:eventName'], '/reports/ab12/events/loaded')?.params).toEqual({
      uniqueId: 'ab12',
      eventName: 'loaded',
    });
    expect(pick(['/reports/:uniqueId/events/:eventName'], '/Reports/ab12/events/loaded')).toBeUndefined();
    expect(pick(['/reports/:uniqueId/events/:eventName'], '/reports//events/loaded')).toBeUndefined();
    expect(pick(['/reports/:uniqueId/events/:eventName'], '/reports/a/b/events/loaded')).toBeUndefined();
    expect(pick(['/ready/:uniqueId'], '/ready/x.y(z)')?.params).toEqual({ uniqueId: 'x.y(z)' });
    expect(pick(['/a.b'], '/aXb')).toBeUndefined();
  });

  it('matches every other character of a static segment literally (punctuation, spaces, non-ASCII)', () => {
    const literal = '/a-b.c~d$e^f(g)h[i]j{k}l|m+n*p\\q=r!s@t&w,x;y\'z"é 😀';
    expect(pick([literal], literal)).toMatchObject({ pattern: literal, params: {} });
    expect(pick([literal, '/:x'], literal)?.pattern).toBe(literal);
    expect(pick(['/a-b'], '/a\\-b')).toBeUndefined();
    expect(pick(['/a.b'], '/a\\.b')).toBeUndefined();
    expect(pick(['/a+'], '/aa')).toBeUndefined();
  });

  it('matches star segments across slashes', () => {
    expect(pick(['/files/*path'], '/files/a/b/c')?.params).toEqual({ path: 'a/b/c' });
    expect(pick(['/files/*path'], '/files')).toBeUndefined();
  });

  it('prefers the most specific route: static 4 > dynamic 3 > epsilon 2 > star 1, left to right, longer first', () => {
    const routes = ['/reports/*rest', '/reports/:id/events/:name', '/reports/:id/events/loaded'];
    expect(pick(routes, '/reports/u/events/loaded')?.pattern).toBe('/reports/:id/events/loaded');
    expect(pick(routes, '/reports/u/events/rendered')?.pattern).toBe('/reports/:id/events/:name');
    expect(pick(routes, '/reports/u/other')?.pattern).toBe('/reports/*rest');
    expect(pick(['/:a/b', '/a/:b'], '/a/b')?.pattern).toBe('/a/:b');
    // Specificities compare as numbers: more segments beat fewer, whatever their kinds.
    expect(pick(['/x/y/*z', '/:a/:b/:c/:d'], '/x/y/q/r')?.pattern).toBe('/:a/:b/:c/:d');
    expect(compilePattern('/a//:b/*c').specificity).toBe('4231');
  });

  it('makes the leading slash optional and ignores one trailing slash, which a final star segment keeps', () => {
    expect(pick(['reports/:id'], '/reports/u')?.params).toEqual({ id: 'u' });
    expect(pick(['/reports/:id'], 'reports/u')?.params).toEqual({ id: 'u' });
    expect(pick(['/reports/:id/events/:name'], '/reports/u/events/loaded/?x=1')).toMatchObject({
      params: { id: 'u', name: 'loaded' },
      queryParams: { x: '1' },
    });
    expect(pick(['/reports/:id'], '/reports/u//')).toBeUndefined();
    expect(pick(['/files/*path'], '/files/a/b/')?.params).toEqual({ path: 'a/b/' });
    expect(pick(['/', '/:x'], '/')?.pattern).toBe('/');
    expect(pick(['', '/:x'], '')?.pattern).toBe('');
  });

  it('decodes the path with decodeURI and matches nothing when it is malformed', () => {
    expect(pick(['/pages/:name'], '/pages/Sales%20Page')?.params).toEqual({ name: 'Sales Page' });
    expect(pick(['/pages/:name'], '/pages/a%2Fb')?.params).toEqual({ name: 'a%2Fb' });
    expect(pick(['/pages/:name'], '/pages/%E0%A4%A')).toBeUndefined();
  });

  it('parses query strings like route-recognizer', () => {
    expect(parseQuery('a=1&b=x+y&c=%C3%A9&d&e=&f[]=1&f[]=2&g=1=2')).toEqual({
      a: '1',
      b: 'x y',
      c: 'é',
      d: 'true',
      e: '',
      f: ['1', '2'],
      g: '1',
    });
    expect(parseQuery('bad=%E0%A4%A&%zz=1')).toEqual({ bad: '', '': '1' });
    expect(parseQuery('')).toEqual({ '': 'true' });
    expect(pick(['/p'], '/p?x=1')?.queryParams).toEqual({ x: '1' });
    expect(pick(['/p'], '/p')?.queryParams).toEqual({});
  });

  it('gives the same key to patterns that differ only in parameter names or empty segments', () => {
    expect(compilePattern('/a/:x').key).toBe(compilePattern('a/:y').key);
    expect(compilePattern('/a/:x/').key).toBe(compilePattern('/a/:y').key);
    expect(compilePattern('/a/:x').key).not.toBe(compilePattern('/a/*x').key);
    expect(compilePattern('/a/:x').key).not.toBe(compilePattern('/A/:x').key);
  });
});
