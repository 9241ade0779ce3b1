import { expect, test, type Page } from '@playwright/test';

const status = (page: Page) => page.getByRole('status');
const configBox = (page: Page) => page.getByLabel('Embed configuration (JSON)');

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
  const config = JSON.parse(await configBox(page).inputValue());
  delete config.accessToken;
  await configBox(page).fill(JSON.stringify(config, null, 2));
  await page.getByRole('button', { name: 'Validate' }).click();
  await expect(status(page)).toContainText('1 problem found');
  await expect(status(page).getByRole('listitem')).toHaveText(['accessToken is required']);
  await expect(configBox(page)).toHaveAttribute('aria-invalid', 'true');
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

  // The header's two page links, then the form.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Check a configuration' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Try each embed type' })).toBeFocused();
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
