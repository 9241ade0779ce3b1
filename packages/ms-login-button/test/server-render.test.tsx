import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import MicrosoftLogin, { MicrosoftLoginButton } from '../src/index.ts';

const clientId = '11111111-2222-4333-8444-555555555555';

describe('rendering without a browser (server-side rendering)', () => {
  it('imports and renders on the server: a real button, no window needed', () => {
    expect(typeof window).toBe('undefined');
    const html = renderToStaticMarkup(<MicrosoftLogin clientId={clientId} authCallback={() => undefined} />);
    expect(html).toMatch(/^<button type="button"/);
    expect(html).toContain('>Sign in with Microsoft</span>');
    expect(html).toContain('aria-hidden="true"');
  });

  it('[S-CLIENT-03] renders nothing for a malformed client id', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(renderToStaticMarkup(<MicrosoftLogin clientId="not-a-guid" authCallback={() => undefined} />)).toBe('');
    error.mockRestore();
  });

  it('names the short button in full and marks a busy one', () => {
    const html = renderToStaticMarkup(<MicrosoftLoginButton buttonTheme="dark_short" busy />);
    expect(html).toContain('aria-label="Sign in with Microsoft"');
    expect(html).toContain('aria-busy="true"');
    expect(html).toContain('>Sign in</span>');
    expect(renderToStaticMarkup(<MicrosoftLoginButton label="Login with Microsoft" />)).not.toContain('aria-label');
  });
});
