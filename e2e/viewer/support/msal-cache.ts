import type { Page } from '@playwright/test';

/** How many ID tokens msal-browser keeps in this tab's session storage (0 once the Microsoft session is cleared). */
export function cachedIdTokens(page: Page): Promise<number> {
  return page.evaluate(
    () => Object.keys(sessionStorage).filter((key) => key.startsWith('msal.') && key.includes('|idtoken|')).length,
  );
}
