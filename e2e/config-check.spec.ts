import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

const status = (page: Page) => page.getByRole('status');
const configBox = (page: Page) => page.getByLabel('Embed configuration (JSON)');
const problems = (page: Page) => status(page).getByRole('list', { name: 'Problems' }).getByRole('listitem');

/** Pastes a configuration as indented JSON (or any text) and validates it. */
async function check(page: Page, config: unknown) {
  await configBox(page).fill(typeof config === 'string' ? config : JSON.stringify(config, null, 2));
  await page.getByRole('button', { name: 'Validate' }).click();
}

/** The prefilled report example, as an object to break. */
async function reportExample(page: Page): Promise<Record<string, unknown>> {
  return JSON.parse(await configBox(page).inputValue());
}

test.beforeEach(async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Embed configuration check' })).toBeVisible();
});

test('the prefilled report configuration is valid', async ({ page }) => {
  await expect(page.getByLabel('Configuration kind')).toHaveValue('report');
  await page.getByRole('button', { name: 'Validate' }).click();
  await expect(status(page)).toContainText('Valid configuration');
  await expect(status(page)).toContainText('validateReportLoad found no problem.');
});

test('a report configuration without accessToken lists "accessToken is required"', async ({ page }) => {
  const config = await reportExample(page);
  delete config.accessToken;
  await check(page, config);
  await expect(status(page)).toContainText('1 problem found');
  await expect(problems(page)).toHaveText(['accessToken is required (a string)']);
  await expect(status(page)).toContainText(
    'validateReportLoad (what powerbi.embed() runs) stops at its first problem: "accessToken is required".',
  );
  await expect(configBox(page)).toHaveAttribute('aria-invalid', 'true');
});

test('[P-CHECK-01] six wrong fields are six problems, each with its path and what was expected', async ({ page }) => {
  const config = await reportExample(page);
  await check(page, {
    ...config,
    accessToken: 42,
    id: true,
    tokenType: 3,
    permissions: 3,
    viewMode: 2,
    settings: { zoomLevel: 9 },
  });
  await expect(status(page).getByText('6 problems found')).toBeVisible();
  await expect(problems(page)).toHaveText([
    'accessToken must be a string; got 42',
    'id must be a string; got true',
    'settings.zoomLevel must be a number from 0.25 to 4 (spec §5: zoom level 0.25 to 4); got 9',
    'permissions must be one of 0 Read, 1 ReadWrite, 2 Copy, 4 Create, 7 All (spec §5 and §6); got 3',
    'viewMode must be one of 0 View (Q&A: Interactive), 1 Edit (Q&A: ResultOnly) (spec §5); got 2',
    'tokenType must be one of 0 Aad, 1 Embed (spec §5); got 3',
  ]);
  // The path is code, the rest plain words.
  await expect(problems(page).locator('code')).toHaveText([
    'accessToken',
    'id',
    'settings.zoomLevel',
    'permissions',
    'viewMode',
    'tokenType',
  ]);
  await expect(status(page)).toContainText('stops at its first problem: "accessToken must be a string"');
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
});

test('[P-CHECK-02] null, a list, a string and a number are refused as configurations', async ({ page }) => {
  for (const [text, shown] of [
    ['null', 'null'],
    ['[1, 2]', 'a list of 2'],
    ['"report"', '"report"'],
    ['42', '42'],
  ]) {
    await check(page, text);
    await expect(status(page)).toContainText('1 problem found');
    await expect(problems(page)).toHaveText([
      `The configuration must be a JSON object in braces, { … }, as powerbi.embed() takes; got ${shown}`,
    ]);
  }
});

