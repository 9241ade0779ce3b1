import { describe, expect, it } from 'vitest';
import { isLegacyMicrosoftBrowser } from '../src/index.ts';

describe('isLegacyMicrosoftBrowser', () => {
  it('[S-FLOW-03] is true for Internet Explorer 10 and 11', () => {
    expect(isLegacyMicrosoftBrowser('Mozilla/5.0 (compatible; MSIE 10.0; Windows NT 6.2; Trident/6.0)')).toBe(true);
    expect(isLegacyMicrosoftBrowser('Mozilla/5.0 (Windows NT 10.0; WOW64; Trident/7.0; rv:11.0) like Gecko')).toBe(
      true,
    );
  });

  it('[S-FLOW-04] is true for legacy EdgeHTML Edge', () => {
    expect(
      isLegacyMicrosoftBrowser(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/70.0.3538.102 Safari/537.36 Edge/18.19582',
      ),
    ).toBe(true);
  });

  it('[S-FLOW-06] is false for Chromium Edge, Chrome, Firefox and Safari', () => {
    expect(
      isLegacyMicrosoftBrowser(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36 Edg/120.0.2210.91',
      ),
    ).toBe(false);
    expect(
      isLegacyMicrosoftBrowser(
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36',
      ),
    ).toBe(false);
    expect(isLegacyMicrosoftBrowser('Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0')).toBe(
      false,
    );
    expect(
      isLegacyMicrosoftBrowser(
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
      ),
    ).toBe(false);
  });
});
