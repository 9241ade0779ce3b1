/* eslint-disable @typescript-eslint/no-explicit-any -- scenarios run in the page against the client's globals */
/**
 * [P-PLAY-07] The wire inspector on any app: one import of `@org/embed-client/inspector` (built here
 * from source as an app's bundle would take it, beside the client's script-tag global) and one call
 * on a Service records every message between the page and the service's frames; `dispose` takes
 * every hook back; the main entry holds none of it.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildFromSource, bundleFromSource, PACKAGES_DIR, sourceOf } from '@org/test-harness';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setUpHarness, type HostPage } from './support/harness';

const h = setUpHarness();
let host: HostPage | undefined;
let inspectorScript = '';

beforeAll(async () => {
  inspectorScript = await bundleFromSource({
    contents: "import { inspect } from '@org/embed-client/inspector';\n(window as any).inspect = inspect;",
    resolveDir: fileURLToPath(new URL('.', import.meta.url)),
  });
});

afterEach(async () => {
  await host?.close();
  host = undefined;
});

const reportUrl = (query: Record<string, string> = {}) =>
  h.embedUrl('/reportEmbed', { reportId: 'R1', noReady: '1', ...query });

/**
 * Opens a host page with the inspector, makes a Service from the factories, inspects it (kept in
 * `t.vars.inspector`), embeds a report (in `t.vars.report`) and waits for its `loaded`.
 */
async function inspectedReport(embedUrl: string) {
  host = await h.openHost('ours', { script: inspectorScript });
  await host.run(async (pbi, _powerbi, embedUrl, t) => {
    const { hpmFactory, wpmpFactory, routerFactory } = pbi.factories;
    const service = (t.vars.service = new pbi.service.Service(hpmFactory, wpmpFactory, routerFactory));
    t.vars.inspector = (window as any).inspect(service);
    const el = t.container();
    const loaded = t.nextEvent(el, 'loaded');
    t.vars.report = service.embed(el, { type: 'report', id: 'R1', embedUrl, accessToken: 'T', tokenType: 1 });
    await loaded;
  }, embedUrl);
  return host;
}

