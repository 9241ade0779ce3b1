/**
 * `<EmbedComponent>` under React's development StrictMode (mount, unmount, mount again) and
 * through many mount/unmount cycles, with React 19 and React 18: one load reaches the frame,
 * and nothing stays behind on the window.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { REACT_VERSIONS, setUpReactHarness, type AppPage } from './support/harness';

const h = setUpReactHarness();
let app: AppPage | undefined;

afterEach(async () => {
  await app?.close();
  app = undefined;
});

describe.each(REACT_VERSIONS)('EmbedComponent lifecycle with React %s', (version) => {
  it('[R-LIFE-01] in StrictMode exactly one /report/load reaches the frame; unmount leaves no message listener', async () => {
    app = await h.open(version, { strict: true });
    expect(await app.run((a, _, t) => t.messageListenerCount())).toBe(0);
    await app.render({ embedConfig: app.report() });
    await app.loaded();
    expect((await app.lines()).filter((l) => l === 'POST /report/load')).toHaveLength(1);
    expect(await app.run((a) => a.container()!.querySelectorAll('iframe').length)).toBe(1);
    await app.run((a) => a.unmount());
    expect(await app.run((a, _, t) => t.messageListenerCount())).toBe(0);
    expect(app.pageErrors).toEqual([]);
  });

  it('in StrictMode a handler is subscribed once: one call per event', async () => {
    app = await h.open(version, { strict: true });
    await app.run(
      (a, embedConfig) =>
        a.render({ embedConfig: embedConfig as never, eventHandlers: { dataSelected: () => a.log.push('called') } }),
      app.report(),
    );
    await app.loaded();
    await app.postEvent('dataSelected', { dataPoints: [] });
    expect(await app.run((a) => a.log)).toEqual(['called']);
    expect(await app.run((a) => a.listenerCount(a.container()!, 'dataSelected'))).toBe(1);
  });

  it('100 mount/unmount cycles leave the window message listeners as they were', async () => {
    app = await h.open(version);
    const counts = await app.run(async (a, embedConfig, t) => {
      const before = t.messageListenerCount();
      for (let i = 0; i < 100; i++) {
        await a.render({ embedConfig: embedConfig as never });
        await a.unmount();
      }
      return { before, after: t.messageListenerCount(), iframes: document.querySelectorAll('iframe').length };
    }, app.report());
    expect(counts).toEqual({ before: 0, after: 0, iframes: 0 });
    expect(app.pageErrors).toEqual([]);
  });
});
