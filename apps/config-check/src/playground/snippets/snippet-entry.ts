import type { PlaygroundKind } from '../kinds.ts';

/**
 * What a snippet acts on, and so the lines that fetch it before the call: the embed itself, the
 * report's bookmarks manager, its active page, a visual of that page (or the embedded visual), a slicer.
 */
type SnippetReceiver = 'embed' | 'bookmarks' | 'page' | 'visual' | 'slicer';

/** One row of the snippet table: `snippetsOf` turns it into a snippet per way of reaching its receiver. */
export interface SnippetEntry {
  /** Unique within the table, e.g. 'getPages'. */
  id: string;
  title: string;
  /** The heading the library lists it under. */
  group: string;
  receiver: SnippetReceiver;
  /** The public methods it calls, as `Class.method`. */
  methods: string[];
  /** The embed kinds it runs on (for `page`, `visual` and `slicer` receivers, the generator narrows them). */
  kinds: readonly PlaygroundKind[];
  /** Lines that prepare the call (values it needs, a precondition such as a captured bookmark). */
  setup?: string[];
  /** The call, e.g. `embed.getPages()`; awaited unless `sync`. */
  call: string;
  sync?: boolean;
  /** What to log, an expression over `result` (the call's value); without it the call's value is not kept. */
  show?: string;
  /** Lines after the call (clean-up, a second call that shows the effect). */
  after?: string[];
}
