/**
 * The props around the embed: the container's class and style, the iframe title, a Service of the
 * app's own, and `getEmbeddedComponent` after each embed.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { setUpReactHarness, type AppPage } from './support/harness';

const h = setUpReactHarness();
let app: AppPage | undefined;

afterEach(async () => {
  await app?.close();
  app = undefined;
});

describe('EmbedComponent props', () => {
  it('cssClassName and style go on the container, title on the iframe', async () => {
    app = await h.open('19');
    await app.render({
      embedConfig: app.report(),
      cssClassName: 'report',
      style: { height: 600 },
      title: 'Admissions',
    });
    await app.loaded();
    expect(
      await app.run((a) => {
        const el = a.container()!;
        return { className: el.className, height: el.style.height, title: el.querySelector('iframe')!.title };
      }),
    ).toEqual({ className: 'report', height: '600px', title: 'Admissions' });
  });

  it("embeds with the app's own Service, announcing the wrapper on it", async () => {
    app = await h.open('19');
    await app.run((a, embedConfig) => {
      const service = a.newService();
      a.log.push(service);
      return a.render({ embedConfig: embedConfig as never, service });
    }, app.report());
    await app.loaded();
    expect(
      await app.run((a) => (a.log[0] as ReturnType<typeof a.newService>).get(a.container()!) === a.embeds.at(-1)),
    ).toBe(true);
    const load = (await app.requests()).find((r) => r.url === '/report/load')!;
    expect(load.headers).toMatchObject({ 'x-sdk-type': 'powerbi-client-react', 'x-sdk-wrapper-version': '1.4.0' });
  });

  it('getEmbeddedComponent gets the embed after each embed, not after a token update', async () => {
    app = await h.open('19');
    const embedConfig = app.report();
    await app.render({ embedConfig });
    await app.loaded();
    const embeds = () =>
      app!.run((a) => ({ count: a.embeds.length, current: a.embeds.at(-1) === a.service().get(a.container()!) }));
    expect(await embeds()).toEqual({ count: 1, current: true });
    await app.render({ embedConfig: { ...embedConfig, accessToken: 'T2' } });
    await app.waitFor('POST /report/token');
    expect(await embeds()).toEqual({ count: 1, current: true });
    await app.render({
      embedConfig: { ...embedConfig, accessToken: 'T2', embedUrl: app.embedUrl({ reportId: 'R2' }) },
    });
    await app.waitFor('POST /report/load', 2);
    expect(await embeds()).toEqual({ count: 2, current: true });
  });
});