test("[P-CHECK-03] a zoom level of 9 and a one-condition Or filter break the spec's rules", async ({ page }) => {
  const config = await reportExample(page);
  const [, advanced] = config.filters as object[];
  await check(page, {
    ...config,
    settings: { zoomLevel: 9 },
    filters: [{ ...advanced, logicalOperator: 'Or', conditions: [{ operator: 'LessThan', value: 30 }] }],
  });
  await expect(status(page)).toContainText('2 problems found');
  await expect(problems(page)).toHaveText([
    'settings.zoomLevel must be a number from 0.25 to 4 (spec §5: zoom level 0.25 to 4); got 9',
    'filters[0].logicalOperator must be "And" when there is only one condition (spec §5: a single condition requires logical operator And); got "Or"',
  ]);
  await expect(status(page)).toContainText('validateReportLoad (what powerbi.embed() runs) lets this through');

  await page.getByLabel('Configuration kind').selectOption('quick-create');
  await check(page, {
    type: 'quickCreate',
    accessToken: 'token',
    datasetCreateConfig: { locale: 'en-US', datasourceConnectionConfig: { dataCacheMode: 0 } },
  });
  await expect(problems(page)).toHaveText([
    'datasetCreateConfig.mashupDocument is required with datasourceConnectionConfig (spec §5: "mashupDocument cannot be empty when datasourceConnectionConfig is presented")',
    'datasetCreateConfig needs data or mashupDocument (spec §5: "At least one of data or mashupDocument must be provided")',
  ]);
});

test('[P-CHECK-04] a misspelt key gets "did you mean"', async ({ page }) => {
  const config = await reportExample(page);
  await check(page, { ...config, settings: { filterpaneEnabled: false } });
  await expect(status(page)).toContainText('1 problem found');
  await expect(problems(page)).toHaveText([
    'settings.filterpaneEnabled is not a key the SDK knows here: did you mean filterPaneEnabled? An unknown key is ignored.',
  ]);
});

test('invalid JSON is reported with its line and column', async ({ page }) => {
  const text = '{\n  "accessToken": "abc"\n  "id": "r1"\n}';
  await configBox(page).fill(text);
  await page.getByRole('button', { name: 'Validate' }).click();
  await expect(status(page)).toContainText('Not valid JSON');
  await expect(status(page)).toContainText(
    "Line 3, column 3: expected ',' or '}' after a property value, found a double quote.",
  );
  await page.getByRole('button', { name: 'Go to the error' }).click();
  await expect(configBox(page)).toBeFocused();
  expect(await configBox(page).evaluate((el: HTMLTextAreaElement) => el.selectionStart)).toBe(text.indexOf('"id"'));
});

test('works with the keyboard alone', async ({ page }) => {
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to the configuration' })).toBeFocused();

  // The header's three page links, then the form.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Check a configuration' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Try each embed type' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Playground' })).toBeFocused();
  await page.keyboard.press('Tab');
  const kind = page.getByLabel('Configuration kind');
  await expect(kind).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(kind).toHaveValue('dashboard');
  await expect(page.getByText('Checked with validateDashboardLoad.')).toBeVisible();

  // Configuration box, then Validate, then the example button, which fills the box and focuses it.
  await page.keyboard.press('Tab');
  await expect(configBox(page)).toBeFocused();
  await page.keyboard.press('Tab');
  const validate = page.getByRole('button', { name: 'Validate' });
  await expect(validate).toBeFocused();
  // The focus ring is visible.
  expect(await validate.evaluate((el) => getComputedStyle(el).outlineStyle)).not.toBe('none');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Load the example for this kind' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(configBox(page)).toBeFocused();
  expect(JSON.parse(await configBox(page).inputValue())).toMatchObject({ type: 'dashboard' });

  // Ctrl+Enter validates from the box.
  await page.keyboard.press('Control+Enter');
  await expect(status(page)).toContainText('Valid configuration');
  await expect(status(page)).toContainText('validateDashboardLoad found no problem.');

  // Break the JSON at the very start, validate with the button, and jump back to the error.
  await page.keyboard.press('Control+Home');
  await page.keyboard.type('x');
  await page.keyboard.press('Tab');
  await expect(validate).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(status(page)).toContainText('Not valid JSON');
  await expect(status(page)).toContainText("Line 1, column 1: expected a value, found 'x'.");
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Go to the error' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(configBox(page)).toBeFocused();
});
