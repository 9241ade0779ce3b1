import { readFileSync } from 'node:fs';
import {
  validateDashboardLoad,
  validateLoadQnaConfiguration,
  validatePaginatedReportLoad,
  validateReportLoad,
  validateTileLoad,
} from '@org/embed-models';
import { describe, expect, it } from 'vitest';
import { configText, galleryEmbeds, SAMPLE_REPORT_ID } from '../src/gallery/embed-types.ts';
import { resolveFrameOrigin } from '../src/gallery/frame-origin.ts';

const ORIGIN = 'http://localhost:5176';

/** The @org/embed-models check each card's configuration must pass (the one the frame applies too). */
const validators: Record<string, (config: unknown) => unknown[] | undefined> = {
  dashboard: validateDashboardLoad,
  tile: validateTileLoad,
  visual: validateReportLoad,
  'paginated-report': validatePaginatedReportLoad,
  qna: validateLoadQnaConfiguration,
  report: validateReportLoad,
};

describe('the embed gallery', () => {
  it('[V-ESTATE-03] offers a dashboard, a tile, a paginated report, a Q&A box, a report and a visual', () => {
    const embeds = galleryEmbeds(ORIGIN);
    expect(embeds.map((e) => [e.key, e.endpoint, e.config.type])).toEqual([
      ['dashboard', 'dashboardEmbed', 'dashboard'],
      ['tile', 'tileEmbed', 'tile'],
      ['visual', 'reportEmbed', 'visual'],
      ['paginated-report', 'rdlEmbed', 'report'],
      ['qna', 'qnaEmbed', 'qna'],
      ['report', 'reportEmbed', 'report'],
    ]);
    for (const embed of embeds) {
      expect(new URL(String(embed.config.embedUrl)).origin, embed.key).toBe(ORIGIN);
      expect(new URL(String(embed.config.embedUrl)).pathname, embed.key).toBe(`/${embed.endpoint}`);
      expect(validators[embed.key]!(embed.config), embed.key).toBeUndefined();
    }
  });

  it('embeds a report the local estate seeds (apps/api demo-accounts.json), so the frame knows it', () => {
    const seeded = JSON.parse(readFileSync(new URL('../../api/src/demo-accounts.json', import.meta.url), 'utf8')) as {
      reports: { id: string }[];
    };
    expect(seeded.reports.map((r) => r.id)).toContain(SAMPLE_REPORT_ID);
  });

  it('shows each configuration without its token', () => {
    const text = configText(galleryEmbeds(ORIGIN)[0]!.config);
    expect(JSON.parse(text)).toMatchObject({ type: 'dashboard', accessToken: '<embed token>' });
  });

  it('finds the frame from ?frame=, else from the server that served the page, else not at all', async () => {
    const at = (href: string) => new URL(href) as unknown as Location;
    const none = async () => undefined;
    expect(await resolveFrameOrigin(at('http://127.0.0.1:4173/gallery.html?frame=http://localhost:5175/x'), none)).toBe(
      'http://localhost:5175',
    );
    const asked: string[] = [];
    const served = async (url: string) => (asked.push(url), { origin: 'http://localhost:4175' });
    expect(await resolveFrameOrigin(at('http://127.0.0.1:4173/gallery.html'), served)).toBe('http://localhost:4175');
    expect(asked).toEqual(['http://127.0.0.1:4173/gallery-frame.json']);
    expect(await resolveFrameOrigin(at('http://127.0.0.1:4173/gallery.html'), none)).toBeUndefined();
  });
});
