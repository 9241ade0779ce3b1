/**
 * `eventHandlers` of `<EmbedComponent>`: one stable subscription per event name that calls the
 * latest function, `handler(event, embed)`, with a Map or a plain object; removed names are
 * unsubscribed without touching the app's own handlers. Events come from the fake frame.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { setUpReactHarness, type AppPage } from './support/harness';

const h = setUpReactHarness();
let app: AppPage | undefined;

afterEach(async () => {
  await app?.close();
  app = undefined;
});

const SELECTION = { dataPoints: [] };

describe('EmbedComponent event handlers', () => {
  it.each(['Map', 'plain object'] as const)('calls handler(event, embed) given as a %s', async (form) => {
    app = await h.open('19');
    await app.run(
      (a, { embedConfig, form }) => {
        const handler = (event?: CustomEvent, embed?: unknown) =>
          a.log.push({ type: event?.type, detail: event?.detail, same: embed === a.embeds.at(-1) });
        const entries: [string, typeof handler][] = [['dataSelected', handler]];
        const eventHandlers = form === 'Map' ? new Map(entries) : Object.fromEntries(entries);
        return a.render({ embedConfig: embedConfig as never, eventHandlers: eventHandlers as never });
      },
      { embedConfig: app.report(), form },
    );
    await app.loaded();
    await app.postEvent('dataSelected', SELECTION);
    expect(await app.run((a) => a.log)).toEqual([{ type: 'dataSelected', detail: SELECTION, same: true }]);
  });

  it('a re-render with a new function calls the new one, without subscribing again', async () => {
    app = await h.open('19');
    const embedConfig = app.report();
    const render = (tag: string) =>
      app!.run(
        (a, { embedConfig, tag }) =>
          a.render({
            embedConfig: embedConfig as never,
            eventHandlers: new Map([['dataSelected', () => a.log.push(tag)]]),
          }),
        { embedConfig, tag },
      );
    await render('first');
    await app.loaded();
    const listeners = () =>
      app!.run((a) => ({
        now: a.listenerCount(a.container()!, 'dataSelected'),
        added: a.listenerAdditions(a.container()!),
      }));
    const before = { listeners: await listeners(), requests: (await app.requests()).length };
    expect(before.listeners.now).toBe(1);
    await render('second');
    expect((await app.requests()).length).toBe(before.requests);
    expect(await listeners()).toEqual(before.listeners);
    await app.postEvent('dataSelected', SELECTION);
    expect(await app.run((a) => a.log)).toEqual(['second']);
  });

  it("a name that disappears is unsubscribed, and the app's own handler for it stays", async () => {
    app = await h.open('19');
    const embedConfig = app.report();
    await app.run(
      (a, embedConfig) =>
        a.render({ embedConfig: embedConfig as never, eventHandlers: { dataSelected: () => a.log.push('component') } }),
      embedConfig,
    );
    await app.loaded();
    await app.run(async (a, embedConfig) => {
      a.embeds.at(-1)!.on('dataSelected', () => a.log.push('own'));
      await a.render({ embedConfig: embedConfig as never, eventHandlers: {} });
    }, embedConfig);
    await app.postEvent('dataSelected', SELECTION);
    expect(await app.run((a) => a.log)).toEqual(['own']);
    expect(await app.run((a) => a.listenerCount(a.container()!, 'dataSelected'))).toBe(1);
  });

  it('a null handler subscribes nothing', async () => {
    app = await h.open('19');
    await app.run(
      (a, embedConfig) =>
        a.render({ embedConfig: embedConfig as never, eventHandlers: new Map([['dataSelected', null]]) as never }),
      app.report(),
    );
    await app.loaded();
    expect(await app.run((a) => a.listenerCount(a.container()!, 'dataSelected'))).toBe(0);
    expect(await app.run((a) => a.errors)).toEqual([]);
  });
});
