/* eslint-disable @typescript-eslint/no-explicit-any -- scenarios run in the page against two clients whose types differ */
/**
 * Wire conformance of the public methods the other wire suites leave out (see
 * docs/wire-conformance.md): each scenario runs with powerbi-client 2.22.4 and with ours, the
 * frames must receive the same messages and the calls must return the same.
 */
import { describe, expect, it } from 'vitest';
import { expectSameWire, inBothClients } from './support/conformance';
import { embedTypeSteps } from './support/embed-type-steps';
import { setUpHarness } from './support/harness';

const h = setUpHarness();

const { url, CONFIGS, same, requests: requestData } = embedTypeSteps(h);

/** `METHOD url` of each request (not reply) the frame of a run received. */
const requests = (trace: string[]) => requestData(trace).map((data: any) => `${data.method} ${data.url}`);

describe('wire conformance: the remaining methods', { timeout: 60_000 }, () => {
  it('[C-MSG-31] getPageByName sends GET /report/pages and resolves the named page', async () => {
    const runs = await same({
      method: 'embed',
      config: CONFIGS.report(),
      after: '(c) => c.getPageByName("ReportSection2").then((p) => ({ name: p.name, displayName: p.displayName }))',
    });
    expect(requests(runs.ours.traces[0]).at(-1)).toBe('GET /report/pages');
    expect(runs.ours.result).toMatchObject({ resolved: { name: 'ReportSection2' } });
  });

  it("[C-MSG-36] a visual's getVisualDescriptor sends GET /report/pages/{page}/visuals and resolves its visual", async () => {
    const runs = await same({
      method: 'embed',
      config: CONFIGS.visual(),
      after: '(c) => c.getVisualDescriptor().then((v) => ({ name: v.name, title: v.title, type: v.type }))',
    });
    expect(requests(runs.ours.traces[0]).at(-1)).toBe('GET /report/pages/ReportSection1/visuals');
    expect(runs.ours.result).toMatchObject({ resolved: { name: 'admissionsByDepartment' } });
  });

  it("[C-MSG-30] a report creation's isSaved sends GET /report/hasUnsavedChanges", async () => {
    const runs = await same({ method: 'createReport', config: CONFIGS.create(), after: '(c) => c.isSaved()' });
    expect(requests(runs.ours.traces[0]).at(-1)).toBe('GET /report/hasUnsavedChanges');
  });

  it('[C-MSG-08] [C-MSG-10] [C-MSG-11] reload of a dashboard, a tile and a Q&A box posts its own load again', async () => {
    // The second load waits out the 100 ms in which a client sends no load twice.
    const after = '(c) => new Promise((r) => setTimeout(r, 150)).then(() => c.reload())';
    for (const [type, load] of [
      ['dashboard', 'POST /dashboard/load'],
      ['tile', 'POST /tile/load'],
      ['qna', 'POST /qna/load'],
    ]) {
      const runs = await same({ method: 'embed', config: CONFIGS[type](), after });
      expect(requests(runs.ours.traces[0]).filter((r) => r === load)).toHaveLength(2);
    }
  });

  it('[C-ATTR-01] [C-ATTR-02] [C-ATTR-03] [C-MSG-06] init embeds every powerbi-embed-url element of the container', async () => {
    const runs = await inBothClients(h, (host) =>
      host.run(
        async (_pbi, powerbi, embedUrl, t) => {
          const box = t.container();
          const loaded = ['a', 'b'].map((name) => {
            const el = box.appendChild(document.createElement('div'));
            for (const [key, value] of Object.entries({ 'embed-url': embedUrl, type: 'report', name }))
              el.setAttribute(`powerbi-${key}`, value);
            el.setAttribute('powerbi-access-token', 'INIT-TOKEN');
            return t.nextEvent(el, 'loaded');
          });
          const embeds = powerbi.init(box);
          await Promise.all(loaded);
          return embeds.map((embed: any) => embed.config.uniqueId);
        },
        url('/reportEmbed', { reportId: 'R1' }),
      ),
    );
    expectSameWire(runs);
    expect(runs.ours.raw).toEqual(['a', 'b']);
    expect(runs.ours.traces.map((trace) => requests(trace))).toEqual([['POST /report/load'], ['POST /report/load']]);
  });
});

describe('local methods in both clients: same results, nothing sent', { timeout: 60_000 }, () => {
  it("create() on a report throws 'no create support' and sends nothing", async () => {
    const runs = await same({
      method: 'embed',
      config: CONFIGS.report(),
      after: '(c) => { try { c.create(); return "no throw"; } catch (e) { return e.message; } }',
    });
    expect(runs.ours.result).toEqual({ resolved: 'no create support' });
    expect(requests(runs.ours.traces[0])).toEqual(['POST /report/load']);
  });

  it('[C-ID-03] [C-ID-04] the static id finders read the group, report, dashboard, tile and dataset ids of embed URLs', async () => {
    const runs = await inBothClients(h, (host) =>
      host.run((pbi) => {
        const u = 'https://x/embed?groupId=G1&reportId=R1&dashboardId=D1&tileId=T1&datasetId=S1';
        return [
          pbi.Embed.findGroupIdFromEmbedUrl(u),
          pbi.Embed.findGroupIdFromEmbedUrl('https://x/embed') ?? null,
          ...['Report', 'Dashboard', 'Tile', 'Create'].map((name) => pbi[name].findIdFromEmbedUrl(u)),
        ];
      }),
    );
    expectSameWire(runs);
    expect(runs.ours.result).toEqual(['G1', null, 'R1', 'D1', 'T1', 'S1']);
  });

  it('addOrOverwriteEmbed replaces the component listed for the element with the given one', async () => {
    const runs = await inBothClients(h, (host) =>
      host.run(async (_pbi, powerbi, config, t) => {
        const [a, b] = [t.container(), t.container()];
        // Both frames loaded first, so the traces compared are complete whatever the timing.
        const loaded = [t.nextEvent(a, 'loaded'), t.nextEvent(b, 'loaded')];
        const first = powerbi.embed(a, config);
        const second = powerbi.embed(b, { ...config, uniqueId: 'second' });
        await Promise.all(loaded);
        const count = powerbi.getNumberOfComponents();
        powerbi.addOrOverwriteEmbed(first, b);
        return [count, powerbi.getNumberOfComponents(), powerbi.find('second') === second];
      }, CONFIGS.report()),
    );
    expectSameWire(runs);
    expect(runs.ours.result).toEqual([2, 2, false]);
  });

  it('[C-ID-01] [C-ID-04] getId and validate of every component type return the same as the reference', async () => {
    const after =
      '(c) => ({ id: c.getId() ?? null, empty: c.validate({}) ?? null, own: c.validate(c.config) ?? null })';
    const ids: unknown[] = [];
    for (const type of ['report', 'visual', 'dashboard', 'tile', 'qna', 'create', 'quickCreate']) {
      const method = type === 'create' ? 'createReport' : type === 'quickCreate' ? 'quickCreate' : 'embed';
      const runs = await same({ method, config: CONFIGS[type](), after });
      ids.push((runs.ours.result as any).resolved.id);
    }
    expect(ids).toEqual(['R1', 'R1', 'D1', 'T1', null, 'S1', null]);
  });
});
