import { expect } from 'vitest';
import type { Client, Harness, HostOptions, HostPage } from './harness';
import { normalizeTrace, traceLines, traceNormalizer, type Normalizer } from './normalize-trace';
import type { RecordedMessage } from '@org/test-harness/page/recorder';
import { serialize, type Serialized } from '@org/test-harness/page/serialize';

/** What one client did in a scenario: its result and, per embed frame, the normalised messages the frame received. */
export interface ClientRun<R> {
  /** What the scenario returned, as received from the page. */
  raw: R;
  /** The same, serialised, with the random ids of the traces and the frame's UUIDs replaced. */
  result: Serialized;
  /** One array per embed frame (document order), one JSON line per received message. */
  traces: string[][];
  consoleMessages: string[];
  pageErrors: string[];
}

/** A scenario run once per client. */
export type BothRuns<R> = Record<Client, ClientRun<R>>;

/** The clients in the order scenarios run them: the judge first. */
export const CLIENTS: Client[] = ['reference', 'ours'];

/** Options of {@link inBothClients}. */
export interface BothOptions {
  /** Extra content of the host page (may depend on the client). */
  host?: HostOptions | ((client: Client) => HostOptions);
  /**
   * Drop replies that repeat an earlier reply to the same request. Needed only where a scenario
   * constructs a second Service: the reference's global Service then answers every frame request
   * a second time (it listens to every window), which ours does not.
   */
  dedupeReplies?: boolean;
}

/** Removes a reply line equal to an earlier one (same tracking id, same content). */
export function dedupeReplies(lines: string[]): string[] {
  const seen = new Set<string>();
  return lines.filter((line) => {
    const isReply = !(JSON.parse(line) as { data: { method?: unknown } }).data?.method;
    if (!isReply) return true;
    if (seen.has(line)) return false;
    seen.add(line);
    return true;
  });
}

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;

/** A scenario's result made comparable: the traces' random ids and the frame's random UUIDs replaced. */
function comparable(result: unknown, normalizers: Normalizer[]): Serialized {
  const uuids = (value: Serialized): Serialized =>
    typeof value === 'string'
      ? value.replace(UUID, '<uuid>')
      : Array.isArray(value)
        ? value.map(uuids)
        : value && typeof value === 'object'
          ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, uuids(v)]))
          : value;
  return normalizers.reduce((value, normalize) => normalize(value), uuids(serialize(result)));
}

/** Every embed frame's raw trace, once traffic has settled. */
async function rawTraces(host: HostPage): Promise<RecordedMessage[][]> {
  // One settle covers every frame's traffic (host.trace would wait for quiet again per frame).
  await host.settle();
  const frames = await host.frames();
  return Promise.all(frames.map(async (_, i) => (await host.frame(i)).evaluate(() => window.frameRecorder.records)));
}

/** Runs `scenario` once with the reference and once with ours, each in a fresh host page. */
export async function inBothClients<R>(
  h: Harness,
  scenario: (host: HostPage) => Promise<R>,
  options: BothOptions = {},
): Promise<BothRuns<R>> {
  // Both clients at once: their pages are independent, and the run takes half the time.
  const entries = await Promise.all(
    CLIENTS.map(async (client): Promise<[Client, ClientRun<R>]> => {
      const hostOptions = typeof options.host === 'function' ? options.host(client) : options.host;
      const host = await h.openHost(client, hostOptions);
      try {
        const raw = await scenario(host);
        const traces = await rawTraces(host);
        const lines = traces.map((trace) => traceLines(normalizeTrace(trace)));
        return [
          client,
          {
            raw,
            result: comparable(raw, traces.map(traceNormalizer)),
            traces: options.dedupeReplies ? lines.map(dedupeReplies) : lines,
            consoleMessages: host.consoleMessages,
            pageErrors: host.pageErrors,
          },
        ];
      } finally {
        await host.close();
      }
    }),
  );
  return Object.fromEntries(entries) as BothRuns<R>;
}

