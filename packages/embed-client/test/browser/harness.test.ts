import { describe, expect, it } from 'vitest';
import { setUpHarness } from './support/harness';

const h = setUpHarness();

// The harness itself, checked against the reference client: if these fail, no other browser suite means anything.
describe('browser harness', () => {
  it('serves the frame from another site and records what it receives, key order and undefined keys kept', async () => {
    expect(new URL(h.frameOrigin).hostname).toBe('localhost');
    expect(new URL(h.hostOrigin).hostname).toBe('127.0.0.1');
    const host = await h.openHost('reference');
    const url = h.embedUrl('/reportEmbed', { reportId: 'R1', groupId: 'G1', noReady: '1' });
    const names = await host.run(async (_pbi, powerbi, embedUrl, t) => {
      const el = t.container();
      const rendered = t.nextEvent(el, 'rendered');
      const report = powerbi.embed(el, { type: 'report', id: 'R1', embedUrl, accessToken: 'T', tokenType: 1 });
      await rendered;
      return (await report.getPages()).map((p: { name: string }) => p.name);
    }, url);
    expect(names).toContain('ReportSection1');
    const [load] = await host.normalizedTrace();
    expect(load.origin).toBe(h.hostOrigin);
    expect(load.fromParent).toBe(true);
    expect(Object.keys(load.data as object)).toEqual(['method', 'url', 'headers', 'body']);
    expect(load.data).toMatchObject({
      method: 'POST',
      url: '/report/load',
      headers: {
        'x-sdk-wrapper-version': { $type: 'undefined' },
        uid: '<uid1>',
        sdkSessionId: '<session1>',
        id: '<id1>',
      },
    });
    await host.close();
  });

  it('lets a test post as the frame and see the host reply', async () => {
    const host = await h.openHost('reference');
    const url = h.embedUrl('/reportEmbed', { reportId: 'R1', noReady: '1' });
    await host.run(
      (_pbi, powerbi, embedUrl, t) =>
        void powerbi.embed(t.container(), { type: 'report', id: 'R1', embedUrl, accessToken: 'T' }),
      url,
    );
    const reply = await host.frameRequest(0, { method: 'POST', url: '/reports/nobody/events/loaded', body: {} });
    expect(reply).toMatchObject({ statusCode: 200, body: null });
    expect(await host.run(() => window.hostTools.messageListenerCount())).toBe(1);
    await host.close();
  });
});
