/**
 * `<EmbedComponent>` with a token provider, in Chromium against the fake frame: the provider gives
 * the first token, and re-rendering with a new function each time neither refetches nor re-embeds;
 * the latest function is the one a later refresh calls.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { setUpReactHarness, type AppPage } from './support/harness';

const h = setUpReactHarness();
let app: AppPage | undefined;

afterEach(async () => {
  await app?.close();
  app = undefined;
});

describe('EmbedComponent with a token provider', () => {
  for (const where of ['prop', 'embedConfig'] as const) {
    it(`[R-TOKEN-01] a provider as ${where === 'prop' ? 'the tokenProvider prop' : 'embedConfig.tokenProvider'}: five re-renders with new functions neither refetch nor re-embed`, async () => {
      app = await h.open('19');
      const { accessToken: _token, ...embedConfig } = app.report();
      // Each render passes a new function, which logs which render made it.
      const renderWith = (render: number) =>
        app!.run(
          (a, { embedConfig, render, where }) => {
            const tokenProvider = async (request: { reason: string }) => {
              a.log.push(`provider of render ${render}: ${request.reason}`);
              return { token: `token-${render}`, expiresAt: Date.now() + 3_600_000 };
            };
            return a.render(
              where === 'prop'
                ? { embedConfig, tokenProvider, title: `render ${render}` }
                : { embedConfig: { ...embedConfig, tokenProvider }, title: `render ${render}` },
            );
          },
          { embedConfig, render, where },
        );
      await renderWith(1);
      await app.loaded();
      for (let render = 2; render <= 6; render++) await renderWith(render);
      await app.run((a) => new Promise((resolve) => setTimeout(resolve, 200)).then(() => a.embeds.length));
      expect(await app.run((a) => a.log)).toEqual(['provider of render 1: initial']);
      const loads = (await app.requests()).filter((r) => r.url === '/report/load');
      expect(loads.map((r) => (r.body as { accessToken?: string }).accessToken)).toEqual(['token-1']);
      expect(await app.run((a) => a.embeds.length)).toBe(1);
      // A refresh (here the frame reporting TokenExpired) calls the provider of the latest render.
      await app.postEvent('error', { message: 'TokenExpired', detailedMessage: 'expired', errorCode: '403' });
      await app.waitFor('POST /report/token');
      expect(await app.run((a) => a.log)).toEqual(['provider of render 1: initial', 'provider of render 6: expired']);
      const tokens = (await app.requests()).filter((r) => r.url === '/report/token').map((r) => r.body);
      expect(tokens).toEqual(['token-6']);
      expect(app.pageErrors).toEqual([]);
    });
  }
});
