/**
 * The production options are features of the service: `Service` has every one; an `EmbedService`
 * has those given in `features`, and refuses an option whose feature it lacks, naming both.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setUpHarness, type HostPage } from './support/harness';

const h = setUpHarness();

describe('host features of an EmbedService', () => {
  let page: HostPage;
  beforeAll(async () => {
    page = await h.openHost('ours');
  });
  afterAll(() => page?.close());

  it('refuses tokenProvider, lazy and responsiveLayout without their features, naming the option and the feature', async () => {
    const refusals = await page.run(
      async (pbi, _powerbi, embedUrl, t) => {
        const bare = new pbi.EmbedService({ components: [pbi.Report] });
        const base = { type: 'report', id: 'R1', embedUrl, tokenType: 1 };
        const tries: Record<string, object> = {
          tokenProvider: { ...base, tokenProvider: () => 'T0' },
          lazy: { ...base, accessToken: 'T0', lazy: true },
          responsiveLayout: { ...base, accessToken: 'T0', responsiveLayout: true },
        };
        const out: Record<string, string> = {};
        for (const [option, config] of Object.entries(tries)) {
          try {
            bare.embed(t.container(), config);
            out[option] = 'embedded';
          } catch (error) {
            out[option] = (error as Error).message;
          }
        }
        return out;
      },
      h.embedUrl('/reportEmbed', { reportId: 'R1', groupId: 'G1' }),
    );
    expect(refusals.tokenProvider).toMatch(/^tokenProvider needs the tokenLifecycle feature/);
    expect(refusals.lazy).toMatch(/^lazy needs the lazyLoading feature/);
    expect(refusals.responsiveLayout).toMatch(/^responsiveLayout needs the reportLayout feature/);
  });

  it('with the features given, the same options work: a provider token loads a lazy report', async () => {
    const fresh = await h.openHost('ours');
    try {
      const frames = await fresh.run(
        async (pbi, _powerbi, embedUrl, t) => {
          const service = new pbi.EmbedService({
            components: [pbi.Report],
            features: [pbi.tokenLifecycle, pbi.lazyLoading, pbi.reportLayout],
          });
          const el = t.container();
          const loaded = t.nextEvent(el, 'loaded');
          service.embed(el, {
            type: 'report',
            id: 'R1',
            embedUrl,
            tokenType: 1,
            tokenProvider: () => 'T0',
            lazy: true,
          });
          await loaded;
          return el.querySelectorAll('iframe').length;
        },
        h.embedUrl('/reportEmbed', { reportId: 'R1', groupId: 'G1' }),
      );
      expect(frames).toBe(1);
    } finally {
      await fresh.close();
    }
  });
});
