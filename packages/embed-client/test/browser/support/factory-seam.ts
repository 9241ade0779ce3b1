import { bundleFromSource } from '@org/test-harness';
import { fileURLToPath } from 'node:url';
import { expect } from 'vitest';
import { dedupeReplies, type BothRuns } from './conformance';
import type { Client, Harness, HostPage, Scenario } from './harness';
import type { Serialized } from '@org/test-harness/page/serialize';

const here = fileURLToPath(new URL('.', import.meta.url));

/**
 * The host-page script of the factory-seam suite: Microsoft's window-post-message-proxy 0.2.9,
 * http-post-message 0.2.5 and powerbi-router 0.1.5 (devDependencies, from npm) as
 * `window.msWire`, and the doubles and helpers of `factory-seam-page.ts` as `window.seam`.
 */
export function buildSeamScript(): Promise<string> {
  return bundleFromSource(`${here}factory-seam-page.ts`);
}

/**
 * `dedupeReplies` (conformance.ts) on every trace of `runs`. A second Service in the reference's page
 * means its global `window.powerbi` (listening to every window message) answers the frame's
 * events a second time; ours does not (see `dedupeReplies` of inBothClients).
 */
export function withoutRepeatedReplies<R>(runs: BothRuns<R>): BothRuns<R> {
  for (const run of Object.values(runs)) run.traces = run.traces.map(dedupeReplies);
  return runs;
}

/** A host page per client, both loaded with the seam script, for steps whose results are compared side by side. */
export class SeamPair {
  private constructor(readonly hosts: Record<Client, HostPage>) {}

  static async open(h: Harness, script: string): Promise<SeamPair> {
    const [reference, ours] = await Promise.all([h.openHost('reference', { script }), h.openHost('ours', { script })]);
    return new SeamPair({ reference, ours });
  }

  /** Runs `fn` in both pages (the reference first, then ours, concurrently) and returns both results. */
  async run<T, A = undefined>(fn: Scenario<T, A>, arg?: A): Promise<Record<Client, Awaited<T>>> {
    const [reference, ours] = await Promise.all([this.hosts.reference.run(fn, arg), this.hosts.ours.run(fn, arg)]);
    return { reference, ours };
  }

  /** Runs `fn` in both pages and expects ours to return what the reference returned (`DEBUG_SEAM=1` prints the reference's). */
  async same<T, A = undefined>(what: string, fn: Scenario<T, A>, arg?: A): Promise<Record<Client, Awaited<T>>> {
    const results = await this.run(fn, arg);
    if (process.env.DEBUG_SEAM) console.log(what, JSON.stringify(results.reference, null, 1));
    const text = (value: unknown) => JSON.parse(JSON.stringify(value ?? null)) as Serialized;
    expect(text(results.ours), what).toEqual(text(results.reference));
    return results;
  }

  /** Uncaught errors and unhandled rejections of our page. */
  get oursPageErrors(): string[] {
    return this.hosts.ours.pageErrors;
  }

  async close(): Promise<void> {
    await Promise.all(Object.values(this.hosts).map((host) => host.close()));
  }
}