/** Asserts that the frames received the same messages (after normalisation) and the calls returned the same. */
export function expectSameWire<R>(runs: BothRuns<R>): void {
  expect(runs.ours.traces, 'what the frames received').toEqual(runs.reference.traces);
  expect(runs.ours.result, 'what the calls returned').toEqual(runs.reference.result);
  expect(runs.ours.pageErrors, 'uncaught errors in the host page').toEqual([]);
}

/**
 * A normalised trace without its tracking ids. The frame's own messages (its ready signal, its
 * events) race with the host's requests in either client, so where their replies fall between the
 * requests, and hence the order in which tracking ids are numbered, is not the client's doing.
 */
export const withoutIds = (lines: string[]): string[] => lines.map((line) => line.replace(/"<id\d+>"/g, '"<id>"'));

/** The requests the host sent, in order (the replies to the frame's requests left out). */
export const hostRequests = (lines: string[]): string[] =>
  withoutIds(lines).filter((line) => (JSON.parse(line) as { data: { method?: unknown } }).data?.method);

/**
 * The host's requests in order, but for the front-load: it answers the frame's `/ready`, whose moment
 * against the iframe's `load` is the frame's timing (a busy machine moves it).
 */
export const appRequests = (lines: string[]): string[] =>
  hostRequests(lines).filter(
    (line) => (JSON.parse(line) as { data: { url?: unknown } }).data?.url !== '/frontload/config',
  );

/**
 * `expectSameWire` where the frame's timing decides where its replies and the front-load fall: the
 * other requests are compared in order, every message as a member (with the tracking ids left out).
 */
export function expectSameWireAnyReplyOrder<R>(runs: BothRuns<R>): void {
  const [ours, reference] = [runs.ours.traces, runs.reference.traces];
  expect(ours.map(appRequests), 'the requests the frames received, in order').toEqual(reference.map(appRequests));
  const members = (traces: string[][]) => traces.map((trace) => withoutIds(trace).sort());
  expect(members(ours), 'every message the frames received').toEqual(members(reference));
  expect(runs.ours.result, 'what the calls returned').toEqual(runs.reference.result);
  expect(runs.ours.pageErrors, 'uncaught errors in the host page').toEqual([]);
}

/**
 * Both clients side by side in long-lived host pages, for step-by-step scenarios on one embed:
 * each step runs in both, and only the messages the frame received during that step are compared.
 */
export class ClientPair {
  private constructor(readonly hosts: Record<Client, HostPage>) {}

  /** Opens a host page per client. */
  static async open(h: Harness, options?: HostOptions): Promise<ClientPair> {
    const hosts = await Promise.all(CLIENTS.map((client) => h.openHost(client, options)));
    return new ClientPair(
      Object.fromEntries(CLIENTS.map((client, i) => [client, hosts[i]])) as Record<Client, HostPage>,
    );
  }

  /** Runs `action` in each client and returns its result and the frame's new messages (frame `frameIndex`). */
  async step<R>(action: (host: HostPage) => Promise<R>, frameIndex = 0): Promise<BothRuns<R>> {
    const entries = await Promise.all(
      CLIENTS.map(async (client): Promise<[Client, ClientRun<R>]> => {
        const host = this.hosts[client];
        // The previous step ended settled, so the count needs no second wait.
        const frame = (await host.frames())[frameIndex];
        const before = frame ? await frame.evaluate(() => window.frameRecorder?.records.length ?? 0) : 0;
        const raw = await action(host);
        const trace = await host.trace(frameIndex);
        return [
          client,
          {
            raw,
            result: comparable(raw, [traceNormalizer(trace)]),
            traces: [traceLines(normalizeTrace(trace)).slice(before)],
            consoleMessages: host.consoleMessages,
            pageErrors: host.pageErrors,
          },
        ];
      }),
    );
    return Object.fromEntries(entries) as BothRuns<R>;
  }

  async close(): Promise<void> {
    await Promise.all(CLIENTS.map((c) => this.hosts[c]?.close()));
  }
}
