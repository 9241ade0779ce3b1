/* eslint-disable @typescript-eslint/no-explicit-any -- page globals the scenarios keep between steps */
/**
 * Each element embeds its type from attributes and properties, in real Chromium against the fake
 * frame at another site; what the frames receive is read from the frame server's log.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { setUpElementsHarness, type HostPage } from './support/harness';

const h = setUpElementsHarness();
let host: HostPage | undefined;

afterEach(async () => {
  await host?.close();
  host = undefined;
});

/** Each element, its attributes (`{{url:path}}` is a frame URL at that path), and the load its frame receives. */
const CASES: { tag: string; attributes: Record<string, string>; path: string; load: string; body: object }[] = [
  {
    tag: 'pbi-report',
    attributes: { 'report-id': 'R1', 'page-name': 'ReportSection2' },
    path: '/reportEmbed',
    load: 'POST /report/load',
    body: { type: 'report', id: 'R1', pageName: 'ReportSection2', accessToken: 'T1' },
  },
  {
    tag: 'pbi-dashboard',
    attributes: { 'dashboard-id': 'D1', 'page-view': 'fitToWidth' },
    path: '/dashboardEmbed',
    load: 'POST /dashboard/load',
    body: { type: 'dashboard', id: 'D1', pageView: 'fitToWidth', accessToken: 'T1' },
  },
  {
    tag: 'pbi-tile',
    attributes: { 'tile-id': 'T9', 'dashboard-id': 'D1' },
    path: '/tileEmbed',
    load: 'POST /tile/load',
    body: { type: 'tile', id: 'T9', dashboardId: 'D1', accessToken: 'T1' },
  },
  {
    tag: 'pbi-visual',
    attributes: { 'report-id': 'R1', 'page-name': 'ReportSection', 'visual-name': 'VisualContainer1' },
    path: '/reportEmbed',
    load: 'POST /report/load',
    body: { type: 'visual', id: 'R1', pageName: 'ReportSection', visualName: 'VisualContainer1' },
  },
  {
    tag: 'pbi-qna',
    attributes: { 'dataset-ids': 'DS1', question: 'total sales', 'view-mode': 'interactive' },
    path: '/qnaEmbed',
    load: 'POST /qna/load',
    body: { type: 'qna', datasetIds: ['DS1'], question: 'total sales', viewMode: 0 },
  },
  {
    tag: 'pbi-paginated-report',
    attributes: { 'report-id': 'R1' },
    path: '/rdlEmbed',
    load: 'POST /report/load',
    body: { type: 'report', id: 'R1', accessToken: 'T1' },
  },
];

