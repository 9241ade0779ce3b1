// C-SIZE-05: a page pays for the token lifecycle, lazy frames and the report layout only when it uses
// them. `Service` is bundled here as an app bundles it (esbuild, from source, dynamic imports split into
// chunks of their own) and served by a server that counts the chunk requests and can refuse the first.
import { openBrowser, startServer, sourceOf, type TestServer } from '@org/test-harness';
import { build, type Plugin } from 'esbuild';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

type Features = 'token-lifecycle' | 'defer-frame' | 'report-layout';
type Win = Window & Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const fromSource: Plugin = {
  name: 'from-source',
  setup(b) {
    b.onResolve({ filter: /^@org\// }, (args) => {
      const file = sourceOf(args.path);
      return file ? { path: file } : undefined;
    });
  },
};

// The page: a Service whose calls the test makes through `window`; the frames are blank pages.
const PAGE = `
import { Service } from '@org/embed-client';
window.errors = [];
window.powerbi = new Service({ onError: (error) => window.errors.push(String(error && error.message)) });
window.container = () => document.body.appendChild(document.createElement('div'));
window.config = (id, more) => ({ type: 'report', id, embedUrl: location.origin + '/blank?reportId=' + id, tokenType: 1, ...more });
`;

let browser: Browser;
let files: Map<string, string>;
let server: TestServer;
const requests = new Map<Features, number>();
const refuseFirst = new Set<Features>();

const chunkOf = (name: string): Features | undefined =>
  (['token-lifecycle', 'defer-frame', 'report-layout'] as const).find((f) => name.startsWith(`/${f}-`));

