import type { BothRuns } from './conformance';
import type { Client } from './harness';
import type { Serialized } from '@org/test-harness/page/serialize';

/** The bodies of the requests `METHOD url` our frame received during a step (serialised: undefined is `{ $type: 'undefined' }`). */
export function sentBodies<R>(runs: BothRuns<R>, request: string, frame = 0): Serialized[] {
  return runs.ours.traces[frame]
    .map((line) => (JSON.parse(line) as { data: { method?: string; url?: string; body?: Serialized } }).data)
    .filter((data) => `${data.method} ${data.url}` === request)
    .map((data) => data.body as Serialized);
}

/** The requests (not replies) our frame received during a step, as `METHOD url`. */
export function sentRequests<R>(runs: BothRuns<R>, frame = 0): string[] {
  return runs.ours.traces[frame]
    .map((line) => (JSON.parse(line) as { data: { method?: string; url?: string } }).data)
    .filter((data) => data.method)
    .map((data) => `${data.method} ${data.url}`);
}

/**
 * Replaces values the frame made up for each client (the names of added pages, cloned visuals)
 * by placeholders `<name>`, in the traces and results of both clients, so a step that uses them compares.
 */
export function withPlaceholders<R>(
  runs: BothRuns<R>,
  values: Partial<Record<Client, Record<string, string>>>,
): BothRuns<R> {
  for (const [client, run] of Object.entries(runs) as [Client, BothRuns<R>[Client]][]) {
    const replace = (text: string) =>
      Object.entries(values[client] ?? {}).reduce((out, [value, name]) => out.split(value).join(`<${name}>`), text);
    run.traces = run.traces.map((lines) => lines.map(replace));
    run.result = JSON.parse(replace(JSON.stringify(run.result))) as Serialized;
  }
  return runs;
}
