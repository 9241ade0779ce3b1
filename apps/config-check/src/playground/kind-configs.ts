/**
 * The configuration the playground starts each embed kind with, against the local report frame at `origin`: the
 * gallery's sample configurations (src/gallery/embed-types.ts) for the kinds it shows, and report authoring (create)
 * and quick create on the sample dataset.
 */
import type { ConfigKind } from '../check-config.ts';
import { galleryEmbeds, SAMPLE_DATASET_ID } from '../gallery/embed-types.ts';
import type { PlaygroundKind } from './kinds.ts';

/** What the picker shows for each kind. */
export const KIND_LABELS: Record<PlaygroundKind, string> = {
  report: 'Report',
  paginatedReport: 'Paginated report',
  dashboard: 'Dashboard',
  tile: 'Tile',
  visual: 'Visual',
  qna: 'Q&A',
  create: 'Create (report authoring)',
  quickCreate: 'Quick create',
};

/** The checker's kind (src/check-config.ts) for each embed kind: a visual loads with a report configuration. */
export const CHECKER_KIND: Record<PlaygroundKind, ConfigKind> = {
  report: 'report',
  paginatedReport: 'paginated-report',
  dashboard: 'dashboard',
  tile: 'tile',
  visual: 'report',
  qna: 'qna',
  create: 'create',
  quickCreate: 'quick-create',
};

/** The gallery card each kind borrows its configuration from. */
const GALLERY_KEY: Partial<Record<PlaygroundKind, string>> = {
  report: 'report',
  paginatedReport: 'paginated-report',
  dashboard: 'dashboard',
  tile: 'tile',
  visual: 'visual',
  qna: 'qna',
};

/** A placeholder: the local frame accepts any non-empty token. */
const accessToken = 'local-fake-frame-token';

/** The table quick create builds its report on (spec §5's dataset-create rules hold for it). */
const QUICK_CREATE_DATASET = {
  locale: 'en-US',
  tableSchemaList: [
    {
      name: 'Admissions',
      columns: [
        { name: 'Department', dataType: 'Text' },
        { name: 'Admissions', dataType: 'Int32' },
      ],
    },
  ],
  data: [
    {
      name: 'Admissions',
      rows: [
        ['Cardiology', '120'],
        ['Oncology', '85'],
        ['Pediatrics', '64'],
      ],
    },
  ],
};

/** The configuration `kind` starts with, for the frame at `origin` (e.g. `http://localhost:5176`). */
export function kindConfig(kind: PlaygroundKind, origin: string): Record<string, unknown> {
  const key = GALLERY_KEY[kind];
  if (key) {
    const card = galleryEmbeds(origin).find((item) => item.key === key);
    if (!card) throw new Error(`The gallery has no ${key} card.`);
    return card.config;
  }
  const url = new URL(kind === 'create' ? '/reportEmbed' : '/quickCreate', origin);
  if (kind === 'create') url.searchParams.set('datasetId', SAMPLE_DATASET_ID);
  return kind === 'create'
    ? { datasetId: SAMPLE_DATASET_ID, embedUrl: url.href, accessToken, tokenType: 1 }
    : { type: 'quickCreate', embedUrl: url.href, accessToken, tokenType: 1, datasetCreateConfig: QUICK_CREATE_DATASET };
}

/** The configuration as the config box shows it. */
export function kindConfigText(kind: PlaygroundKind, origin: string): string {
  return JSON.stringify(kindConfig(kind, origin), null, 2);
}
