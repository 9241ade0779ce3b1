import type { PlaygroundKind } from '../kinds.ts';
import type { SnippetEntry } from './snippet-entry.ts';

/** One snippet's code and the kinds it runs on. */
export interface SnippetVariant {
  /** Added to the entry's id when a receiver is reached in more than one way. */
  suffix: string;
  kinds: PlaygroundKind[];
  code: string;
}

const ACTIVE_PAGE = 'const page = await embed.getActivePage();';
const FIRST_VISUAL = 'const [visual] = await page.getVisuals();';
/** A slicer of the report: the first one on any of its pages. */
const FIRST_SLICER = [
  'const pages = await embed.getPages();',
  'const slicers = (await Promise.all(pages.map((page) => page.getSlicers()))).flat();',
  'const slicer = slicers[0];',
  "if (!slicer) throw new Error('This report has no slicer.');",
];

const within = (entry: SnippetEntry, kinds: readonly PlaygroundKind[]) =>
  entry.kinds.filter((kind) => kinds.includes(kind));
const mentions = (entry: SnippetEntry, name: string) =>
  new RegExp(`\\b${name}\\b`).test([...(entry.setup ?? []), entry.call, ...(entry.after ?? [])].join('\n'));

/** The lines that fetch the receiver, for each way of reaching it (a report's page, or the embedded visual). */
function prologues(entry: SnippetEntry): { suffix: string; kinds: PlaygroundKind[]; lines: string[] }[] {
  switch (entry.receiver) {
    case 'embed':
    case 'bookmarks':
      return [{ suffix: '', kinds: [...entry.kinds], lines: [] }];
    case 'page':
      return [{ suffix: '', kinds: within(entry, ['report', 'paginatedReport']), lines: [ACTIVE_PAGE] }];
    case 'visual':
      return [
        { suffix: '', kinds: within(entry, ['report', 'paginatedReport']), lines: [ACTIVE_PAGE, FIRST_VISUAL] },
        {
          suffix: '.embedded',
          kinds: within(entry, ['visual']),
          lines: [
            'const visual = await embed.getVisualDescriptor();',
            ...(mentions(entry, 'page') ? ['const page = visual.page;'] : []),
          ],
        },
      ];
    case 'slicer':
      return [
        { suffix: '', kinds: within(entry, ['report', 'paginatedReport']), lines: FIRST_SLICER },
        {
          suffix: '.embedded',
          kinds: within(entry, ['visual']),
          lines: ['const slicer = await embed.getVisualDescriptor();'],
        },
      ];
  }
}

/**
 * The code of an entry: the receiver, the set-up, the call (its value logged when the entry says
 * what to show, else "Done"), then the lines after it. It is the body of an async function with
 * `powerbi`, `embed`, `models` and `log` in scope, as the editor types it.
 */
export function snippetVariants(entry: SnippetEntry): SnippetVariant[] {
  const call = entry.sync ? entry.call : `await ${entry.call}`;
  const body = entry.show !== undefined ? [`const result = ${call};`, `log(${entry.show});`] : [`${call};`];
  const done = entry.show === undefined && !entry.after ? [`log('Done: ${entry.title.replaceAll("'", "\\'")}');`] : [];
  return prologues(entry)
    .filter((way) => way.kinds.length > 0)
    .map((way) => ({
      suffix: way.suffix,
      kinds: way.kinds,
      code:
        [`// ${entry.title}`, ...way.lines, ...(entry.setup ?? []), ...body, ...(entry.after ?? []), ...done].join(
          '\n',
        ) + '\n',
    }));
}
