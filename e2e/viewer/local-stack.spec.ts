import { ACCOUNTS, API_URL, FRAME_ORIGIN, REPORTS } from './support/stack.ts';
import { expect, test } from './support/fixtures.ts';
import { fakeFrameState, frameOf, reportFrame } from './support/report-frame.ts';
import { signIn, signInThroughPopup } from './support/sign-in.ts';

// The e2e stack and its fixtures, end to end: real Chromium, real msal-browser popup against the
// local identity mounted in the API, real API and database, the fake frame on another site.
test.describe('the local stack', () => {
  test('signs in through the real popup and opens the first dashboard from the fake frame', async ({ page }) => {
    await signIn(page, ACCOUNTS.alex);
    await expect.poll(async () => (await fakeFrameState(page)).phase).toBe('rendered');
    const state = await fakeFrameState(page);
    // The frame booted at the report endpoint before any report was known (a bootstrap); the load
    // then named the report.
    const frameUrl = new URL(
      page
        .frames()
        .find((f) => f.url().startsWith(FRAME_ORIGIN))!
        .url(),
    );
    expect(frameUrl.pathname).toBe('/reportEmbed');
    expect(state.config?.id).toBe(REPORTS.emergencyWaitTimes.id);
    expect(state.accessToken).toMatch(/^ey/);
    // The frame verifies the API's embed tokens (rendered means this one passed).
    const frame = await frameOf(page);
    expect(
      await frame.evaluate(
        () =>
          (window as unknown as { fakeFrame?: { options: { verifyTokens?: string } } }).fakeFrame?.options.verifyTokens,
      ),
    ).toBe(`${API_URL}/.well-known/embed-jwks.json`);
    await expect(reportFrame(page).locator('body')).not.toBeEmpty();
  });

  test('offers the disabled user and the expired ID token, which the API refuses', async ({ page }) => {
    const logins: number[] = [];
    page.on('response', (response) => {
      if (response.url() === `${API_URL}/login`) logins.push(response.status());
    });
    await signInThroughPopup(page, ACCOUNTS.formerStaff);
    await expect.poll(() => logins).toEqual([400]);
    await signInThroughPopup(page, ACCOUNTS.tokenExpired, { goto: false });
    await expect.poll(() => logins).toEqual([400, 403]);
    await expect(page).toHaveURL(/\/$/);
  });

  test('the signedIn fixture opens the dashboard with the worker’s session', async ({ signedIn }) => {
    await expect(signedIn).toHaveURL(/\/dashboard/);
    await expect.poll(async () => (await fakeFrameState(signedIn)).phase).toBe('rendered');
  });
});
