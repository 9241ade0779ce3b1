/**
 * The embed types the gallery shows, each with the configuration it passes to `powerbi.embed()` against the local
 * report frame (@org/fake-frame) at `origin`. Everything is the frame's sample data: the report is the seeded
 * 'Patient Admissions' (the viewer's first dashboard), the dashboard's tiles and the Q&A answers come from the same
 * report. The frame runs without token checks, so the token is a placeholder.
 */

/** 'Patient Admissions', as seeded by apps/api (src/demo-accounts.json): a report id the local frame knows. */
export const SAMPLE_REPORT_ID = '3f1c2a9e-5b7d-4e21-9a0c-1d2e3f4a5b61';
/** The sample dashboard: the frame builds its tiles from the report's cards and bar charts. */
const SAMPLE_DASHBOARD_ID = 'hospital-operations-dashboard';
/** A tile of that dashboard (the frame names tiles after their visual). */
const SAMPLE_TILE_ID = 'admissionsByDepartment';
/** The report's first page and one of its visuals, for the single-visual embed. */
const SAMPLE_PAGE_NAME = 'ReportSection1';
const SAMPLE_VISUAL_NAME = 'admissionsByDepartment';
/** The dataset the Q&A box answers over (and the playground's report authoring names), and the question it starts with. */
export const SAMPLE_DATASET_ID = 'hospital-operations-dataset';
const SAMPLE_QUESTION = 'admissions by department';

/** A placeholder: the local frame accepts any non-empty token (Power BI needs a real embed token). */
const accessToken = 'local-fake-frame-token';
/** `models.TokenType.Embed`. */
const EMBED_TOKEN = 1;

export interface GalleryEmbed {
  /** Used in element ids and test ids. */
  key: string;
  /** The card's heading. */
  title: string;
  /** The frame page the type loads (`dashboardEmbed`, `rdlEmbed`, …). */
  endpoint: string;
  /** One sentence: what the card shows and what to try. */
  description: string;
  config: Record<string, unknown>;
}

/** The gallery's cards, in display order, for the frame at `origin` (e.g. `http://localhost:5176`). */
export function galleryEmbeds(origin: string): GalleryEmbed[] {
  const url = (endpoint: string, query: Record<string, string> = {}) => {
    const address = new URL(`/${endpoint}`, origin);
    for (const [name, value] of Object.entries(query)) address.searchParams.set(name, value);
    return address.href;
  };
  return [
    {
      key: 'dashboard',
      title: 'Dashboard',
      endpoint: 'dashboardEmbed',
      description: 'A dashboard of tiles over the sample data. Click a tile: the component raises tileClicked.',
      config: {
        type: 'dashboard',
        id: SAMPLE_DASHBOARD_ID,
        embedUrl: url('dashboardEmbed', { dashboardId: SAMPLE_DASHBOARD_ID }),
        accessToken,
        tokenType: EMBED_TOKEN,
        pageView: 'fitToWidth',
        title: 'Sample dashboard',
      },
    },
    {
      key: 'tile',
      title: 'Tile',
      endpoint: 'tileEmbed',
      description: 'One tile of that dashboard on its own.',
      config: {
        type: 'tile',
        id: SAMPLE_TILE_ID,
        dashboardId: SAMPLE_DASHBOARD_ID,
        embedUrl: url('tileEmbed', { dashboardId: SAMPLE_DASHBOARD_ID, tileId: SAMPLE_TILE_ID }),
        accessToken,
        tokenType: EMBED_TOKEN,
        title: 'Sample tile: admissions by department',
      },
    },
    {
      key: 'visual',
      title: 'Visual',
      endpoint: 'reportEmbed',
      description: 'A single visual of the sample report, named by its page and visual.',
      config: {
        type: 'visual',
        id: SAMPLE_REPORT_ID,
        pageName: SAMPLE_PAGE_NAME,
        visualName: SAMPLE_VISUAL_NAME,
        embedUrl: url('reportEmbed', { reportId: SAMPLE_REPORT_ID }),
        accessToken,
        tokenType: EMBED_TOKEN,
        title: 'Sample visual: admissions by department',
      },
    },
    {
      key: 'paginated-report',
      title: 'Paginated report',
      endpoint: 'rdlEmbed',
      description: 'The report as a paginated (RDL) report: an rdlEmbed URL with a report id.',
      config: {
        type: 'report',
        id: SAMPLE_REPORT_ID,
        embedUrl: url('rdlEmbed', { reportId: SAMPLE_REPORT_ID }),
        accessToken,
        tokenType: EMBED_TOKEN,
        title: 'Sample paginated report',
      },
    },
    {
      key: 'qna',
      title: 'Q&A',
      endpoint: 'qnaEmbed',
      description: `A Q&A box over the sample dataset, asked “${SAMPLE_QUESTION}”. Ask another question and press Enter.`,
      config: {
        type: 'qna',
        datasetIds: [SAMPLE_DATASET_ID],
        embedUrl: url('qnaEmbed'),
        accessToken,
        tokenType: EMBED_TOKEN,
        // `models.QnaMode.Interactive`: the person can ask further questions.
        viewMode: 0,
        question: SAMPLE_QUESTION,
        title: 'Sample Q&A',
      },
    },
    {
      key: 'report',
      title: 'Report',
      endpoint: 'reportEmbed',
      description: 'The whole report: pages, visuals, filters.',
      config: {
        type: 'report',
        id: SAMPLE_REPORT_ID,
        embedUrl: url('reportEmbed', { reportId: SAMPLE_REPORT_ID }),
        accessToken,
        tokenType: EMBED_TOKEN,
        title: 'Sample report',
      },
    },
  ];
}

/** A configuration as a developer would copy it: the placeholder token shown as such. */
export function configText(config: Record<string, unknown>): string {
  return JSON.stringify({ ...config, accessToken: '<embed token>' }, null, 2);
}
