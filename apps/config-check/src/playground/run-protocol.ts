/**
 * The messages between the playground page and its run frame (run-frame.html, loaded from another site so that it
 * runs in a process of its own). Both sides check the other's origin and window before they read one.
 */
import type { WireMessage } from '@org/embed-client/inspector';
import type { PlaygroundKind } from './kinds.ts';

/** A wire record as the pane shows it: the inspector's, and our typed EmbedError code for a failure. */
export interface PaneRecord extends Omit<WireMessage, 'direction' | 'kind'> {
  direction: WireMessage['direction'] | 'run';
  kind: WireMessage['kind'];
  /** `toEmbedError(value).code` for a failed call or a rejected run: the typed code of the reference's value. */
  embedErrorCode?: string;
  /** Which run frame recorded it (1, then one more after each restart). */
  frame?: number;
}

/** Page → run frame. */
export type ToRunFrame =
  | { type: 'ping'; id: number }
  | { type: 'embed'; id: number; kind: PlaygroundKind; config: Record<string, unknown> }
  | { type: 'run'; id: number; code: string };

/** Run frame → page. */
export type FromRunFrame =
  | { type: 'ready' }
  | { type: 'pong'; id: number }
  | { type: 'embedded'; id: number; error?: string }
  /** An event the embedded component raised (`loaded`, `rendered`, `error`, …). */
  | { type: 'event'; name: string; detail: unknown }
  | { type: 'log'; id: number; values: unknown[] }
  | { type: 'result'; id: number; ok: true; value: unknown }
  | { type: 'result'; id: number; ok: false; error: string; embedErrorCode?: string }
  | { type: 'wire'; records: PaneRecord[] };

/** The origin of the other site on this machine: 127.0.0.1 ⇄ localhost, same scheme and port. */
export function otherSiteOrigin(location: { protocol: string; hostname: string; port: string }): string {
  const host = location.hostname === 'localhost' ? '127.0.0.1' : 'localhost';
  return `${location.protocol}//${host}${location.port ? `:${location.port}` : ''}`;
}
