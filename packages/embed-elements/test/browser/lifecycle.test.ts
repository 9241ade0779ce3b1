/**
 * Removal and reconnection: removing an element resets its embed and leaves nothing behind
 * (window `message` listeners, window/document listeners, timers, observed elements — counted in
 * the page); appending it again embeds again.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { setUpElementsHarness, type HostPage } from './support/harness';

const h = setUpElementsHarness();
let host: HostPage | undefined;

afterEach(async () => {
  await host?.close();
  host = undefined;
});

describe('lifecycle', () => {
  it('[E-LIFE-01] removing a loaded <pbi-report> (token provider: timers and listeners of the lifecycle) leaves no listener or timer; re-appending embeds again', async () => {
    host = await h.open();
    const baseline = await host.counts();
    const embedUrl = host.embedUrl();
    await host.run(async (app, embedUrl) => {
      const el = app.add(
        'pbi-report',
        { 'embed-url': embedUrl, 'report-id': 'R1' },
        { tokenProvider: () => ({ token: 'P1', expiresAt: Date.now() + 3_600_000 }) },
      );
      await el.ready;
    }, embedUrl);
    await host.loaded();
    const loaded = await host.counts();
    // What could leak is there while it is embedded: the frame's message listener, the refresh timer, the lifecycle's listeners.
    expect(loaded.messageListeners).toBeGreaterThan(baseline.messageListeners);
    expect(loaded.timers).toBeGreaterThan(baseline.timers);
    expect(loaded.windowListeners + loaded.documentListeners).toBeGreaterThan(
      baseline.windowListeners + baseline.documentListeners,
    );

    const removed = await host.run(async (app) => {
      app.el.remove();
      await new Promise((resolve) => setTimeout(resolve, 50));
      return {
        components: app.service().getNumberOfComponents(),
        frames: app.el.shadowRoot!.querySelectorAll('iframe').length,
        embed: app.el.embed === undefined,
      };
    });
    expect(removed).toEqual({ components: 0, frames: 0, embed: true });
    expect(await host.counts()).toEqual(baseline);

    // Back in the page: a new frame and a new load.
    await host.run(async (app) => {
      document.body.append(app.el);
      await app.el.ready;
    });
    await host.waitFor('POST /report/load', 2);
    expect(await host.run((app) => app.el.shadowRoot!.querySelectorAll('iframe').length)).toBe(1);
    await host.run(async (app) => {
      app.el.remove();
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(await host.counts()).toEqual(baseline);
    expect(host.pageErrors).toEqual([]);
  });

  it('[E-LIFE-01] a lazy element removed before it was seen leaves no observer; one removed mid-load no listener', async () => {
    host = await h.open();
    const baseline = await host.counts();
    await host.run(async (app, embedUrl) => {
      const spacer = document.body.appendChild(document.createElement('div'));
      spacer.style.height = '5000px';
      const el = app.add('pbi-report', { 'embed-url': embedUrl, 'report-id': 'R1', lazy: '' }, { accessToken: 'T1' });
      await Promise.resolve();
      (window as unknown as { lazyFrames: number }).lazyFrames = el.shadowRoot!.querySelectorAll('iframe').length;
    }, host.embedUrl());
    expect((await host.counts()).observed).toBeGreaterThan(baseline.observed);
    expect(await host.run(() => (window as unknown as { lazyFrames: number }).lazyFrames)).toBe(0);
    await host.run((app) => app.el.remove());
    expect(await host.counts()).toEqual(baseline);

    // Removed while its frame hangs on the load.
    await host.run(
      (app, embedUrl) =>
        void app.add('pbi-dashboard', { 'embed-url': embedUrl, 'dashboard-id': 'D1' }, { accessToken: 'T1' }),
      host.embedUrl({ hang: 'POST /dashboard/load' }, '/dashboardEmbed'),
    );
    await host.waitFor('POST /dashboard/load');
    await host.run(async (app) => {
      app.el.remove();
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(await host.counts()).toEqual(baseline);
    expect(await host.lines()).toContain('POST /dashboard/load');
  });
});
