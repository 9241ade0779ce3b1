import { sessionTest as test, expect } from './support/fixtures.ts';
import { ACCOUNTS, REPORTS } from './support/stack.ts';

test.use({ account: ACCOUNTS.alex });

test('[V-SIDEBAR-07] lists one entry per dashboard the API returns (Alex: 3 of 5)', async ({ page }) => {
  const response = page.waitForResponse((r) => new URL(r.url()).pathname.endsWith('/dashboards') && r.status() === 200);
  await page.goto('/dashboard');
  const items = (await (await response).json()) as { report: { id: string } }[];
  expect(items.map((item) => item.report.id).sort()).toEqual(
    [REPORTS.emergencyWaitTimes.id, REPORTS.patientAdmissions.id, REPORTS.pharmacyInventory.id].sort(),
  );
  const sidebar = page.getByRole('navigation', { name: 'Dashboards' });
  await expect(sidebar.locator('.sidebar-name')).toHaveText([
    REPORTS.emergencyWaitTimes.name,
    REPORTS.patientAdmissions.name,
    REPORTS.pharmacyInventory.name,
  ]);
  await expect(sidebar.getByRole('link')).toHaveCount(3);
  await expect(sidebar.getByRole('link').nth(1)).toHaveAttribute('href', `/dashboard/${REPORTS.patientAdmissions.id}`);
});
