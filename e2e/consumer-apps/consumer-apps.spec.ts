// Each consumer app, built by prepare.ts from our packed libraries, driven as its users' users
// would: in Chromium against @org/fake-frame on another site (embed, events, API calls, a token
// and a URL change), or run with Node. Any page error or console error fails the app, and so does
// a second copy of a package in its bundle.
import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test, type Page } from '@playwright/test';
import { startFakeFrameServer, type FakeFrameServer } from '@org/fake-frame/server';
import { appDir, readConsumerApps, type ConsumerApp } from './consumer-app.ts';
import { serveStatic } from './serve-static.ts';

const execFileAsync = promisify(execFile);
const apps = await readConsumerApps();

/** The checklist items each app's tests cover (here, where the coverage script reads test titles). */
const COVERS: Record<string, string> = {
  'vite-react19': '[C-COMPAT-09]',
  'webpack-react18-authoring': '[C-COMPAT-09] [C-COMPAT-06]',
  'script-tag': '[C-COMPAT-09]',
  'vue-wrapper': '[C-COMPAT-21]',
  'angular-wrapper': '[C-COMPAT-21]',
  'node-scripts': '[C-COMPAT-05]',
};
/** The items of each app's `<pbi-report>` page (`elements` in its consumer.json). */
const ELEMENT_COVERS: Record<string, string> = {
  'vue-wrapper': '[E-FRAMEWORK-02]',
  'angular-wrapper': '[E-FRAMEWORK-03]',
};

/** The packages whose copies are counted: ours must be there once, Microsoft's not at all. */
const COUNTED = [
  '@org/embed-client',
  '@org/embed-models',
  '@org/react-embed',
  '@org/embed-elements',
  'powerbi-client',
  'powerbi-models',
];

/**
 * The copies of `name` among the bundle's module files (bundle-modules.json, written by each app's
 * bundler from its own module list): one copy is one installed folder of the package and one of
 * its builds, ES module (`dist/*.js`) or CommonJS (`dist/*.cjs`).
 */
export function copiesOf(name: string, modules: string[]): string[] {
  const marker = `/node_modules/${name}/`;
  const copies = new Set<string>();
  for (const id of modules) {
    const file = id.replace(/^\0/, '').replace(/\?.*$/, '').replaceAll('\\', '/');
    const at = file.lastIndexOf(marker);
    if (at < 0) continue;
    const inside = file.slice(at + marker.length);
    copies.add(`${file.slice(0, at + marker.length)} ${/\.c[jt]s$/.test(inside) ? 'CommonJS' : 'ES module'}`);
  }
  return [...copies];
}

interface Fixture {
  events: string[];
  report?: import('@org/embed-client').Report;
  authoring?: () => Promise<{ missing: string[]; results: Record<string, unknown> }>;
}
declare global {
  interface Window {
    fixture: Fixture;
    fakeFrame: {
      state: {
        accessToken?: string;
        config?: { id?: string };
        activePage: string;
        settings: { panes?: { filters?: { visible?: boolean } } };
      };
    };
  }
}

let frame: FakeFrameServer;
test.beforeAll(async () => {
  // `localhost` while the apps are on 127.0.0.1: another site, as app.powerbi.com is.
  frame = await startFakeFrameServer({ port: 0, host: 'localhost' });
});
test.afterAll(() => frame?.close());