describe('embedding', () => {
  it.each(CASES)(
    '[E-LOAD-01] <$tag> embeds from its attributes and properties: one load with them, loaded on the element',
    async ({ tag, attributes, path, load, body }) => {
      host = await h.open();
      const embedUrl = host.embedUrl({}, path);
      await host.run(
        (app, { tag, attributes, embedUrl }) => {
          app.add(tag, { ...attributes, 'embed-url': embedUrl, 'token-type': 'embed' }, { accessToken: 'T1' });
          (window as any).loaded = new Promise((resolve) => app.el.addEventListener('loaded', resolve));
        },
        { tag, attributes, embedUrl },
      );
      await host.loaded(load);
      await host.run(() => (window as any).loaded);
      const loads = (await host.requests()).filter((r) => `${r.method} ${r.url}` === load);
      expect(loads).toHaveLength(1);
      expect(loads[0].body).toMatchObject({ ...body, tokenType: 1 });
      // The frame is in the element's shadow tree, at the embed URL.
      expect(await host.run((app) => app.el.shadowRoot!.querySelector('iframe')!.src)).toContain(embedUrl);
      expect(host.pageErrors).toEqual([]);
    },
  );

  it('[E-LOAD-01] rich properties go into the load: settings (with filter-pane/nav-pane merged), filters, theme, config', async () => {
    host = await h.open();
    const embedUrl = host.embedUrl();
    const filters = [
      {
        $schema: 'http://powerbi.com/product/schema#basic',
        target: { table: 'Store', column: 'Chain' },
        operator: 'In',
        values: ['Lindseys'],
        filterType: 1,
      },
    ];
    await host.run(
      (app, { embedUrl, filters }) => {
        app.add(
          'pbi-report',
          { 'embed-url': embedUrl, 'report-id': 'R1', 'filter-pane': 'false', 'view-mode': 'edit' },
          {
            accessToken: 'T1',
            settings: { background: 1 },
            filters,
            theme: { themeJson: { name: 'dark' } },
            config: { permissions: 7, id: 'ignored: the attribute wins' },
          },
        );
      },
      { embedUrl, filters },
    );
    await host.loaded();
    const load = (await host.requests()).find((r) => r.url === '/report/load')!;
    expect(load.body).toMatchObject({
      id: 'R1',
      accessToken: 'T1',
      permissions: 7,
      viewMode: 1,
      settings: { background: 1, panes: { filters: { visible: false } } },
      filters,
      theme: { themeJson: { name: 'dark' } },
    });
  });

  it('[E-LOAD-01] lazy: the frame is created (and loaded) only when the element comes near the viewport', async () => {
    host = await h.open();
    await host.run((app, embedUrl) => {
      const spacer = document.body.appendChild(document.createElement('div'));
      spacer.style.height = '5000px';
      app.add('pbi-report', { 'embed-url': embedUrl, 'report-id': 'R1', lazy: '' }, { accessToken: 'T1' });
    }, host.embedUrl());
    await host.page.waitForTimeout(300);
    expect(await host.run((app) => app.el.shadowRoot!.querySelectorAll('iframe').length)).toBe(0);
    expect(await host.lines()).toEqual([]);
    await host.run((app) => app.el.scrollIntoView());
    await host.loaded();
    expect(await host.run(async (app) => (await app.el.ready).embedtype)).toBe('report');
  });

  it('[E-LOAD-01] given its embed URL first and its token in a later task (fetched meanwhile), it embeds once the token is there', async () => {
    host = await h.open();
    const embedUrl = host.embedUrl();
    await host.run(
      (app, embedUrl) => void app.add('pbi-report', { 'embed-url': embedUrl, 'report-id': 'R1' }),
      embedUrl,
    );
    const errors = await host.run(async (app) => {
      const seen: string[] = [];
      const onError = (event: ErrorEvent) => seen.push(String(event.message));
      window.addEventListener('error', onError);
      const before = app.el.embed === undefined;
      await new Promise((resolve) => setTimeout(resolve, 50));
      app.el.accessToken = 'T1';
      await app.el.ready;
      window.removeEventListener('error', onError);
      return { before, seen };
    });
    expect(errors).toEqual({ before: true, seen: [] });
    const loads = (await host.requests()).filter((r) => r.url === '/report/load');
    expect(loads.map((r) => (r.body as any).accessToken)).toEqual(['T1']);
  });

  it('[E-LOAD-01] one shared Service for every element of the page, unless a service property gives another', async () => {
    host = await h.open();
    const counts = await host.run(
      async (app, urls) => {
        const a = app.add('pbi-report', { 'embed-url': urls[0], 'report-id': 'R1' }, { accessToken: 'T1' });
        const b = app.add('pbi-dashboard', { 'embed-url': urls[1], 'dashboard-id': 'D1' }, { accessToken: 'T1' });
        const Service = app.service().constructor as new () => ReturnType<typeof app.service>;
        const own = new Service();
        const c = app.add(
          'pbi-report',
          { 'embed-url': urls[0], 'report-id': 'R2' },
          { accessToken: 'T1', service: own },
        );
        await Promise.all([a.ready, b.ready, c.ready]);
        return { shared: app.service().getNumberOfComponents(), own: own.getNumberOfComponents() };
      },
      [host.embedUrl(), host.embedUrl({}, '/dashboardEmbed')],
    );
    expect(counts).toEqual({ shared: 2, own: 1 });
  });

  it('[E-LOAD-02] el.embed and el.report are the embed object; el.ready resolves with it on loaded', async () => {
    host = await h.open();
    const embedUrl = host.embedUrl();
    const seen = await host.run(async (app, embedUrl) => {
      const el = app.add('pbi-report', { 'embed-url': embedUrl, 'report-id': 'R1' }, { accessToken: 'T1' });
      let loaded = false;
      el.addEventListener('loaded', () => (loaded = true));
      const before = el.embed;
      const ready = el.ready;
      const embed = await ready;
      return {
        before: before === undefined,
        loadedFirst: loaded,
        same:
          embed === el.embed &&
          el.report === el.embed &&
          app.service().get(el.shadowRoot!.firstElementChild as HTMLElement) === embed,
        type: embed.embedtype,
        pages: (await embed.getPages()).length > 0,
        readyAgain: (await el.ready) === embed,
      };
    }, embedUrl);
    expect(seen).toEqual({
      before: true,
      loadedFirst: true,
      same: true,
      type: 'report',
      pages: true,
      readyAgain: true,
    });
  });

  it('[E-LOAD-02] a new load gives a new ready promise, resolved by that load', async () => {
    host = await h.open();
    const embedUrl = host.embedUrl();
    await host.run(async (app, embedUrl) => {
      const el = app.add('pbi-report', { 'embed-url': embedUrl, 'report-id': 'R1' }, { accessToken: 'T1' });
      (window as any).first = el.ready;
      await el.ready;
    }, embedUrl);
    await host.loaded();
    const result = await host.run(
      async (app, url2) => {
        app.el.setAttribute('embed-url', url2);
        app.el.setAttribute('report-id', 'R2');
        await Promise.resolve();
        const second = app.el.ready;
        const embed = await second;
        return { fresh: second !== (window as any).first, id: embed.config.id };
      },
      host.embedUrl({ reportId: 'R2' }),
    );
    expect(result).toEqual({ fresh: true, id: 'R2' });
  });

  it('[E-LOAD-03] the frame title comes from the label attribute, else the title attribute; a change sets it without a load', async () => {
    host = await h.open();
    const embedUrl = host.embedUrl();
    const title = () => host!.run((app) => app.el.shadowRoot!.querySelector('iframe')!.getAttribute('title'));
    await host.run(
      (app, embedUrl) =>
        void app.add(
          'pbi-report',
          { 'embed-url': embedUrl, 'report-id': 'R1', title: 'Sales 2026' },
          { accessToken: 'T1' },
        ),
      embedUrl,
    );
    await host.loaded();
    expect(await title()).toBe('Sales 2026');
    await host.run((app) => app.el.setAttribute('label', 'Quarterly sales'));
    await expect.poll(title).toBe('Quarterly sales');
    // Without either: embed-client's default.
    await host.run(
      (app, embedUrl) =>
        void app.add('pbi-dashboard', { 'embed-url': embedUrl, 'dashboard-id': 'D1' }, { accessToken: 'T1' }),
      host.embedUrl({}, '/dashboardEmbed'),
    );
    await host.loaded('POST /dashboard/load');
    expect(await title()).toBe('Power BI dashboard');
    expect((await host.lines()).filter((l) => l === 'POST /report/load')).toHaveLength(1);
  });

  it('[E-LOAD-04] an announced loading state (role=status) until loaded, then none', async () => {
    host = await h.open();
    const embedUrl = host.embedUrl({ hang: 'POST /report/load' });
    const state = () =>
      host!.run((app) => {
        const root = app.el.shadowRoot!;
        return {
          status: root.querySelector('[role=status]')?.textContent,
          alert: root.querySelector('[role=alert]')?.textContent,
        };
      });
    await host.run(
      (app, embedUrl) =>
        void app.add('pbi-report', { 'embed-url': embedUrl, 'report-id': 'R1' }, { accessToken: 'T1' }),
      embedUrl,
    );
    await host.waitFor('POST /report/load');
    expect(await state()).toEqual({ status: 'Loading report…', alert: '' });
    await host.postEvent('loaded');
    expect(await state()).toEqual({ status: '', alert: '' });
    // The live regions are in the accessibility tree.
    const snapshot = await host.page.locator('pbi-report').ariaSnapshot();
    expect(snapshot).toContain('status');
  });

  it('[E-LOAD-04] an announced error state (role=alert): the frame refusing the load, and a config embed-client refuses', async () => {
    host = await h.open();
    await host.run(
      (app, embedUrl) =>
        void app.add('pbi-report', { 'embed-url': embedUrl, 'report-id': 'R1' }, { accessToken: 'T1' }),
      host.embedUrl({ tokenExpired: '1' }),
    );
    await host.waitFor('POST /report/load');
    await expect
      .poll(() => host!.run((app) => app.el.shadowRoot!.querySelector('[role=alert]')!.textContent))
      .toMatch(/token/i);
    expect(await host.run((app) => app.el.shadowRoot!.querySelector('[role=status]')!.textContent)).toBe('');
    expect(await host.page.getByRole('alert').isVisible()).toBe(true);
    // A report without an id: refused by embed-client before any frame exists; ready rejects with it.
    const refused = await host.run(
      async (app, embedUrl) => {
        const el = app.add('pbi-report', { 'embed-url': embedUrl }, { accessToken: 'T1' });
        const outcome = await el.ready.then(
          () => 'resolved',
          (error: Error) => error.message,
        );
        return {
          outcome,
          alert: el.shadowRoot!.querySelector('[role=alert]')!.textContent,
          frames: el.shadowRoot!.querySelectorAll('iframe').length,
        };
      },
      host.embedUrl({ reportId: '' }),
    );
    expect(refused.outcome).toMatch(/^Report id is required/);
    expect(refused.alert).toBe(refused.outcome);
    expect(refused.frames).toBe(0);
  });
});