describe('[P-PLAY-07] the inspector for any app: one import, one call', () => {
  it("[P-PLAY-07] records a request with its headers, the response that answers its id with the time since, and the frame's events", async () => {
    const page = await inspectedReport(reportUrl());
    const { messages, pages } = await page.run(async (_pbi, _powerbi, _arg, t) => {
      const pages = await t.vars.report.getPages();
      // Read at once: the answer is recorded before the call resolves.
      return { messages: t.vars.inspector.messages, pages: pages.length };
    });
    expect(pages).toBeGreaterThan(0);
    const seqs = messages.map((m: any) => m.seq);
    expect(seqs).toEqual([...seqs].sort((a, b) => a - b));

    const load = messages.find((m: any) => m.kind === 'request' && m.url === '/report/load');
    expect(load).toMatchObject({ direction: 'page→frame', method: 'POST', body: { id: 'R1', accessToken: 'T' } });

    const request = messages.findLast((m: any) => m.kind === 'request' && m.url === '/report/pages');
    expect(request).toMatchObject({ direction: 'page→frame', method: 'GET' });
    expect(request.headers).toMatchObject({ 'x-sdk-type': 'js', 'x-sdk-version': '2.22.4' });
    expect(typeof request.headers.id).toBe('string');
    expect('body' in request).toBe(false);

    const response = messages.find((m: any) => m.kind === 'response' && m.answers === request.headers.id);
    expect(response).toMatchObject({ direction: 'frame→page', status: 200 });
    expect(response.body).toHaveLength(pages);
    expect(response.seq).toBeGreaterThan(request.seq);
    expect(response.elapsed).toBeGreaterThanOrEqual(0);
    expect(response.error).toBeUndefined();

    const loaded = messages.find((m: any) => m.kind === 'event' && m.event === 'loaded');
    expect(loaded).toMatchObject({ direction: 'frame→page', method: 'POST' });
    expect(loaded.url).toMatch(/\/reports\/[^/]+\/events\/loaded$/);
    // The page's answer to the event, on the way back.
    const reply = messages.find((m: any) => m.kind === 'response' && m.answers === loaded.headers.id);
    expect(reply).toMatchObject({ direction: 'page→frame', status: 200 });
    expect(reply.seq).toBeGreaterThan(loaded.seq);
  });

  it('[P-PLAY-07] records an error response of a failing route with its status and body', async () => {
    const page = await inspectedReport(reportUrl({ fail: 'GET /report/pages:500' }));
    const { messages, rejected } = await page.run(async (_pbi, _powerbi, _arg, t) => {
      const rejected = await t.vars.report.getPages().then(
        () => false,
        () => true,
      );
      return { messages: t.vars.inspector.messages, rejected };
    });
    expect(rejected).toBe(true);
    const request = messages.findLast((m: any) => m.kind === 'request' && m.url === '/report/pages');
    const response = messages.find((m: any) => m.answers === request.headers.id);
    expect(response).toMatchObject({ kind: 'response', direction: 'frame→page', status: 500 });
    expect(response.body).toMatchObject({ message: 'FakeFrameFailure', errorCode: '500' });
    expect(response.error).toMatch(/^500: .*FakeFrameFailure/);
  });

  it('[P-PLAY-07] records a request the frame never answers as an error once it times out', async () => {
    host = await h.openHost('ours', { script: inspectorScript });
    const result = await host.run(
      async (pbi, _powerbi, embedUrl, t) => {
        const { hpmFactory, wpmpFactory, routerFactory } = pbi.factories;
        const service = new pbi.service.Service(hpmFactory, wpmpFactory, routerFactory, { requestTimeout: 300 });
        const inspector = (window as any).inspect(service);
        const el = t.container();
        const loaded = t.nextEvent(el, 'loaded');
        const report = service.embed(el, { type: 'report', id: 'R1', embedUrl, accessToken: 'T', tokenType: 1 });
        await loaded;
        const reason = await report.getPages().then(
          () => undefined,
          (error: Error) => error.message,
        );
        const messages = inspector.messages;
        inspector.dispose();
        return { reason, messages };
      },
      reportUrl({ hang: 'GET /report/pages' }),
    );
    expect(result.reason).toMatch(/no answer/);
    const request = result.messages.findLast((m: any) => m.url === '/report/pages');
    const failed = result.messages.filter((m: any) => m.answers === request.headers.id);
    expect(failed).toEqual([
      expect.objectContaining({ direction: 'page→frame', kind: 'error', error: expect.stringMatching(/no answer/) }),
    ]);
    expect(failed[0].elapsed).toBeGreaterThanOrEqual(250);
  });

  it('[P-PLAY-07] copies as JSON, clears, and inspects window.powerbi when given nothing', async () => {
    host = await h.openHost('ours', { script: inspectorScript });
    const result = await host.run(async (_pbi, powerbi, embedUrl, t) => {
      const inspector = (window as any).inspect();
      const seen: number[] = [];
      const unsubscribe = inspector.subscribe((messages: unknown[]) => seen.push(messages.length));
      const el = t.container();
      const loaded = t.nextEvent(el, 'loaded');
      const report = powerbi.embed(el, { type: 'report', id: 'R1', embedUrl, accessToken: 'T', tokenType: 1 });
      await loaded;
      await report.getPages();
      unsubscribe();
      const json = JSON.parse(await inspector.copyAsJSON());
      const stringified = JSON.parse(JSON.stringify(inspector));
      const count = inspector.messages.length;
      inspector.clear();
      const result = { json, stringified, count, seen, afterClear: inspector.messages.length };
      inspector.dispose();
      return result;
    }, reportUrl());
    expect(result.count).toBeGreaterThan(3);
    expect(result.json).toHaveLength(result.count);
    expect(result.stringified).toEqual(result.json);
    expect(result.json.some((m: any) => m.url === '/report/pages')).toBe(true);
    expect(result.seen.at(-1)).toBe(result.count);
    expect(result.afterClear).toBe(0);
  });

  it('[P-PLAY-07] dispose removes every hook: the original post method and router handler back, no listener left, nothing more recorded', async () => {
    host = await h.openHost('ours', { script: inspectorScript });
    const result = await host.run(async (pbi, _powerbi, embedUrl, t) => {
      const { hpmFactory, wpmpFactory, routerFactory } = pbi.factories;
      const service = new pbi.service.Service(hpmFactory, wpmpFactory, routerFactory);
      const post = service.wpmp.postMessage;
      const el = t.container();
      const loaded = t.nextEvent(el, 'loaded');
      const report = service.embed(el, { type: 'report', id: 'R1', embedUrl, accessToken: 'T', tokenType: 1 });
      await loaded;
      const handle = service.router.handler.handle;
      const listeners = t.messageListenerCount();
      const inspector = (window as any).inspect(service);
      const hooked = {
        post: service.wpmp.postMessage !== post,
        handle: service.router.handler.handle !== handle,
        listeners: t.messageListenerCount() - listeners,
      };
      await report.getPages();
      // Inspected after the embed (the proxy listens already): the answer is recorded before the call resolves.
      const asked = inspector.messages.find((m: any) => m.url === '/report/pages');
      const answered = inspector.messages.some(
        (m: any) => m.direction === 'frame→page' && m.answers === asked?.headers.id,
      );
      const before = inspector.messages.length;
      inspector.dispose();
      await report.getPages();
      await report.getFilters();
      return {
        hooked,
        answered,
        before,
        after: inspector.messages.length,
        postRestored: service.wpmp.postMessage === post,
        ownPost: Object.prototype.hasOwnProperty.call(service.wpmp, 'postMessage'),
        handleRestored: service.router.handler.handle === handle,
        listenersLeft: t.messageListenerCount() - listeners,
      };
    }, reportUrl());
    expect(result.hooked).toEqual({ post: true, handle: true, listeners: 1 });
    expect(result.answered).toBe(true);
    // The getPages request and its answer (and any event the frame raised after its load).
    expect(result.before).toBeGreaterThanOrEqual(2);
    expect(result.after).toBe(result.before);
    expect(result.postRestored).toBe(true);
    expect(result.ownPost).toBe(false);
    expect(result.handleRestored).toBe(true);
    expect(result.listenersLeft).toBe(0);
  });

  it('[P-PLAY-07] mounts an accessible panel: a table filtered by text and direction, and a Copy as JSON button', async () => {
    const page = await inspectedReport(reportUrl());
    const panel = await page.run(async (_pbi, _powerbi, _arg, t) => {
      const inspector = t.vars.inspector;
      const root = inspector.mount();
      await t.vars.report.getPages();
      const rows = () => root.querySelectorAll('tbody tr').length;
      const all = rows();
      const search = root.querySelector('input[type=search]') as HTMLInputElement;
      search.value = '/report/pages';
      search.dispatchEvent(new Event('input'));
      const byText = rows();
      search.value = '';
      search.dispatchEvent(new Event('input'));
      const direction = root.querySelector('select') as HTMLSelectElement;
      direction.value = 'frame→page';
      direction.dispatchEvent(new Event('change'));
      const fromFrame = rows();
      const cells = [...root.querySelectorAll('tbody tr td:nth-child(3)')].map((td: Element) => td.textContent);
      const button = [...root.querySelectorAll('button')].find((b: Element) => b.textContent === 'Copy as JSON');
      const label = (element: Element) => (element.closest('label') as HTMLElement | null)?.textContent?.trim();
      const summary = {
        total: inspector.messages.length,
        withText: inspector.messages.filter((m: any) => JSON.stringify(m).includes('/report/pages')).length,
        fromFrameTotal: inspector.messages.filter((m: any) => m.direction === 'frame→page').length,
        all,
        byText,
        fromFrame,
        cells: [...new Set(cells)],
        button: !!button,
        labels: [label(search), label(direction)],
        caption: root.querySelector('table caption')?.textContent,
        headers: [...root.querySelectorAll('thead th[scope=col]')].length,
        named: root.getAttribute('aria-labelledby') === root.querySelector('h2')?.id,
      };
      inspector.dispose();
      return { ...summary, removed: !document.body.contains(root) };
    });
    expect(panel.all).toBe(panel.total);
    expect(panel.byText).toBe(panel.withText);
    expect(panel.byText).toBeGreaterThan(0);
    expect(panel.byText).toBeLessThan(panel.all);
    expect(panel.fromFrame).toBe(panel.fromFrameTotal);
    expect(panel.cells).toEqual(['frame→page']);
    expect(panel.button).toBe(true);
    expect(panel.labels).toEqual(['Filter', expect.stringMatching(/^Direction/)]);
    expect(panel.caption).toBeTruthy();
    expect(panel.headers).toBe(9);
    expect(panel.named).toBe(true);
    expect(panel.removed).toBe(true);
  });

  it('[P-PLAY-07] is an opt-in entry point: its own export, and nothing of it in the main entry', async () => {
    const manifest = JSON.parse(readFileSync(`${PACKAGES_DIR}embed-client/package.json`, 'utf8'));
    expect(manifest.exports['./inspector']).toMatchObject({
      module: './dist/inspector.js',
      import: { default: './dist/inspector.js' },
      require: { default: './dist/inspector.cjs' },
    });
    expect(sourceOf('@org/embed-client/inspector')).toBe(`${PACKAGES_DIR}embed-client/src/inspector/index.ts`);
    const inInspector = (inputs: string[]) => inputs.filter((file) => file.includes('/src/inspector/'));
    const [main, global, inspector] = await Promise.all([
      buildFromSource(`${PACKAGES_DIR}embed-client/src/index.ts`, { format: 'esm' }),
      buildFromSource(`${PACKAGES_DIR}embed-client/src/global.ts`),
      buildFromSource(`${PACKAGES_DIR}embed-client/src/inspector/index.ts`, { format: 'esm' }),
    ]);
    expect(inInspector(main.inputs)).toEqual([]);
    expect(inInspector(global.inputs)).toEqual([]);
    expect(inInspector(inspector.inputs).length).toBeGreaterThan(0);
    // It imports types only: none of the client's code comes with it.
    expect(inspector.inputs.filter((file) => !file.includes('/src/inspector/'))).toEqual([]);
  });
});
