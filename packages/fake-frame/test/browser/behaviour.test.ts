import { describe, expect, it } from 'vitest';
import { reportConfig, setUpHarness, type Embedded } from './support/harness';

const h = setUpHarness();

async function load(e: Embedded, headers: Record<string, unknown> = {}) {
  return e.request('POST', '/report/load', reportConfig(), { headers: { uid: e.uid, ...headers } });
}

describe('behaviour switches in the frame URL', () => {
  it('hang=GET /report/pages: that request is never answered, the others are', async () => {
    const e = await h.embed({ noReady: '1', hang: 'GET /report/pages' });
    expect(await load(e)).toMatchObject({ ok: true, statusCode: 202 });
    expect(await e.request('GET', '/report/pages', undefined, { timeout: 500 })).toMatchObject({
      ok: false,
      code: 'RequestTimeout',
    });
    expect(await e.request('GET', '/report/filters')).toMatchObject({ ok: true, statusCode: 200 });
  });

  it('hang=/report/load (a path, every method): the load is never answered and no event follows', async () => {
    const e = await h.embed({ noReady: '1', hang: '/report/load' });
    const answer = await e.request('POST', '/report/load', reportConfig(), { headers: { uid: e.uid }, timeout: 500 });
    expect(answer).toMatchObject({ code: 'RequestTimeout' });
    expect(await e.request('GET', '/report/pages')).toMatchObject({ ok: true });
    expect((await e.events()).filter((ev) => ev.name === 'loaded')).toEqual([]);
  });

  it('fail=<route>:<status>: that route answers the status with an IError body', async () => {
    const e = await h.embed({ noReady: '1', fail: 'GET /report/pages:500,/report/pages/:pageName/filters:403' });
    await load(e);
    expect(await e.request('GET', '/report/pages')).toMatchObject({
      ok: false,
      statusCode: 500,
      body: {
        message: 'FakeFrameFailure',
        errorCode: '500',
        detailedMessage: expect.stringContaining('GET /report/pages'),
      },
    });
    expect(await e.request('GET', '/report/pages/ReportSection1/filters')).toMatchObject({ statusCode: 403 });
    expect(await e.request('PUT', '/report/pages/ReportSection1/filters', [])).toMatchObject({ statusCode: 403 });
    expect(await e.request('GET', '/report/filters')).toMatchObject({ ok: true, statusCode: 200 });
  });

  it('fail=POST /report/load:401: the load is refused and no loaded event follows', async () => {
    const e = await h.embed({ noReady: '1', fail: 'POST /report/load:401' });
    expect(await load(e)).toMatchObject({ ok: false, statusCode: 401 });
    expect(await e.events()).toEqual([]);
  });

  it('delay=<ms>: every answer comes, but only after the delay', async () => {
    const e = await h.embed({ noReady: '1', delay: '1500' });
    // Shorter than the delay: not answered yet; then answered with a generous timeout.
    expect(await e.request('GET', '/report/pages', undefined, { timeout: 100 })).toMatchObject({
      code: 'RequestTimeout',
    });
    expect(await e.request('GET', '/report/pages', undefined, { timeout: 10_000 })).toMatchObject({
      ok: true,
      statusCode: 200,
    });
  });

  it('tokenExpired=1: the load posts the TokenExpired error event instead of loaded; a new token fixes the next load', async () => {
    const e = await h.embed({ noReady: '1', tokenExpired: '1' });
    expect(await load(e)).toMatchObject({ ok: true, statusCode: 202 });
    const error = await e.waitForEvent('error');
    expect(error.url).toBe(`/reports/${e.uid}/events/error`);
    expect(error.body).toMatchObject({
      message: 'TokenExpired',
      detailedMessage: 'Access token has expired, resubmit with a new access token',
      errorCode: '403',
      level: 6,
    });
    expect((await e.events()).map((ev) => ev.name)).toEqual(['error']);
    await expect(e.frame.locator('[role=status]').textContent()).resolves.toContain('Access token has expired');
    await e.request('POST', '/report/token', 'TOKEN-1');
    await load(e);
    await e.waitForEvent('rendered');
  });

  it('expireTokenAfter=<ms>: the error event comes after the load, unless a new token came first', async () => {
    const e = await h.embed({ noReady: '1', expireTokenAfter: '300' });
    await load(e);
    await e.waitForEvent('rendered');
    const error = await e.waitForEvent('error');
    expect(error.body).toMatchObject({ message: 'TokenExpired', errorCode: '403' });

    // On Playwright's clock (the host's and the frame's timers; between runs it goes on at the wall
    // clock's pace): tokens live 60 s of it, renewed every 20 s for 80 s, well past the first token's
    // life: no error; once the renewals stop, the last token runs out too. The real time a renewal
    // takes on a busy machine is seconds at most, far from a token's 60 s.
    const renewed = await h.embed({ noReady: '1', expireTokenAfter: '60000' });
    await renewed.page.clock.install();
    await load(renewed);
    await renewed.waitForEvent('rendered');
    for (let i = 1; i <= 4; i++) {
      await renewed.page.clock.runFor(20_000);
      await renewed.request('POST', '/report/token', `TOKEN-${i}`);
    }
    expect((await renewed.events()).filter((ev) => ev.name === 'error')).toEqual([]);
    await renewed.page.clock.runFor(60_000);
    await renewed.waitForEvent('error');
  });

  it('expireTokenAfter with a token provider: the frame asks the newAccessToken hook and keeps going', async () => {
    const e = await h.embed({ noReady: '1', expireTokenAfter: '300' });
    await e.page.evaluate(() => window.host.answerHook('newAccessToken', 'FRESH-TOKEN'));
    await load(e, { tokenProviderSupplied: true });
    await expect.poll(() => e.frame.evaluate(() => window.fakeFrame!.state.accessToken)).toBe('FRESH-TOKEN');
    const hooks = await e.hooks();
    expect(hooks[0]).toMatchObject({ url: `/reports/${e.uid}/eventHooks/newAccessToken` });
    expect((await e.events()).filter((ev) => ev.name === 'error')).toEqual([]);
  });

  it('noReady=1: no /ready is posted; without it, /ready/<uid> is', async () => {
    const quiet = await h.embed({ noReady: '1' });
    await load(quiet);
    await quiet.waitForEvent('rendered');
    expect((await quiet.events()).map((ev) => ev.name)).toEqual(['loaded', 'rendered']);
    const chatty = await h.embed({});
    expect((await chatty.waitForEvent('ready')).url).toBe(`/ready/${chatty.uid}`);
  });

  it('preQuery=1: every render asks the preQuery hook and shows the application context', async () => {
    const e = await h.embed({ noReady: '1', preQuery: '1' });
    await e.page.evaluate(() => window.host.answerHook('preQuery', { ward: '4A' }));
    await load(e);
    await expect.poll(() => e.frame.locator('.ff-context').textContent()).toBe('Application context: {"ward":"4A"}');
    expect((await e.hooks())[0]).toMatchObject({ name: 'preQuery', body: { pageName: 'ReportSection1' } });
  });

  it('ignores messages from any window but its parent, and still answers the parent', async () => {
    const e = await h.embed({ noReady: '1' });
    await load(e);
    // A sibling frame (another fake frame of the same origin) posts requests to our frame.
    const sibling = `${h.frameServer.origin}/reportEmbed?noReady=1&uid=sib`;
    await e.page.evaluate((src) => {
      const iframe = document.createElement('iframe');
      iframe.src = src;
      document.body.append(iframe);
      return new Promise((resolve) => iframe.addEventListener('load', resolve));
    }, sibling);
    const strangerFrame = e.page.frames().find((f) => f.url() === sibling)!;
    const replies = await strangerFrame.evaluate(
      () =>
        new Promise<unknown[]>((resolve) => {
          const got: unknown[] = [];
          addEventListener('message', (event) => got.push(event.data));
          const target = parent.frames[0];
          target.postMessage({ method: 'GET', url: '/report/pages', headers: { id: 'forged1' } }, '*');
          target.postMessage({ method: 'PUT', url: '/report/filters', headers: { id: 'forged2' }, body: [] }, '*');
          target.postMessage('junk', '*');
          target.postMessage(null, '*');
          setTimeout(() => resolve(got), 1000);
        }),
    );
    expect(replies).toEqual([]);
    expect(await e.request('GET', '/report/pages')).toMatchObject({ ok: true, statusCode: 200 });
  });
});