beforeAll(async () => {
  const out = await build({
    stdin: { contents: PAGE, resolveDir: path.dirname(sourceOf('@org/embed-client')!), loader: 'js' },
    bundle: true,
    splitting: true,
    format: 'esm',
    outdir: '/out',
    entryNames: 'page',
    write: false,
    logLevel: 'silent',
    plugins: [fromSource],
  });
  files = new Map(out.outputFiles.map((file) => [`/${path.basename(file.path)}`, file.text]));
  server = await startServer((url) => {
    if (url.pathname === '/')
      return { type: 'html', body: '<!doctype html><script type="module" src="/page.js"></script>' };
    if (url.pathname === '/blank') return { type: 'html', body: '<!doctype html>' };
    const feature = chunkOf(url.pathname);
    if (feature) {
      const count = (requests.get(feature) ?? 0) + 1;
      requests.set(feature, count);
      if (count === 1 && refuseFirst.has(feature)) return { type: 'text', body: 'unavailable', status: 503 };
    }
    const text = files.get(url.pathname);
    return text === undefined ? undefined : { type: 'js', body: text };
  });
  browser = await openBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

async function openPage(): Promise<Page> {
  requests.clear();
  refuseFirst.clear();
  const tab = await browser.newPage();
  await tab.goto(server.origin + '/');
  await tab.waitForFunction(() => 'powerbi' in window);
  return tab;
}

describe('features loaded on first use [C-SIZE-05]', () => {
  it('[C-SIZE-05] each feature is a chunk of its own, none of which a page without their options requests', async () => {
    expect([...files.keys()].map(chunkOf).filter(Boolean).sort()).toEqual([
      'defer-frame',
      'report-layout',
      'token-lifecycle',
    ]);
    const tab = await openPage();
    try {
      const frames = await tab.evaluate(async () => {
        const w = window as Win;
        const el = w.container();
        w.powerbi.embed(el, w.config('R1', { accessToken: 'T' }));
        // Some other embeds with their options off: none of them needs a feature.
        w.powerbi.embed(w.container(), w.config('R2', { accessToken: 'T', lazy: false, responsiveLayout: false }));
        await new Promise((resolve) => el.querySelector('iframe')!.addEventListener('load', resolve));
        return document.querySelectorAll('iframe').length;
      });
      expect(frames).toBe(2);
      expect(Object.fromEntries(requests)).toEqual({});
    } finally {
      await tab.close();
    }
  });

  it('[C-SIZE-05] two embeds with a provider before the lifecycle arrives share one request; one reset meanwhile starts nothing', async () => {
    const tab = await openPage();
    try {
      const seen = await tab.evaluate(async () => {
        const w = window as Win;
        const asked: string[] = [];
        const provider = (id: string) => (request: { id?: string }) =>
          new Promise<string>((resolve) => {
            asked.push(id + ':' + request.id);
            resolve('T-' + id);
          });
        const first = w.container();
        const second = w.container();
        const third = w.container();
        w.powerbi.embed(first, w.config('R1', { tokenProvider: provider('first') }));
        w.powerbi.embed(second, w.config('R2', { tokenProvider: provider('second') }));
        // Reset before its lifecycle has loaded: its provider is never asked.
        w.powerbi.reset(first);
        const pendingAtOnce = w.powerbi.get(second).tokenRefreshPending;
        const refreshed = new Promise((resolve) => third.addEventListener('tokenRefreshed', resolve));
        w.powerbi.embed(third, w.config('R3', { tokenProvider: provider('third') }));
        await refreshed;
        return { asked: asked.sort(), pendingAtOnce, token: w.powerbi.get(third).config.accessToken };
      });
      expect(seen).toEqual({ asked: ['second:R2', 'third:R3'], pendingAtOnce: true, token: 'T-third' });
      expect(Object.fromEntries(requests)).toEqual({ 'token-lifecycle': 1 });
    } finally {
      await tab.close();
    }
  });

  it('[C-SIZE-05] a chunk that fails to load settles: the provider embed reports it, a lazy frame is created at once; the next use asks again', async () => {
    const tab = await openPage();
    refuseFirst.add('token-lifecycle');
    refuseFirst.add('defer-frame');
    try {
      const seen = await tab.evaluate(async () => {
        const w = window as Win;
        const failed = new Promise<void>((resolve) => {
          const push = w.errors.push.bind(w.errors);
          w.errors.push = (...items: string[]) => (resolve(), push(...items));
        });
        w.powerbi.embed(w.container(), w.config('R1', { tokenProvider: () => 'T1' }));
        await failed;
        // A lazy embed whose viewport watch cannot load gets its frame as if it were not lazy.
        const lazy = w.container();
        const created = new Promise((resolve) => new MutationObserver(resolve).observe(lazy, { childList: true }));
        w.powerbi.embed(lazy, w.config('R2', { accessToken: 'T', lazy: true }));
        const atOnce = lazy.querySelectorAll('iframe').length;
        await created;
        // The next embed with a provider asks for the lifecycle again, and it starts.
        const again = w.container();
        const refreshed = new Promise((resolve) => again.addEventListener('tokenRefreshed', resolve));
        w.powerbi.embed(again, w.config('R3', { tokenProvider: () => 'T3' }));
        await refreshed;
        return { errors: w.errors.length, atOnce, lazyFrames: lazy.querySelectorAll('iframe').length };
      });
      expect(seen).toEqual({ errors: 1, atOnce: 0, lazyFrames: 1 });
      expect(requests.get('token-lifecycle')).toBe(2);
      expect(requests.get('defer-frame')).toBe(1);
    } finally {
      await tab.close();
    }
  });

  it('[C-SIZE-05] a narrow container gets the mobile layout within embed, before the layout chunk has loaded', async () => {
    const tab = await openPage();
    try {
      const seen = await tab.evaluate(async () => {
        const w = window as Win;
        const el = w.container();
        el.style.width = '300px';
        const report = w.powerbi.embed(el, w.config('R1', { accessToken: 'T', responsiveLayout: true }));
        const atOnce = { layoutType: report.config.settings?.layoutType, src: el.querySelector('iframe')!.src };
        return atOnce;
      });
      expect(seen.layoutType).toBe(2);
      expect(seen.src).toContain('isMobile=true');
      await expect.poll(() => requests.get('report-layout')).toBe(1);
    } finally {
      await tab.close();
    }
  });
});
