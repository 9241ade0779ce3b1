import { mkdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, nextSignInPopup, pickAccount, type AppPage, type Harness } from './support/harness.ts';

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const screenshots = fileURLToPath(new URL('../../docs/screenshots/', import.meta.url));
// `UPDATE_SCREENSHOTS=1 pnpm vitest run accessibility` refreshes the PNGs shown in the README.
const updateScreenshots = process.env.UPDATE_SCREENSHOTS === '1';

interface AxeResult {
  violations: { id: string; impact: string; help: string; nodes: { target: string[] }[] }[];
  passes: { id: string }[];
}

let h: Harness;
let gallery: AppPage;
beforeAll(async () => {
  h = await createHarness();
  gallery = await h.open({ mode: 'gallery' });
  await gallery.page.getByRole('button').first().waitFor();
  await gallery.page.addScriptTag({ path: axePath });
  if (updateScreenshots) await mkdir(screenshots, { recursive: true });
});
afterAll(() => h?.close());

function runAxe(selector: string): Promise<AxeResult> {
  return gallery.page.evaluate(
    (include) =>
      (window as unknown as { axe: { run(c: unknown, o: unknown): Promise<AxeResult> } }).axe.run(
        { include: [include] },
        { resultTypes: ['violations'] },
      ),
    selector,
  );
}

const THEMES = [
  { theme: 'light', ids: '[S-THEME-01] [S-THEME-03]', label: 'Sign in with Microsoft', name: 'Sign in with Microsoft' },
  { theme: 'light_short', ids: '[S-THEME-01] [S-THEME-03]', label: 'Sign in', name: 'Sign in with Microsoft' },
  { theme: 'dark', ids: '[S-THEME-02] [S-THEME-03]', label: 'Sign in with Microsoft', name: 'Sign in with Microsoft' },
  { theme: 'dark_short', ids: '[S-THEME-02] [S-THEME-03]', label: 'Sign in', name: 'Sign in with Microsoft' },
] as const;
const VARIANTS = [
  { variant: 'primary', id: '[S-THEME-04]', light: 'rgb(255, 255, 255)', dark: 'rgb(47, 47, 47)' },
  { variant: 'secondary', id: '[S-THEME-05]', light: 'rgb(243, 243, 243)', dark: 'rgb(74, 74, 74)' },
  { variant: 'primary_outlined', id: '[S-THEME-06]', light: 'rgba(0, 0, 0, 0)', dark: 'rgba(0, 0, 0, 0)' },
] as const;

describe('themes × variants: accessible buttons (axe-core in Chromium)', () => {
  for (const t of THEMES) {
    for (const v of VARIANTS) {
      it(`${t.ids} ${v.id} ${t.theme} ${v.variant}: a named button, the logo and 0 axe violations`, async () => {
        const section = gallery.page.getByTestId(`${t.theme}-${v.variant}`);
        const button = section.getByRole('button', { name: t.name, exact: true });
        expect(await button.innerText()).toBe(t.label);
        expect(await button.getAttribute('type')).toBe('button');
        expect(await section.locator('svg[aria-hidden="true"] rect').count()).toBe(4);
        const background = await button.evaluate((el) => getComputedStyle(el).backgroundColor);
        expect(background).toBe(t.theme.startsWith('dark') ? v.dark : v.light);
        const { violations, passes } = await runAxe(`[data-testid="${t.theme}-${v.variant}"]`);
        // The rules that matter here did run on this button (and passed).
        expect(passes.map((p) => p.id)).toEqual(expect.arrayContaining(['button-name', 'color-contrast']));
        expect(
          violations.map(
            (x) => `${x.id} (${x.impact}): ${x.help} at ${x.nodes.map((n) => n.target.join(' ')).join(', ')}`,
          ),
        ).toEqual([]);
        if (updateScreenshots) await section.screenshot({ path: `${screenshots}${t.theme}-${v.variant}.png` });
      });
    }
  }

  it('the whole gallery page has 0 axe violations', async () => {
    const { violations } = await runAxe('body');
    expect(violations.map((x) => x.id)).toEqual([]);
    if (updateScreenshots) await gallery.page.locator('main').screenshot({ path: `${screenshots}gallery.png` });
  });

  it('every button is reached with Tab in order and shows a focus ring', async () => {
    await gallery.page.locator('h1').click();
    const names: string[] = [];
    for (let i = 0; i < THEMES.length * VARIANTS.length; i++) {
      await gallery.page.keyboard.press('Tab');
      names.push(
        await gallery.page.evaluate(() => {
          const el = document.activeElement as HTMLElement;
          const outline = getComputedStyle(el).outlineStyle;
          return `${el.tagName}:${el.closest('section')?.dataset.testid}:${el.matches(':focus-visible') && outline !== 'none'}`;
        }),
      );
    }
    expect(names).toEqual(THEMES.flatMap((t) => VARIANTS.map((v) => `BUTTON:${t.theme}-${v.variant}:true`)));
  });
});

describe('keyboard sign-in', () => {
  for (const key of ['Enter', 'Space'] as const) {
    it(`${key} on the focused button signs in, and aria-busy says so meanwhile`, async () => {
      h.idp.events.length = 0;
      const app = await h.open({});
      const button = app.page.getByRole('button', { name: 'Sign in with Microsoft' });
      await button.focus();
      const [popup] = await Promise.all([nextSignInPopup(app), app.page.keyboard.press(key)]);
      expect(await button.getAttribute('aria-busy')).toBe('true');
      expect(await app.page.evaluate(() => document.activeElement?.textContent)).toBe('Sign in with Microsoft');
      await pickAccount(popup);
      const [callback] = await app.waitForCallbacks();
      expect(callback.error).toBeNull();
      await expect.poll(() => button.getAttribute('aria-busy')).toBeNull();
    });
  }
});
