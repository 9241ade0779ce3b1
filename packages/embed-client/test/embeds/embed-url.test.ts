import { describe, expect, it } from 'vitest';
import { addParamToUrl, hasAutoAuth, isRdlEmbed, paramFromUrl } from '../../src/embeds/embed-url';

describe('embed URL helpers', () => {
  it('appends parameters with ? then &, unencoded, as the frame reads them', () => {
    const url = addParamToUrl('https://app.powerbi.com/reportEmbed', 'language', 'en');
    expect(url).toBe('https://app.powerbi.com/reportEmbed?language=en');
    expect(addParamToUrl(url, 'formatLocale', 'fr-FR')).toBe(
      'https://app.powerbi.com/reportEmbed?language=en&formatLocale=fr-FR',
    );
    // A "?" at index 0 does not count: the reference appends another one.
    expect(addParamToUrl('?a=1', 'b', '2')).toBe('?a=1?b=2');
    expect(addParamToUrl('x', 'uid', 'a b')).toBe('x?uid=a b');
  });

  it('[C-ID-03] reads reportId= and groupId= from an embed URL', () => {
    const url = 'https://app.powerbi.com/reportEmbed?reportId=R1&groupId=G1';
    expect(paramFromUrl(url, 'reportId')).toBe('R1');
    expect(paramFromUrl(url, 'groupId')).toBe('G1');
    expect(paramFromUrl(url, 'dashboardId')).toBeUndefined();
    // The reference's pattern tolerates a quoted value and stops at the next &.
    expect(paramFromUrl('x?reportId="R 2"&y=1', 'reportId')).toBe('R 2"');
  });

  it('[C-ERR-01] recognises paginated report URLs case-insensitively', () => {
    expect(isRdlEmbed('https://app.powerbi.com/rdlEmbed?reportId=R1')).toBe(true);
    expect(isRdlEmbed('https://app.powerbi.com/RDLEMBED?reportId=R1')).toBe(true);
    expect(isRdlEmbed('https://app.powerbi.com/reportEmbed?reportId=R1')).toBe(false);
    expect(isRdlEmbed('https://app.powerbi.com/rdlEmbed')).toBe(false);
    expect(isRdlEmbed(undefined)).toBe(false);
  });

  it('[C-URL-11] finds autoAuth=true in any case, encoded or not; a malformed escape throws as in the reference', () => {
    expect(hasAutoAuth('https://app.powerbi.com/reportEmbed?reportId=R1&autoAuth=true')).toBe(true);
    expect(hasAutoAuth('https://app.powerbi.com/reportEmbed?reportId=R1&AUTOAUTH%3DTRUE')).toBe(true);
    expect(hasAutoAuth('https://app.powerbi.com/reportEmbed?reportId=R1&autoAuth=false')).toBe(false);
    expect(() => hasAutoAuth('https://app.powerbi.com/reportEmbed?x=%E0%A4%A')).toThrow(URIError);
    expect(hasAutoAuth(undefined)).toBe(false);
  });
});
