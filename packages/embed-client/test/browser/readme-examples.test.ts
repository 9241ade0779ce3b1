/**
 * The README's quick start and embed-type examples, run as written: each
 * `<!-- example: <name>, event: <event> -->` code block is taken from packages/embed-client/README.md
 * (a `ts` block with its types taken out by esbuild, after the values it leaves to the app), its
 * import of '@org/embed-client' is pointed at the page's script-tag global and
 * `https://app.powerbi.com` at the harness's fake frame; it runs in a fresh host page with our
 * client, with a sized container for every `getElementById('…')` it names. It passes when the
 * example ran to its end, its embed raised `<event>`, the page had no uncaught error, and the frame
 * received what the example sends (`RECEIVED`, where given).
 */
import { readFileSync } from 'node:fs';
import { transform } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { setUpHarness, type HostPage } from './support/harness';

const h = setUpHarness();

interface Example {
  name: string;
  /** The event the example's embed must raise (on its container; events bubble to the document). */
  event: string;
  /** The block's language: `ts` blocks run with their types taken out (esbuild). */
  lang: string;
  code: string;
}

const README = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');

/** Every marked example of the README, in order. */
function readmeExamples(): Example[] {
  const marked = /<!-- example: ([\w-]+), event: (\w+) -->\s*```(js|ts)\n([\s\S]*?)```/g;
  return [...README.matchAll(marked)].map(([, name, event, lang, code]) => ({ name, event, lang, code }));
}

/** The example as JavaScript: a `ts` block with its types taken out, nothing else changed. */
async function javascript(example: Example): Promise<string> {
  return example.lang === 'ts' ? (await transform(example.code, { loader: 'ts' })).code : example.code;
}

/**
 * What an example leaves to the app, declared before it runs: the quick start's `reportId`,
 * `embedUrl` and `embedToken` (the embed URL is a Power BI one, pointed at the fake frame as in
 * every example).
 */
const APP_VALUES: Record<string, string> = {
  'quick-start':
    "const reportId = 'R1'; const embedUrl = 'https://app.powerbi.com/reportEmbed?reportId=R1&groupId=G1'; const embedToken = 'EMBED-TOKEN';",
};

/** The example as a script for the host page: the global client instead of the import, the fake frame instead of Power BI. */
function runnable(code: string, frameOrigin: string): string {
  const imports = /import\s*\{([^}]*)\}\s*from\s*['"]@org\/embed-client['"];/g;
  return code
    .replace(imports, (_all, names: string) => `const {${names}} = window['powerbi-client'];`)
    .replaceAll('https://app.powerbi.com', frameOrigin);
}

/** What the frame must have received once an example ran to its end. */
const RECEIVED: Record<string, (host: HostPage) => Promise<void>> = {
  // The quick start's calls, made right after embed, reached the frame after the load, in order (the
  // front-load answers the frame's ready signal, whose moment against the load is the frame's timing).
  async 'quick-start'(host) {
    const sent = (await host.trace(0)).flatMap((m) => {
      const data = m.data as { method?: string; url?: string } | undefined;
      return data?.method && data.url !== '/frontload/config' ? [`${data.method} ${data.url}`] : [];
    });
    expect(sent.slice(sent.indexOf('POST /report/load'))).toEqual([
      'POST /report/load',
      'GET /report/pages',
      'PUT /report/pages/active',
      'PUT /report/filters',
    ]);
  },
};

/** What the frame does for the user in the examples that wait for a person (saving a created report). */
const USER_ACTIONS: Record<string, (host: HostPage) => Promise<void>> = {
  async create(host) {
    await save(host);
    await seen(host, 'loaded', 2); // the saved report, loaded in the creation's iframe
  },
  'quick-create': save,
};

/** The frame raises `saved` as the service does when the user saves. */
async function save(host: HostPage): Promise<void> {
  const frame = await host.frame(0);
  await frame.evaluate(() =>
    window.fakeFrame!.postEvent('saved', {
      reportObjectId: 'SAVED-REPORT-ID',
      reportName: 'Saved report',
      saveAs: true,
    }),
  );
}

/** Waits until the document saw `count` events `name`. */
async function seen(host: HostPage, name: string, count = 1): Promise<void> {
  await host.page.waitForFunction(
    ([name, count]) =>
      (window.hostTools.vars.events as { name: string }[]).filter((e) => e.name === name).length >= count,
    [name, count] as const,
    { timeout: 10_000 },
  );
}

const EXAMPLE_IDS: Record<string, string> = {
  'quick-start': '[T-READY-01]',
  report: '[C-TYPE-01] [C-EVENTS-02]',
  paginated: '[C-TYPE-02]',
  visual: '[C-TYPE-05] [C-VISUAL-12]',
  dashboard: '[C-TYPE-03] [C-EVENTS-03]',
  tile: '[C-TYPE-04] [C-EVENTS-04]',
  qna: '[C-TYPE-06] [C-EVENTS-05]',
  create: '[C-TYPE-07]',
  'quick-create': '[C-TYPE-08] [C-TYPE-10]',
  'filter-builders': '',
  'token-lifecycle': '[C-RENEW-01] [C-RENEW-02]',
  lazy: '',
  switching: '',
  layout: '',
};

describe('README examples run in Chromium against the fake frame', { timeout: 60_000 }, () => {
  const examples = readmeExamples();

  it('the README has a marked example per embed type, for the filter builders and the production options', () => {
    expect(examples.map((e) => e.name)).toEqual(Object.keys(EXAMPLE_IDS));
  });

  for (const example of examples) {
    const ids = EXAMPLE_IDS[example.name] ?? '';
    it(`${ids ? `${ids} ` : ''}the ${example.name} example runs and raises ${example.event}`, async () => {
      const host = await h.openHost('ours');
      try {
        const containers = [...example.code.matchAll(/getElementById\('([\w-]+)'\)/g)].map(([, id]) => id);
        await host.run((_pbi, _powerbi, ids: string[], t) => {
          for (const id of ids) t.container(id);
          // Every event an example waits for, recorded as it bubbles to the document.
          t.vars.events = t.recordEvents(document, ['loaded', 'tileLoaded', 'saved', 'rendered']);
        }, containers);
        // The example's own failure (settled as a value, so a failure before the event is reported at once).
        const failure = host
          .run(
            (_pbi, _powerbi, code: string) => (0, eval)(`(async () => {\n${code}\n})()`) as Promise<void>,
            runnable((APP_VALUES[example.name] ?? '') + '\n' + (await javascript(example)), h.frameOrigin),
          )
          .then(
            () => undefined,
            (error: unknown) => error ?? new Error('the example failed'),
          );
        const eventSeen = seen(host, example.event);
        const early = await Promise.race([eventSeen.then(() => undefined), failure]);
        if (early) throw early;
        await eventSeen;
        await USER_ACTIONS[example.name]?.(host);
        const error = await failure;
        if (error) throw error;
        await host.settle();
        await RECEIVED[example.name]?.(host);
        expect(host.pageErrors, 'uncaught errors in the host page').toEqual([]);
        expect(
          host.consoleMessages.filter((m) => m.startsWith('error')),
          'errors logged (onError, failed requests)',
        ).toEqual([]);
      } finally {
        await host.close();
      }
    });
  }
});
