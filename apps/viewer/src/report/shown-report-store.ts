import type { Report } from '@org/embed-client';

/** The report the report area shows, once the frame has said it loaded it. */
export interface ShownReport {
  reportId: string;
  report: Report;
}

let shown: ShownReport | undefined;
const listeners = new Set<() => void>();

function set(next: ShownReport | undefined): void {
  shown = next;
  for (const listener of listeners) listener();
}

/**
 * The loaded report, for the controls outside the report stage (the toolbar): the report area
 * publishes it when the frame says `loaded` and withdraws it when another report starts loading,
 * a problem is shown or the area goes. For `useSyncExternalStore`.
 */
export const shownReport = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  snapshot: (): ShownReport | undefined => shown,
  /** Publishes `next`; the returned function withdraws it, unless something newer replaced it. */
  publish(next: ShownReport): () => void {
    set(next);
    return () => {
      if (shown === next) set(undefined);
    };
  },
};
