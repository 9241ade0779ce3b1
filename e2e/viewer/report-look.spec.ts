// The embedded report as a person sees it at the widths the viewer supports (1024 px and up): it
// fills the content area, its text is readable, its lists and tables can be read to the end, it
// shows no test-fixture wording, and it wears the app's teal.
import type { Frame, Page } from '@playwright/test';
import { test, expect } from './support/fixtures.ts';
import { fakeFrameState, frameOf, REPORT_IFRAME } from './support/report-frame.ts';
import { REPORTS } from './support/stack.ts';

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Dashboards' });

/** What the frame shows, measured in the frame's own document. */
function measure(frame: Frame) {
  return frame.evaluate(() => {
    const page = document.querySelector('.ff-page')!.getBoundingClientRect();
    const visuals = [...document.querySelectorAll<HTMLElement>('.ff-page > .ff-visual:not([hidden])')];
    // The size text is drawn at: its computed font size, times the scale of an SVG drawing it sits in.
    const sizes: { text: string; px: number }[] = [];
    for (const visual of visuals) {
      const walker = document.createTreeWalker(visual, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const element = node.parentElement;
        if (!node.textContent?.trim() || !element || element.closest('.ff-sr-only')) continue;
        const box = element.getBoundingClientRect();
        if (box.width === 0 || box.height === 0) continue;
        const scale = element instanceof SVGGraphicsElement ? (element.getScreenCTM()?.a ?? 1) : 1;
        sizes.push({ text: node.textContent.trim(), px: parseFloat(getComputedStyle(element).fontSize) * scale });
      }
    }
    // Content that does not fit its visual must be reachable: the visual scrolls (overflow auto or scroll).
    const unreachable = visuals
      .filter((v) => v.scrollHeight > v.clientHeight + 1 || v.scrollWidth > v.clientWidth + 1)
      .filter((v) => !/auto|scroll/.test(getComputedStyle(v).overflowY + getComputedStyle(v).overflowX))
      .map((v) => v.dataset.visualName);
    // Labels, table cells and bar labels are never cut in their own box.
    const cut = [
      ...document.querySelectorAll<HTMLElement>('.ff-slicer label, .ff-table th, .ff-table td, .ff-bar-label'),
    ]
      .filter((e) => e.scrollWidth > e.clientWidth + 1)
      .map((e) => e.textContent);
    const shownText = document.body.innerText;
    const status = document.querySelector<HTMLElement>('[role=status]');
    const statusHidden = !status || !status.textContent?.trim() || status.classList.contains('ff-sr-only');
    const bar = document.querySelector('.ff-bars rect');
    return {
      viewport: { width: innerWidth, height: innerHeight },
      page: { left: page.left, right: page.right, bottom: page.bottom },
      smallest: sizes.sort((a, b) => a.px - b.px)[0],
      unreachable,
      cut,
      fixtureWording: ['Report rendered.', 'Waiting for the host', 'Reading view'].filter((t) => shownText.includes(t)),
      statusHidden,
      barColour: bar ? getComputedStyle(bar).fill : undefined,
    };
  });
}

// One test per size and dashboard, so that each does a bounded amount of work whatever the machine's speed
// (all five dashboards in one test outgrew its time bound on a busy machine; T-CHAOS-03).
const sizes = [
  [1024, 768],
  [1280, 800],
  [1440, 900],
  [1920, 1080],
] as const;
for (const [width, height] of sizes) {
  for (const report of Object.values(REPORTS)) {
    test(`[V-CALM-07] at ${width}×${height} ${report.name}'s report fills its area, readable, uncut and in the app's teal`, async ({
      signedIn: page,
    }) => {
      await page.setViewportSize({ width, height });
      // The first dashboard is shown before the sidebar is used.
      await expect.poll(async () => (await fakeFrameState(page)).phase).toBe('rendered');
      await sidebar(page).getByRole('link', { name: report.name }).click();
      await expect(page).toHaveURL(new RegExp(`/dashboard/${report.id}$`));
      await expect.poll(async () => (await fakeFrameState(page)).config?.id).toBe(report.id);
      await expect.poll(async () => (await fakeFrameState(page)).phase).toBe('rendered');
      const frame = await frameOf(page);
      await expect(frame.locator('.ff-title')).toHaveText(report.name);
      const iframe = (await page.locator(REPORT_IFRAME).boundingBox())!;
      const shown = await measure(frame);
      const where = `${report.name} at ${width}×${height}`;
      // The frame's document is the iframe; the report's page reaches its bottom and right edge (no band).
      expect(shown.viewport.height, where).toBeCloseTo(iframe.height, 0);
      expect(shown.viewport.height - shown.page.bottom, where).toBeLessThanOrEqual(16);
      expect(shown.viewport.height - shown.page.bottom, where).toBeGreaterThanOrEqual(0);
      expect(shown.viewport.width - shown.page.right, where).toBeLessThanOrEqual(16);
      // Readable: no text of a visual drawn smaller than 11 px.
      expect(shown.smallest.px, `${where}: "${shown.smallest.text}"`).toBeGreaterThanOrEqual(11);
      expect(shown.unreachable, where).toEqual([]);
      expect(shown.cut, where).toEqual([]);
      expect(shown.fixtureWording, where).toEqual([]);
      expect(shown.statusHidden, where).toBe(true);
      // The app's primary teal (#0f766e) on the bars.
      expect(shown.barColour, where).toBe('rgb(15, 118, 110)');
    });
  }
}
