/**
 * The fixed waits the test sources may keep (scripts/test-hygiene.test.ts finds them all), each with why it
 * does not make a test depend on the machine's speed. A wait that lets something happen before checking that
 * it did is not one of them: wait for the event or state instead, or use a fake clock (vitest
 * `vi.useFakeTimers`, Playwright `page.clock`).
 */
export interface AllowedWait {
  file: string;
  /** The call as written, without spaces, e.g. `t.sleep(150)` is listed as `sleep(150)`. */
  call: string;
  /** How many times the file has it. */
  count: number;
  why: string;
}

/** The product's rule under test needs real time to pass; a slower machine only makes the wait longer. */
const MINIMUM_TIME =
  'a time that must have passed (the 100 ms within which the client drops a repeated load, a debounce, a timeout under test); on a slower machine it only lasts longer';
/** Checks that nothing happens within the wait: a slower machine can weaken the check, never fail it. */
const NOTHING_HAPPENS =
  'checks that something does not happen within that time: a slower machine can only make the check weaker, never fail it';
/** The pace of a poll that ends on a state, under a deadline far longer than the state needs. */
const POLL = 'paces a poll that ends on a state (under a generous deadline), not a guess of how long it takes';
/** A race against a result that must come: it only turns a hang into a quick failure. */
const HANG_GUARD = 'a hang guard raced against a result that must come, far longer than it needs';
/** The helper that the listed calls go through. */
const HELPER = 'the sleep helper itself; its calls are listed one by one';
/** A stand-in's latency: the subject of the test, not a wait of the test. */
const LATENCY = "a slow dependency's stand-in: the latency is what is tested, not a wait for something to happen";
/** A load or outage window against real processes; what the test checks is counted within it. */
const WINDOW =
  'the length of an outage or load window against real processes (PostgreSQL, the cluster); the checks count answers within it, not how fast they came';

/** The chaos suite applying a fault on a schedule (a process stopped part of each period): the fault itself. */
const FAULT_SCHEDULE = 'the schedule of a fault being applied (the chaos suite), not a wait for anything to happen';