/** Fails the test on any page error or console error of the page or its frames. */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console.error: ${message.text()}`);
  });
  return errors;
}

const events = (page: Page) => page.evaluate(() => window.fixture.events.slice());
const reportFrame = (page: Page) => page.frames().find((f) => f.url().includes('/reportEmbed'));
/** What the frame holds: the token and the id of the last load (as powerbi-client, a new URL is a new load). */
const frameState = (page: Page) =>
  reportFrame(page)?.evaluate(() => ({
    token: window.fakeFrame.state.accessToken,
    id: window.fakeFrame.state.config?.id,
  }));

async function driveReport(page: Page, app: ConsumerApp) {
  const url = new URL('/', await serve(app));
  url.searchParams.set('embedUrl', `${frame.url}?reportId=R1`);
  url.searchParams.set('embedUrl2', `${frame.url}?reportId=R2`);
  url.searchParams.set('token', 'T1');
  await page.goto(url.href);

  await expect.poll(() => events(page)).toEqual(expect.arrayContaining(['loaded', 'rendered']));
  expect(await frameState(page)).toEqual({ token: 'T1', id: 'R1' });

  // API calls through the embedded report object the app kept.
  const pages = await page.evaluate(async () => {
    const report = window.fixture.report!;
    const list = await report.getPages();
    await list[1].setActive();
    const filters = await report.getFilters();
    return { names: list.map((p) => p.displayName), filters: filters.length };
  });
  expect(pages.names).toEqual(['Admissions', 'Bed occupancy', 'Readmissions']);
  expect(pages.filters).toBeGreaterThanOrEqual(0);
  await expect.poll(() => events(page)).toContain('pageChanged');

  // A token change reaches the frame; a URL change loads the other report. (@org/react-embed updates
  // the token in place; Microsoft's Angular and Vue wrappers embed again on any config change, so
  // their token change is a load too.)
  const loads = async () => (await events(page)).filter((name) => name === 'loaded').length;
  await page.getByRole('button', { name: 'Change token' }).click();
  await expect.poll(() => frameState(page)).toEqual({ token: 'T2', id: 'R1' });
  await expect.poll(loads).toBeGreaterThanOrEqual(1);
  // As powerbi-client does, the client drops a load posted within 100 ms of the previous one (the
  // frame cannot tell it from a duplicate): click at a person's pace, not a script's.
  await page.waitForTimeout(200);
  const before = await loads();
  await page.getByRole('button', { name: 'Change report' }).click();
  await expect.poll(() => frameState(page)).toEqual({ token: 'T2', id: 'R2' });
  await expect.poll(loads).toBe(before + 1);
}

/**
 * The app's page with `<pbi-report>` of @org/embed-elements (README.md, "The elements page"): its
 * template binds the element's attributes and properties and listens to its events; the events its
 * handlers saw are the list "Report events", the page of the last `pageChanged` is "Page: …".
 */
async function driveElementsPage(page: Page, app: ConsumerApp) {
  const url = new URL(app.config.elements!, await serve(app));
  url.searchParams.set('embedUrl', `${frame.url}?reportId=R1`);
  url.searchParams.set('embedUrl2', `${frame.url}?reportId=R2`);
  url.searchParams.set('token', 'T1');
  await page.goto(url.href);

  const logged = page.getByRole('list', { name: 'Report events' }).getByRole('listitem');
  const loads = async () => (await logged.allTextContents()).filter((name) => name === 'loaded').length;
  const frameView = () =>
    reportFrame(page)?.evaluate(() => ({
      token: window.fakeFrame.state.accessToken,
      id: window.fakeFrame.state.config?.id,
      page: window.fakeFrame.state.activePage,
      filterPane: window.fakeFrame.state.settings.panes?.filters?.visible,
    }));

  // The template's (loaded) / @loaded and (rendered) / @rendered handlers ran: the page lists them.
  await expect(logged.filter({ hasText: /^loaded$/ })).toHaveCount(1);
  await expect(logged.filter({ hasText: /^rendered$/ })).not.toHaveCount(0);
  // The bound values reached the frame's load: the token property, the URL attribute, the settings property.
  expect(await frameView()).toEqual({ token: 'T1', id: 'R1', page: 'ReportSection1', filterPane: false });
  // The element's embed object is the loaded report.
  const pages = await page.evaluate(async () => {
    const element = document.querySelector('pbi-report') as HTMLElement & {
      ready: Promise<unknown>;
      report?: import('@org/embed-client').Report;
    };
    await element.ready;
    return (await element.report!.getPages()).map((p) => p.displayName);
  });
  expect(pages).toEqual(['Admissions', 'Bed occupancy', 'Readmissions']);

  // A new settings object from the app's state: a settings update in the frame, no new load.
  await page.getByRole('button', { name: 'Filter pane' }).click();
  await expect.poll(frameView).toMatchObject({ filterPane: true, id: 'R1' });
  // A new page name from the app's state: the frame's page changes, and the (pageChanged) /
  // @pageChanged handler saw it (its detail names the new page).
  await page.getByRole('button', { name: 'Readmissions' }).click();
  await expect.poll(frameView).toMatchObject({ page: 'ReportSection3' });
  await expect(page.getByText('Page: Readmissions')).toBeVisible();
  await expect(logged.filter({ hasText: /^pageChanged$/ })).not.toHaveCount(0);
  // A new token property: a token update in the frame, no new load.
  await page.getByRole('button', { name: 'Change token' }).click();
  await expect.poll(frameView).toMatchObject({ token: 'T2', id: 'R1' });
  // A new URL attribute: the other report loads (at a person's pace: see driveReport).
  await page.waitForTimeout(200);
  expect(await loads()).toBe(1);
  await page.getByRole('button', { name: 'Change report' }).click();
  await expect.poll(frameView).toMatchObject({ token: 'T2', id: 'R2' });
  await expect.poll(loads).toBe(2);
  expect(await logged.allTextContents()).not.toContain('error');
}

const servers: Array<{ close(): Promise<void> }> = [];
async function serve(app: ConsumerApp): Promise<string> {
  const server = await serveStatic(path.join(appDir(app.name), app.config.outDir ?? 'dist'));
  servers.push(server);
  return server.url;
}
test.afterAll(() => Promise.all(servers.map((server) => server.close())));

for (const app of apps) {
  const ids = COVERS[app.name] ?? '';
  if (app.config.kind === 'node') {
    test(`${ids} ${app.config.title}: every script runs`, async () => {
      for (const script of app.config.scripts ?? []) {
        const { stdout } = await execFileAsync(process.execPath, [script], { cwd: appDir(app.name) });
        expect(stdout.trim(), script).toMatch(/\bok$/);
      }
    });
    continue;
  }

  test(`${ids} ${app.config.title}: embeds cross-site, with no page or console error`, async ({ page }) => {
    const errors = watchErrors(page);
    await driveReport(page, app);
    if (app.config.authoring) {
      const authoring = await page.evaluate(() => window.fixture.authoring!());
      expect(authoring.missing).toEqual([]);
      expect(Object.keys(authoring.results).length).toBeGreaterThan(0);
    }
    expect(errors).toEqual([]);
  });

  if (app.config.elements) {
    const title = `${ELEMENT_COVERS[app.name] ?? ''} ${app.config.title}: its page with <pbi-report> of @org/embed-elements binds properties and attributes and listens to events`;
    test(title, async ({ page }) => {
      const errors = watchErrors(page);
      await driveElementsPage(page, app);
      expect(errors).toEqual([]);
    });
  }

  if (app.config.bundled === false) continue;
  test(`${ids} ${app.config.title}: one copy of each of our packages in the bundle, none of powerbi-client`, async () => {
    const file = path.join(appDir(app.name), app.config.outDir ?? 'dist', 'bundle-modules.json');
    const modules: string[] = JSON.parse(await readFile(file, 'utf8'));
    const counts = Object.fromEntries(COUNTED.map((name) => [name, copiesOf(name, modules)]));
    for (const name of COUNTED) {
      const expected = app.config.libraries.includes(name) ? 1 : 0;
      expect(counts[name], `${name} in ${app.name}`).toHaveLength(name.startsWith('@org/') ? expected : 0);
    }
  });
}

test('the copy count sees a second copy: both builds of one folder, or one build in two folders', () => {
  const root = '/app/node_modules/@org/embed-client';
  expect(copiesOf('@org/embed-client', [`${root}/dist/index.js`, `${root}/dist/chunk-A.js`])).toHaveLength(1);
  expect(
    copiesOf('@org/embed-client', [`${root}/dist/index.js`, `\0${root}/dist/index.cjs?commonjs-module`]),
  ).toHaveLength(2);
  const aliasFolder = '/app/node_modules/powerbi-client/node_modules/@org/embed-client/dist/index.js';
  expect(copiesOf('@org/embed-client', [`${root}/dist/index.js`, aliasFolder])).toHaveLength(2);
});
