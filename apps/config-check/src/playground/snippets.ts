import type { PlaygroundKind } from './kinds.ts';
import { snippetVariants } from './snippets/snippet-code.ts';
import { SNIPPET_TABLE } from './snippets/snippet-table.ts';

/** One insertable, runnable example of the public API. */
export interface Snippet {
  /** Unique, e.g. 'getPages' or 'visual.exportData.embedded'. */
  id: string;
  /** What the library lists. */
  title: string;
  /** The heading it is listed under (Pages, Filters, Bookmarks, …). */
  group: string;
  /** The public methods it calls, as `Class.method` (e.g. 'Report.getPages', 'Page.setFilters'). */
  methods: string[];
  /** The embed kinds it runs on. */
  kinds: PlaygroundKind[];
  /** The code inserted into the editor: the body of an async function with `powerbi`, `embed`, `models` and `log` in scope. */
  code: string;
}

/** Every snippet, generated from the one table (snippets/snippet-table.ts). */
export const SNIPPETS: Snippet[] = SNIPPET_TABLE.flatMap((entry) =>
  snippetVariants(entry).map((variant) => ({
    id: entry.id + variant.suffix,
    title: entry.title,
    group: entry.group,
    methods: entry.methods,
    kinds: variant.kinds,
    code: variant.code,
  })),
);

/** The snippets that run on `kind`, in table order. */
export const snippetsFor = (kind: PlaygroundKind): Snippet[] =>
  SNIPPETS.filter((snippet) => snippet.kinds.includes(kind));
