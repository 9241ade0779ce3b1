import { expect, test, type Page } from '@playwright/test';
import { embedStatus, setCode, sharedPlayground } from './playground-page.ts';

/**
 * The playground's code editor (apps/config-check/src/playground/editor.ts, Monaco): completions and type errors come
 * from the published declarations of @org/embed-client, with `embed` typed as the picked kind's class.
 */

/** The editor's text input: Monaco's textarea, named by the page. */
const codeBox = (page: Page) => page.getByRole('textbox', { name: /^Code/ });
/** Monaco's problem widget (F8, "Go to Next Problem"): the message, and a title that counts ("1 of 2 problems"). */
const problemWidget = (page: Page) => page.locator('#editor-host .marker-widget');
const problemTitle = (page: Page) => page.locator('#editor-host .zone-widget .peekview-title');

/** Waits until the language service has underlined something, then opens the first problem with F8. */
async function openFirstProblem(page: Page): Promise<void> {
  await expect(page.locator('#editor-host .squiggly-error').first()).toBeAttached({ timeout: 150_000 });
  await codeBox(page).focus();
  await page.keyboard.press('Control+Home');
  await page.keyboard.press('F8');
  await expect(problemWidget(page)).toBeVisible({ timeout: 30_000 });
}

// Hang guards: Monaco's TypeScript worker parses the DOM library and the declarations on each page, CPU-bound work
// that a machine running other suites (or scripts/cpu-hog.mjs) slows down.
test.describe.configure({ timeout: 300_000 });

// One playground for the file's tests (the editor and its TypeScript worker start once); each test starts from the
// report with an empty editor and no widget open.
const playground = sharedPlayground();

/** Waits until the embed of `label` has rendered (the helper's check, with this file's longer bound). */
async function rendered(page: Page, label: string): Promise<void> {
  await expect(embedStatus(page)).toHaveText(new RegExp(`^${label} embedded\\. Events: .*\\brendered\\b`), {
    timeout: 150_000,
  });
}

test.beforeEach(async () => {
  const page = playground();
  await page.keyboard.press('Escape');
  if ((await page.evaluate(() => window.playground!.getState())).kind !== 'report')
    await page.evaluate(() => window.playground!.setKind('report'));
  await rendered(page, 'Report');
  await setCode(page, '');
  // The language service has seen the empty editor: no underline of an earlier test's code is left to be mistaken.
  await expect(page.locator('#editor-host .squiggly-error')).toHaveCount(0, { timeout: 150_000 });
  await expect(codeBox(page)).toBeAttached();
});

test('[P-PLAY-02] typing embed.getP offers getPages among the completions', async () => {
  const page = playground();
  // Once the language service answers (it underlines a known error), type, and ask for completions as a user may.
  await setCode(page, 'embed.noSuchMethod();');
  await expect(page.locator('#editor-host .squiggly-error').first()).toBeAttached({ timeout: 150_000 });
  await setCode(page, '');
  await codeBox(page).focus();
  await page.keyboard.type('embed.getP');
  await page.keyboard.press('Control+Space');
  // The suggest widget lists what Report declares.
  const suggestions = page.getByRole('listbox').getByRole('option');
  await expect(suggestions.filter({ hasText: 'getPages' })).toBeVisible({ timeout: 30_000 });
  await expect(suggestions.filter({ hasText: 'getPageByName' })).toBeVisible();
  // Picking it completes the code (getPageByName is listed first: the list is alphabetical).
  await suggestions.filter({ hasText: 'getPages' }).click();
  expect((await page.evaluate(() => window.playground!.getState())).code).toBe('embed.getPages');
});

test('[P-PLAY-02] a misspelt method is a type error naming it, from the declarations', async () => {
  const page = playground();
  await setCode(page, 'const pages = await embed.getPagez();\nlog(pages);\n');
  await openFirstProblem(page);
  await expect(problemWidget(page)).toContainText("Property 'getPagez' does not exist on type 'Report'");
  await expect(problemWidget(page)).toContainText("Did you mean 'getPages'?");
  // Where TypeScript found getPages: the published declarations' index.d.cts.
  await expect(problemWidget(page)).toContainText('index.d.cts(');
  await expect(problemTitle(page)).toContainText('1 of 1 problem');
});

test('[P-PLAY-02] embed is typed as the picked kind: a dashboard has no getPages, a report has', async () => {
  const page = playground();
  // The line after the call is a known error, so that "1 of 1 problem" says the call itself has none.
  const code = 'const pages = await embed.getPages();\nlog(pages);\nembed.noSuchMethod();\n';
  await setCode(page, code);
  await openFirstProblem(page);
  await expect(problemWidget(page)).toContainText("Property 'noSuchMethod' does not exist on type 'Report'");
  await expect(problemTitle(page)).toContainText('1 of 1 problem');
  await page.keyboard.press('Escape');

  await page.evaluate(() => window.playground!.setKind('dashboard'));
  await rendered(page, 'Dashboard');
  await setCode(page, code);
  await expect(page.locator('#editor-host .squiggly-error')).toHaveCount(2, { timeout: 150_000 });
  await openFirstProblem(page);
  await expect(problemWidget(page)).toContainText("Property 'getPages' does not exist on type 'Dashboard'");
  await expect(problemTitle(page)).toContainText('1 of 2 problems');
});

test('[P-PLAY-02] a snippet as inserted has no problem, top-level await included', async () => {
  const page = playground();
  await setCode(page, '');
  await codeBox(page).focus();
  await page.getByRole('button', { name: 'Insert: Get the pages' }).click();
  await codeBox(page).focus();
  await page.keyboard.press('Control+End');
  await page.keyboard.type('embed.noSuchMethod();');
  await openFirstProblem(page);
  await expect(problemWidget(page)).toContainText("Property 'noSuchMethod' does not exist on type 'Report'");
  await expect(problemTitle(page)).toContainText('1 of 1 problem');
  expect((await page.evaluate(() => window.playground!.getState())).code).toContain('await embed.getPages()');
});

test('[P-PLAY-02] the editor is named Code and Tab leaves it for the Run button', async () => {
  const page = playground();
  await codeBox(page).focus();
  await expect(codeBox(page)).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Run', exact: true })).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(codeBox(page)).toBeFocused();
});
