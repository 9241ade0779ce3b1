import { describe, expect, it } from 'vitest';
import { Behaviour, parseRouteSpec, routeMatches } from '../src/frame/behaviour';
import { parseFailure, parseFrameQuery } from '../src/frame/frame-options';

describe('parseFrameQuery', () => {
  it('reads every behaviour switch from the frame URL', () => {
    const query = new URL(
      'http://127.0.0.1:5175/reportEmbed?reportId=R1&uid=abc12&hang=GET%20/report/pages,/report/print' +
        '&fail=POST+/report/load:403&fail=/report/pages/:pageName/filters:500&delay=25&tokenExpired=1' +
        '&expireTokenAfter=1000&noReady=1&loadAfterReady=1&preQuery=true&allowedOrigins=http://a.test,http://b.test' +
        '&verifyTokens=http%3A%2F%2F127.0.0.1%3A3001%2F.well-known%2Fembed-jwks.json',
    ).search;
    expect(parseFrameQuery(query)).toEqual({
      uid: 'abc12',
      hang: ['GET /report/pages', '/report/print'],
      fail: [
        { route: 'POST /report/load', status: 403 },
        { route: '/report/pages/:pageName/filters', status: 500 },
      ],
      delay: 25,
      tokenExpired: true,
      expireTokenAfter: 1000,
      noReady: true,
      loadAfterReady: true,
      preQuery: true,
      allowedOrigins: ['http://a.test', 'http://b.test'],
      verifyTokens: 'http://127.0.0.1:3001/.well-known/embed-jwks.json',
    });
  });

  it('leaves out switches that are absent, off or malformed', () => {
    expect(parseFrameQuery('?reportId=R1&delay=-5&expireTokenAfter=soon&tokenExpired=0&fail=/x')).toEqual({
      tokenExpired: false,
    });
    expect(parseFrameQuery('')).toEqual({});
  });

  it('parses a failure as its route and the status after the last colon', () => {
    expect(parseFailure('GET /report/pages:500')).toEqual({ route: 'GET /report/pages', status: 500 });
    expect(parseFailure('/a/:b:404')).toEqual({ route: '/a/:b', status: 404 });
    expect(parseFailure(':500')).toBeUndefined();
    expect(parseFailure('/report/pages')).toBeUndefined();
  });
});

describe('route specs', () => {
  it('match a method and path, or a path for every method', () => {
    expect(routeMatches(parseRouteSpec('GET /report/pages'), 'GET', '/report/pages')).toBe(true);
    expect(routeMatches(parseRouteSpec('GET /report/pages'), 'PUT', '/report/pages')).toBe(false);
    expect(routeMatches(parseRouteSpec('/report/pages'), 'PUT', '/report/pages')).toBe(true);
    expect(routeMatches(parseRouteSpec('post /report/load'), 'POST', '/report/load')).toBe(true);
    expect(routeMatches(parseRouteSpec('/report/pages'), 'GET', '/report/pages/active')).toBe(false);
  });

  it('match :name segments to any one segment and * to the rest', () => {
    const spec = parseRouteSpec('/report/pages/:pageName/filters');
    expect(routeMatches(spec, 'GET', '/report/pages/ReportSection2/filters')).toBe(true);
    expect(routeMatches(spec, 'GET', '/report/pages/ReportSection2/visuals/v/filters')).toBe(false);
    expect(routeMatches(parseRouteSpec('/report/*'), 'GET', '/report/pages/x/visuals')).toBe(true);
    expect(routeMatches(parseRouteSpec('/report/*'), 'GET', '/report')).toBe(false);
  });

  it('decide hang, failure and delay per request', () => {
    const behaviour = new Behaviour({
      hang: ['GET /report/pages'],
      fail: [{ route: '/report/filters', status: 500 }],
      delay: 7,
    });
    expect(behaviour.hang('GET', '/report/pages')).toBe(true);
    expect(behaviour.hang('GET', '/report/filters')).toBe(false);
    expect(behaviour.failure('PUT', '/report/filters')).toBe(500);
    expect(behaviour.failure('GET', '/report/pages')).toBeUndefined();
    expect(behaviour.delay).toBe(7);
  });
});
