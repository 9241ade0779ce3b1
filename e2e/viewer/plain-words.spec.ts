import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { sessionTest, test, expect } from './support/fixtures.ts';
import { isDashboardsCall } from './support/dashboards-api.ts';
import { REPORT_IFRAME } from './support/report-frame.ts';
import { signInThroughPopup } from './support/sign-in.ts';
import { ACCOUNTS, API_URL } from './support/stack.ts';

// What a person reads when something fails: what happened and what to do in plain words; the
// technical detail (the call, the field, the status) closed under 'Technical details' and on the
// console, for whoever the person passes it on to.

const details = (page: Page) => page.locator('details', { has: page.getByText('Technical details') });

/** What the person sees of the screen (the text of a closed disclosure is not rendered, so not in it). */
const seenText = (page: Page) => page.getByRole('main').innerText();

/** Collects the page's console messages of `type` ('warning', 'error'). */
function consoleOf(page: Page, type: 'warning' | 'error'): string[] {
  const texts: string[] = [];
  page.on('console', (message) => void (message.type() === type && texts.push(message.text())));
  return texts;
}

/** The disclosure is closed, and opening it by keyboard shows `detail`. */
async function expectDetailBehindDisclosure(page: Page, detail: string): Promise<void> {
  await expect(details(page)).toHaveCount(1);
  await expect(details(page)).not.toHaveAttribute('open');
  await expect(page.getByText(detail, { exact: false })).toBeHidden();
  await details(page).getByText('Technical details').focus();
  await page.keyboard.press('Enter');
  await expect(details(page).getByText(detail, { exact: false })).toBeVisible();
}

sessionTest(
  '[V-DAY-01] an unreachable API: plain words and Retry on screen, the failed call under Technical details and on the console',
  async ({ page }) => {
    const warnings = consoleOf(page, 'warning');
    await page.route(
      (url) => isDashboardsCall(url),
      (route) => route.abort('connectionrefused'),
    );
    await page.goto('/dashboard');
    const alert = page.getByRole('alert');
    await expect(alert).toHaveText("We can't reach the dashboard service. We'll keep trying — or press Retry.");
    await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
    // No developer words outside the disclosure.
    expect(await seenText(page)).not.toContain('GET /dashboards');
    await expectDetailBehindDisclosure(page, 'GET /dashboards failed: the server could not be reached');
    expect(warnings.some((text) => text.includes('GET /dashboards failed: the server could not be reached'))).toBe(
      true,
    );
    expect((await new AxeBuilder({ page }).exclude(REPORT_IFRAME).analyze()).violations).toEqual([]);
  },
);

sessionTest(
  '[V-DAY-01] a list the viewer cannot read: plain words, the faulty field under Technical details',
  async ({ page }) => {
    // The real API never sends this: made here.
    await page.route(
      (url) => isDashboardsCall(url),
      (route) => route.fulfill({ status: 200, json: [{ report: { id: 'r1' } }] }),
    );
    await page.goto('/dashboard');
    await expect(page.getByRole('alert')).toHaveText(
      "The dashboard service sent a list we can't read. Press Retry; if it happens again, tell your IT service desk.",
    );
    expect(await seenText(page)).not.toContain('malformed');
    await expectDetailBehindDisclosure(page, 'The dashboards response is malformed: [0].report.name must be a string');
  },
);

test.describe('login failures', () => {
  test('[V-DAY-01] an answer of POST /login the viewer cannot use: plain words, what the answer lacked under Technical details', async ({
    page,
  }) => {
    const errors = consoleOf(page, 'error');
    // The real API always sends a token on success: an answer without one is made here.
    await page.route(`${API_URL}/login`, (route) =>
      route.fulfill({ status: 200, json: { status: 200, response: {} } }),
    );
    await signInThroughPopup(page, ACCOUNTS.adele);
    await expect(page.getByRole('alert')).toHaveText(
      'Sign-in did not work this time. Please try again; if it happens again, tell your IT service desk.',
    );
    expect(await seenText(page)).not.toContain('access_token');
    await expectDetailBehindDisclosure(page, 'The login response has no response.access_token');
    expect(errors.some((text) => text.includes('no response.access_token'))).toBe(true);
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  });

  test('[V-DAY-01] USER NOT FOUND stays as the spec says it, with what it means and whom to ask beside it', async ({
    page,
  }) => {
    await signInThroughPopup(page, ACCOUNTS.formerStaff);
    await expect(page.getByRole('alert')).toHaveText('USER NOT FOUND');
    await expect(
      page.getByText('Your account has no access to the dashboards yet. Ask your IT service desk to add it'),
    ).toBeVisible();
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  });
});

test('[V-DAY-02] a malformed client id: the login screen says sign-in is not set up and whom to tell; the console keeps the exact error', async ({
  page,
}) => {
  const errors = consoleOf(page, 'error');
  // A viewer built with a malformed VITE_ENTRA_CLIENT_ID: the test stack's build is served with its
  // client id (the local stand-in's default) replaced in the entry chunk, as such a build would have it.
  const builtId = '11111111-2222-4333-8444-555555555555';
  let replaced = 0;
  await page.route(/\/assets\/index-[^/]*\.js$/, async (route) => {
    const response = await route.fetch();
    const script = await response.text();
    replaced += script.split(builtId).length - 1;
    await route.fulfill({ response, body: script.replaceAll(builtId, 'Not-A-Client-Id') });
  });
  await page.goto('/');
  const notice = page.getByRole('alert');
  await expect(notice.getByRole('heading', { name: "Sign-in isn't set up yet" })).toBeVisible();
  await expect(notice).toContainText('there is no button to press');
  await expect(notice).toContainText('Please tell your IT service desk');
  expect(replaced).toBeGreaterThan(0);
  // Spec §5: no button (the placeholder goes too), and the initialization error on the console.
  await expect(page.getByRole('button', { name: 'Login with Microsoft' })).toHaveCount(0);
  await expect
    .poll(() => errors.find((text) => text.includes('Initialization failed: clientId must be a GUID')))
    .toContain('"Not-A-Client-Id"');
  expect(await seenText(page)).not.toContain('GUID');
  await expectDetailBehindDisclosure(page, 'VITE_ENTRA_CLIENT_ID');
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
});
