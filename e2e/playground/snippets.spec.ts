import { expect, test, type Page } from '@playwright/test';
import { KIND_LABELS } from '../../apps/config-check/src/playground/kind-configs.ts';
import { PLAYGROUND_KINDS, type PlaygroundKind } from '../../apps/config-check/src/playground/kinds.ts';
import { type Snippet, snippetsFor } from '../../apps/config-check/src/playground/snippets.ts';
import { embedStatus, sharedPlayground } from './playground-page.ts';

/**
 * [P-PLAY-04] The snippet library in the playground: each kind lists its snippets, and every snippet runs on the
 * local frame: it finishes without an error, or with the refusal the SDK or the frame gives for that kind (listed
 * below, each with its reason), and a snippet that calls the frame leaves its request in the wire inspector.
 */

/** The SDK's refusal of most report calls on a paginated report (no request is sent), as powerbi-client's. */
const RDL = /This API is currently not supported for RDL reports/;
/** A visual embedded alone has no pages to list or render (Visual.getPages, Visual.render), as powerbi-client's. */
const NOT_FOR_A_VISUAL = /is not supported while embedding a visual/;
/** The playground's visual is a bar chart: the frame refuses a slicer state for it (embed a slicer to see it work). */
const NOT_A_SLICER = /The slicer request is invalid: visual \w+ is not a slicer/;

/** The refusals a snippet ends with on a kind, by snippet id; every other snippet must finish without an error. */
const REFUSALS: Partial<Record<PlaygroundKind, Record<string, RegExp>>> = {
  paginatedReport: Object.fromEntries(
    [
      ...['getPages', 'getActivePage', 'getPageByName', 'setPage', 'page', 'deletePage', 'renamePage'],
      ...['getFilters', 'setFilters', 'updateFilters', 'removeFilters', 'applyTheme', 'getTheme', 'resetTheme'],
      ...[
        'customLayout',
        'resizeActivePage',
        'report.setVisualDisplayState',
        'report.moveVisual',
        'report.resizeVisual',
      ],
      ...['addContextMenuCommand', 'removeContextMenuCommand', 'addOptionsMenuCommand', 'removeOptionsMenuCommand'],
      ...['print', 'isSaved', 'closeAllOverlays', 'clearSelectedVisuals'],
    ].map((id) => [id, RDL]),
  ),
  visual: {
    getPages: NOT_FOR_A_VISUAL,
    getPageByName: NOT_FOR_A_VISUAL,
    setPage: NOT_FOR_A_VISUAL,
    // These two make their change, then list the pages to show it.
    deletePage: NOT_FOR_A_VISUAL,
    renamePage: NOT_FOR_A_VISUAL,
    render: NOT_FOR_A_VISUAL,
    'slicer.getSlicerState.embedded': NOT_A_SLICER,
    'slicer.setSlicerState.embedded': NOT_A_SLICER,
  },
};

/**
 * Snippets that await but send nothing on a kind: `reload` on report creation and quick create (Embed.load posts a
 * load configuration; a creation's configuration is posted once, by the SDK's own `create` step).
 */
const NO_REQUEST: Partial<Record<PlaygroundKind, string[]>> = { create: ['reload'], quickCreate: ['reload'] };

/** Picks `kind` (embedding its sample configuration again) and waits until it has rendered. */
async function pickKind(page: Page, kind: PlaygroundKind): Promise<void> {
  await page.evaluate((next) => window.playground!.setKind(next), kind);
  await expectRendered(page, KIND_LABELS[kind]);
}

/** Waits until the current embed of `label` (the picker's text) has raised loaded and then rendered. */
async function expectRendered(page: Page, label: string): Promise<void> {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  // A hang guard: each embed renders in a run frame on a machine that may be busy with other suites.
  await expect(embedStatus(page)).toHaveText(
    new RegExp(`^${escaped} embedded\\. Events: .*\\bloaded\\b.*\\brendered\\b`),
    {
      timeout: 90_000,
    },
  );
}

interface Outcome {
  id: string;
  ok: boolean;
  error?: string;
  requests: number;
  /** How long the run took (reported, never checked). */
  ms: number;
}

