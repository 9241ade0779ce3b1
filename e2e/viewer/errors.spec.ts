import AxeBuilder from '@axe-core/playwright';
import { sessionTest as test, expect } from './support/fixtures.ts';

test('[V-ERROR-04] [V-CHUNK-03] [V-DAY-01] a route chunk that fails to load shows the route error page with a reload prompt; Reload recovers', async ({
  page,
}) => {
  // A network failure of the dashboard chunk: the real server cannot be made to drop one request,
  // so the request is aborted here.
  await page.route(/dashboard-route/, (route) => route.abort('internetdisconnected'));
  // Signed in already (the worker's session; the sign-in is not the subject): the dashboards' route needs its chunk.
  await page.goto('/dashboard');

  await expect(page.getByRole('heading', { level: 1, name: 'Unexpected Application Error!' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText(
    'A part of the app failed to load, most likely because the connection dropped. Check your connection, then press Reload.',
  );
  // The error's name and message are for whoever fixes it: under Technical details.
  await expect(page.getByText(/^ChunkLoadError: /)).toBeHidden();
  await page.getByText('Technical details').click();
  await expect(page.getByText(/^ChunkLoadError: /)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

  await page.unroute(/dashboard-route/);
  await page.getByRole('button', { name: 'Reload' }).click();
  await expect(page.getByRole('navigation', { name: 'Dashboards' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Unexpected Application Error!' })).toHaveCount(0);
});
