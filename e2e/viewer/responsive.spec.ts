import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './support/fixtures.ts';

const TABLET_ONLY = 'This content can only be accessed from a tablet device or higher.';
const ROTATE = "If you're using a tablet, please rotate your device to landscape mode.";

// The 'lg' breakpoint is 1024 CSS pixels: a tablet in landscape (1024×768) passes, in portrait
// (768×1024) it does not. The gate covers the signed-in dashboard screen.
test.describe('tablet in portrait, 768×1024', () => {
  test.use({ viewport: { width: 768, height: 1024 } });

  test('[V-RESP-01] [V-RESP-02] [V-RESP-03] [V-RESP-04] the dashboard is replaced by the two messages and a rotation icon', async ({
    signedIn: page,
  }) => {
    await expect(page).toHaveURL(/\/dashboard\/?$/);
    await expect(page.getByText(TABLET_ONLY, { exact: true })).toBeVisible();
    await expect(page.getByText(ROTATE, { exact: true })).toBeVisible();
    await expect(page.getByTestId('rotate-device-icon')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Dashboards' })).toHaveCount(0);
    await expect(page.locator('iframe')).toHaveCount(0);
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  });

  test('[V-RESP-05] turning the tablet to landscape brings the dashboard back', async ({ signedIn: page }) => {
    await expect(page.getByText(TABLET_ONLY, { exact: true })).toBeVisible();
    await page.setViewportSize({ width: 1024, height: 768 });
    await expect(page.getByRole('navigation', { name: 'Dashboards' })).toBeVisible();
    await expect(page.getByText(TABLET_ONLY, { exact: true })).toHaveCount(0);
    await expect(page.getByText(ROTATE, { exact: true })).toHaveCount(0);
  });
});

test.describe('tablet in landscape, 1024×768', () => {
  test.use({ viewport: { width: 1024, height: 768 } });

  test('[V-RESP-05] at lg the dashboard is shown and the messages are not', async ({ signedIn: page }) => {
    await expect(page.getByRole('navigation', { name: 'Dashboards' })).toBeVisible();
    await expect(page.getByText(TABLET_ONLY, { exact: true })).toHaveCount(0);
    await expect(page.getByText(ROTATE, { exact: true })).toHaveCount(0);
    await expect(page.getByTestId('rotate-device-icon')).toHaveCount(0);
  });
});

test.describe('phone, 390×844', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the login screen stays usable on a phone (only the signed-in screens need a tablet)', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Login with Microsoft' })).toBeVisible();
    await expect(page.getByText(TABLET_ONLY, { exact: true })).toHaveCount(0);
  });
});