/**
 * Runs `snippet` through the page's hook, as its Run button does but without putting it in the editor (the editor's
 * checks of each snippet are editor.spec.ts's and test/snippets.test.ts's); how it ended and how many requests it
 * added to the inspector.
 */
async function runSnippet(page: Page, snippet: Snippet): Promise<Outcome> {
  return page.evaluate(async ({ id, code }) => {
    const hook = window.playground!;
    const before = hook.messages().length;
    const started = performance.now();
    const result = await hook.run(code);
    const requests = hook
      .messages()
      .slice(before)
      .filter((record) => record.kind === 'request').length;
    return { id, ok: result.ok, error: result.error, requests, ms: Math.round(performance.now() - started) };
  }, snippet);
}

// One playground for the file's tests; each picks the kind it needs.
const playground = sharedPlayground();
test.describe.configure({ timeout: 300_000 });

test('[P-PLAY-04] the library lists the picked kind’s snippets, searchable, and inserts one into the editor', async () => {
  const page = playground();
  await pickKind(page, 'report');
  const library = page.getByRole('region', { name: 'Snippets' });
  await expect(library.getByRole('status')).toHaveText(`${snippetsFor('report').length} snippets for report.`);
  await expect(library.getByRole('button', { name: /^Run: / })).toHaveCount(snippetsFor('report').length);
  await library.getByLabel('Search snippets').fill('bookmark');
  await expect(library.getByRole('button', { name: /^Insert: / })).toHaveText(
    snippetsFor('report')
      .filter((s) => `${s.title} ${s.group} ${s.methods.join(' ')}`.toLowerCase().includes('bookmark'))
      .map(() => 'Insert'),
  );
  await library.getByLabel('Search snippets').fill('');
  await page.evaluate(() => window.playground!.setCode(''));
  await library.getByRole('button', { name: 'Insert: Get the pages' }).click();
  expect((await page.evaluate(() => window.playground!.getState())).code).toBe(
    snippetsFor('report').find((s) => s.id === 'getPages')!.code,
  );
  await page.evaluate(() => window.playground!.setKind('dashboard'));
  await expect(library.getByRole('status')).toHaveText(`${snippetsFor('dashboard').length} snippets for dashboard.`);
  await expect(library.getByRole('button', { name: 'Insert: Get the pages' })).toHaveCount(0);
});

test('[P-PLAY-04] Run on a snippet runs it: its output and its request show', async () => {
  const page = playground();
  await pickKind(page, 'report');
  await page.getByRole('region', { name: 'Snippets' }).getByRole('button', { name: 'Run: Get the pages' }).click();
  await expect(page.locator('#output li').last()).toContainText('Admissions');
  await expect
    .poll(() => page.evaluate(() => window.playground!.messages().some((m) => m.url === '/report/pages')))
    .toBe(true);
});

for (const kind of PLAYGROUND_KINDS) {
  test(`[P-PLAY-04] every ${kind} snippet runs on the local frame`, async () => {
    // A hang guard: up to some 80 runs on a machine that may be busy with other suites.
    test.setTimeout(600_000);
    const page = playground();
    await pickKind(page, kind);
    const outcomes: Outcome[] = [];
    for (const snippet of snippetsFor(kind)) outcomes.push(await runSnippet(page, snippet));
    await test
      .info()
      .attach(`${kind}-outcomes.json`, { body: JSON.stringify(outcomes, null, 2), contentType: 'application/json' });
    const refusals = REFUSALS[kind] ?? {};
    const wrong = outcomes.filter((outcome) => {
      const refusal = refusals[outcome.id];
      if (refusal) return outcome.ok || !refusal.test(outcome.error ?? '');
      const code = snippetsFor(kind).find((s) => s.id === outcome.id)!.code;
      // A call of the frame (anything awaited) leaves its request in the inspector.
      const sendsNothing = NO_REQUEST[kind]?.includes(outcome.id) ?? false;
      return !outcome.ok || (/\bawait\b/.test(code) && !sendsNothing && outcome.requests === 0);
    });
    expect(wrong).toEqual([]);
  });
}
