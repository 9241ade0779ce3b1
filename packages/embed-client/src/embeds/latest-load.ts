// "The latest load wins": the 100 ms rule of powerbi-client, without losing a configuration.
//
// powerbi-client sends no second load within 100 ms of the last one, whatever it carries: a second
// report asked for in that window (a quick second click, a switch the moment the first report
// rendered) was silently lost, and the frame kept the first one. Here a load in that window is
// compared with the last one sent (`postedForm`): the same configuration is still not sent, as in
// powerbi-client; another one is deferred until the 100 ms have passed, and then the configuration
// of that moment (the latest asked for) is sent. So every sequence powerbi-client handles (loads
// more than 100 ms apart, a repeat within 100 ms) puts the same messages on the wire.

import type { IEmbedConfiguration } from '../configurations';

/** powerbi-client's minimum time between two loads of one component. */
export const LOAD_INTERVAL_MS = 100;

/**
 * @hidden The load history of one component: the posted form and uid of the last load sent; its
 * answer while it is awaited, when that load replaced one under the same uid (`stale`: until the
 * answer, the frame's `loaded`, `rendered` and `error` belong to the replaced load); and the load
 * waiting for the 100 ms to pass (at most one: its timer, and how to settle its caller's promise).
 */
export interface LoadHistory {
  form?: string;
  uid?: string;
  stale?: Promise<unknown>;
  timer?: ReturnType<typeof setTimeout>;
  resolve?: (answer?: Promise<void>) => void;
}

/**
 * What a load posts, as text, to tell a repeat from a change: the path and the whole posted
 * configuration except `uniqueId`, which embed-client makes anew on every re-embed (the same
 * report embedded twice is a repeat). Unserialisable configurations count as changed.
 */
export function postedForm(path: string, config: IEmbedConfiguration): string | undefined {
  try {
    return path + JSON.stringify({ ...config, uniqueId: undefined });
  } catch {
    return undefined;
  }
}

/** Drops the load waiting for its turn (a reset, a repeat, a newer load): nothing is sent, its promise resolves undefined. */
export function cancelDeferred(history: LoadHistory): void {
  clearTimeout(history.timer);
  history.resolve?.();
  history.resolve = undefined;
}

/**
 * Sends a load once `delayMs` have passed, by calling `send` then (which reads the configuration of
 * that moment). A load already waiting is superseded: its caller's promise resolves with undefined,
 * as powerbi-client's does for a load it does not send.
 */
export function deferLoad(history: LoadHistory, delayMs: number, send: () => Promise<void>): Promise<void> {
  cancelDeferred(history);
  return new Promise<void>((resolve) => {
    history.resolve = resolve;
    history.timer = setTimeout(() => {
      history.resolve = undefined;
      resolve(send());
    }, delayMs);
  });
}

/** Notes a load sent now (its posted form, uid and answer); a deferred load is superseded by it. */
export function noteSent(
  history: LoadHistory,
  form: string | undefined,
  uid: string | undefined,
  answer: Promise<unknown>,
): void {
  cancelDeferred(history);
  // Only a load under the same uid can be mistaken for the one it replaces: the frame's events
  // name the uid of their load, and a re-embed's new uid already leaves the old one's unheard.
  history.stale = history.uid === uid ? answer : undefined;
  history.form = form;
  history.uid = uid;
  const settle = () => {
    if (history.stale === answer) history.stale = undefined;
  };
  answer.then(settle, settle);
}