export const ALLOWED_WAITS: AllowedWait[] = [
  { file: 'e2e/chaos/support/api-process.ts', call: 'setTimeout(resolve,stopMs)', count: 1, why: FAULT_SCHEDULE },
  { file: 'e2e/chaos/support/api-process.ts', call: 'setTimeout(resolve,200-stopMs)', count: 1, why: FAULT_SCHEDULE },
  { file: 'e2e/chaos/support/api-process.ts', call: 'setTimeout(resolve,200)', count: 1, why: POLL },
  // A generated gap between a person's clicks: the schedule of the actions under test.
  { file: 'e2e/chaos/sdk.spec.ts', call: 'setTimeout(resolve,action.ms)', count: 1, why: FAULT_SCHEDULE },
  // The generated time after an <EmbedComponent> render (React merges the renders of one task).
  { file: 'e2e/chaos/sdk.spec.ts', call: 'setTimeout(resolve,action.afterMs)', count: 1, why: FAULT_SCHEDULE },
  { file: 'e2e/chaos/viewer.spec.ts', call: 'setTimeout(resolve,action.ms)', count: 1, why: FAULT_SCHEDULE },
  { file: 'e2e/chaos/viewer.spec.ts', call: 'setTimeout(resolve,LONG_FREEZE_MS)', count: 1, why: FAULT_SCHEDULE },
  { file: 'apps/api/test/cluster/cluster.test.ts', call: 'setTimeout(resolve,2000)', count: 1, why: WINDOW },
  { file: 'apps/api/test/cluster/cluster.test.ts', call: 'setTimeout(resolve,3000)', count: 1, why: WINDOW },
  { file: 'apps/api/test/postgres-outage.test.ts', call: 'setTimeout(resolve,ms)', count: 1, why: HELPER },
  { file: 'apps/api/test/postgres-outage.test.ts', call: 'sleep(200)', count: 1, why: POLL },
  { file: 'apps/api/test/postgres-outage.test.ts', call: 'sleep(UP_BEFORE_MS)', count: 1, why: WINDOW },
  { file: 'apps/api/test/postgres-outage.test.ts', call: 'sleep(OUTAGE_MS)', count: 1, why: WINDOW },
  { file: 'apps/api/test/postgres-outage.test.ts', call: 'sleep(1000)', count: 1, why: WINDOW },
  { file: 'apps/api/test/support/shared-state-cluster.ts', call: 'setTimeout(resolve,300)', count: 1, why: LATENCY },
  { file: 'e2e/consumer-apps/consumer-apps.spec.ts', call: 'waitForTimeout(200)', count: 2, why: MINIMUM_TIME },
  { file: 'e2e/viewer/csp.spec.ts', call: 'waitForTimeout(500)', count: 2, why: NOTHING_HAPPENS },
  // After a 500, no second try comes before the person's Retry.
  { file: 'e2e/viewer/reconnect.spec.ts', call: 'waitForTimeout(3_000)', count: 1, why: NOTHING_HAPPENS },
  // The app stays offline a while before the network comes back: the order of events is the subject.
  { file: 'e2e/viewer/reconnect.spec.ts', call: 'waitForTimeout(1_000)', count: 1, why: MINIMUM_TIME },
  { file: 'e2e/viewer/report-errors.spec.ts', call: 'waitForTimeout(500)', count: 1, why: NOTHING_HAPPENS },
  { file: 'e2e/viewer/support/report-frame.ts', call: 'waitForTimeout(50)', count: 1, why: POLL },
  { file: 'packages/embed-client/test/browser/always-settles.test.ts', call: 'sleep(5000)', count: 3, why: HANG_GUARD },
  {
    file: 'packages/embed-client/test/browser/embed-lifecycle.test.ts',
    call: 'sleep(150)',
    count: 2,
    why: MINIMUM_TIME,
  },
  // Full screen refused without a user gesture: no unhandled rejection follows.
  {
    file: 'packages/embed-client/test/browser/embed-lifecycle.test.ts',
    call: 'sleep(100)',
    count: 1,
    why: NOTHING_HAPPENS,
  },
  { file: 'packages/embed-client/test/browser/factory-seam.test.ts', call: 'sleep(150)', count: 1, why: MINIMUM_TIME },
  // Messages to the wrong window must not arrive; the right one's are awaited by their reply.
  {
    file: 'packages/embed-client/test/browser/factory-seam.test.ts',
    call: 'sleep(200)',
    count: 1,
    why: NOTHING_HAPPENS,
  },
  // A lazy embed not yet near the viewport (or reset) creates no frame.
  {
    file: 'packages/embed-client/test/browser/lazy-and-pool.test.ts',
    call: 'sleep(300)',
    count: 2,
    why: NOTHING_HAPPENS,
  },
  // The pool's slot is not given up before its 500 ms timeout, and is after it.
  {
    file: 'packages/embed-client/test/browser/lazy-and-pool.test.ts',
    call: 'sleep(200)',
    count: 1,
    why: NOTHING_HAPPENS,
  },
  { file: 'packages/embed-client/test/browser/lazy-and-pool.test.ts', call: 'sleep(600)', count: 1, why: MINIMUM_TIME },
  // After the resets nothing is added back by late replies.
  { file: 'packages/embed-client/test/browser/no-leaks.test.ts', call: 'sleep(100)', count: 1, why: NOTHING_HAPPENS },
  // After a refused load or create nothing else arrives.
  {
    file: 'packages/embed-client/test/browser/refusal-values.test.ts',
    call: 'sleep(300)',
    count: 1,
    why: NOTHING_HAPPENS,
  },
  // Within the layout debounce nothing switches; after it exactly one switch has happened.
  {
    file: 'packages/embed-client/test/browser/responsive-layout.test.ts',
    call: 'sleep(400)',
    count: 4,
    why: MINIMUM_TIME,
  },
  { file: 'packages/embed-client/test/browser/strict-csp.test.ts', call: 'waitForTimeout(50)', count: 1, why: POLL },
  // The browser posts violation reports after the violation: none must come.
  {
    file: 'packages/embed-client/test/browser/strict-csp.test.ts',
    call: 'waitForTimeout(300)',
    count: 1,
    why: NOTHING_HAPPENS,
  },
  {
    file: 'packages/embed-client/test/browser/support/framework-scenarios.ts',
    call: 'setTimeout(resolve,ms)',
    count: 1,
    why: HELPER,
  },
  {
    file: 'packages/embed-client/test/browser/support/framework-scenarios.ts',
    call: 'sleep(120)',
    count: 1,
    why: MINIMUM_TIME,
  },
  { file: 'packages/embed-client/test/browser/support/host-page.ts', call: 'waitForTimeout(20)', count: 1, why: POLL },
  { file: 'packages/embed-client/test/browser/switching.test.ts', call: 'sleep(100)', count: 1, why: MINIMUM_TIME },
  { file: 'packages/embed-client/test/browser/switching.test.ts', call: 'sleep(150)', count: 1, why: MINIMUM_TIME },
  // No load is sent while the token provider has not answered.
  {
    file: 'packages/embed-client/test/browser/token-lifecycle.test.ts',
    call: 'sleep(1500)',
    count: 1,
    why: NOTHING_HAPPENS,
  },
  {
    file: 'packages/embed-client/test/browser/token-lifecycle.test.ts',
    call: 'sleep(100)',
    count: 1,
    why: NOTHING_HAPPENS,
  },
  {
    file: 'packages/embed-client/test/browser/wire-conformance.test.ts',
    call: 'sleep(150)',
    count: 5,
    why: MINIMUM_TIME,
  },
  { file: 'packages/embed-client/test/browser/wire-methods.test.ts', call: 'sleep(150)', count: 1, why: MINIMUM_TIME },
  {
    file: 'packages/embed-client/test/browser/wire-remaining.test.ts',
    call: 'setTimeout(r,150)',
    count: 1,
    why: MINIMUM_TIME,
  },
  {
    file: 'packages/embed-client/test/browser/wire-viewer-warmup.test.ts',
    call: 'sleep(150)',
    count: 1,
    why: MINIMUM_TIME,
  },
  {
    file: 'packages/embed-elements/test/browser/load.test.ts',
    call: 'waitForTimeout(300)',
    count: 1,
    why: NOTHING_HAPPENS,
  },
  {
    file: 'packages/embed-elements/test/browser/updates.test.ts',
    call: 'waitForTimeout(150)',
    count: 1,
    why: MINIMUM_TIME,
  },
  {
    file: 'packages/fake-frame/test/browser/boot-cost.test.ts',
    call: 'waitForTimeout(800)',
    count: 1,
    why: NOTHING_HAPPENS,
  },
  {
    file: 'packages/fake-frame/test/browser/estate.test.ts',
    call: 'waitForTimeout(300)',
    count: 1,
    why: NOTHING_HAPPENS,
  },
  {
    file: 'packages/react-embed/test/browser/strict-csp.test.ts',
    call: 'waitForTimeout(300)',
    count: 1,
    why: NOTHING_HAPPENS,
  },
  // Re-renders with new providers start no second embed.
  {
    file: 'packages/react-embed/test/browser/token-provider.test.ts',
    call: 'setTimeout(resolve,200)',
    count: 1,
    why: NOTHING_HAPPENS,
  },
  { file: 'packages/test-harness/src/frame-log-server.ts', call: 'waitForTimeout(20)', count: 1, why: POLL },
  // `t.sleep` of the host pages: its declaration and its body.
  { file: 'packages/test-harness/src/page/host-tools.ts', call: 'sleep(ms:number)', count: 1, why: HELPER },
  { file: 'packages/test-harness/src/page/host-tools.ts', call: 'setTimeout(resolve,ms)', count: 1, why: HELPER },
  // `settle`: reads once the traffic has not changed for three 50 ms looks in a row. On a starved browser
  // the quiet can come early; tests that must see something arrive wait for it by count first.
  { file: 'packages/test-harness/src/settle.ts', call: 'waitForTimeout(50)', count: 1, why: POLL },
  { file: 'scripts/start-output.test.ts', call: 'setTimeout(resolve,250)', count: 1, why: POLL },
  { file: 'scripts/start-output.test.ts', call: 'setTimeout(resolve,100)', count: 1, why: POLL },
];
