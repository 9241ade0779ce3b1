import type { ChildProcess } from 'node:child_process';
import { EventEmitter } from 'node:events';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HEALTHY_AFTER_MS, MAX_FAILED_RESTARTS, RESTART_BACKOFF_MS, keepRunning } from './keep-running.mjs';

/** A stand-in child process: it answers when the test says so and dies with the code or signal given. */
class FakeChild extends EventEmitter {
  exitCode: number | null = null;
  signalCode: NodeJS.Signals | null = null;
  answer!: () => void;
  readonly answered = new Promise<void>((resolve) => (this.answer = resolve));
  die(code: number | null, signal: NodeJS.Signals | null = null) {
    this.exitCode = code;
    this.signalCode = signal;
    this.emit('exit', code, signal);
  }
}

/** A kept part on vitest's fake clock, with everything it reports recorded. */
function keep(beforeRestart?: () => Promise<void>) {
  const children: FakeChild[] = [];
  const notices: string[] = [];
  const failures: string[] = [];
  const stops: number[] = [];
  const part = keepRunning({
    name: 'the API',
    start: () => {
      children.push(new FakeChild());
      return children.at(-1) as unknown as ChildProcess;
    },
    answers: (child) => (child as unknown as FakeChild).answered,
    isStopping: () => false,
    notify: (line) => notices.push(line),
    onStop: () => stops.push(1),
    onFail: (message) => failures.push(message),
    beforeRestart,
  });
  return { part, children, notices, failures, stops, latest: () => children.at(-1)! };
}

describe('keepRunning (the local stack’s API and frame server)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    expect(vi.getTimerCount()).toBe(0);
    vi.useRealTimers();
  });

  it('[T-DEADLINE-02] restarts a part that dies after answering, with one line, after a backoff that grows and is bounded', async () => {
    const k = keep();
    k.latest().answer();
    await expect(k.part.firstAnswer).resolves.toBeUndefined();
    const waits: number[] = [];
    for (let death = 0; death < RESTART_BACKOFF_MS.length + 2; death++) {
      const dying = k.latest();
      // Each restart answers, then dies before it counts as healthy: a crash loop.
      await vi.advanceTimersByTimeAsync(0);
      dying.die(null, 'SIGKILL');
      expect(k.notices.at(-1)).toBe('the API exited (signal SIGKILL); restarting it …');
      const started = k.children.length;
      await vi.advanceTimersToNextTimerAsync();
      expect(k.children.length).toBe(started + 1);
      waits.push(Date.now());
      k.latest().answer();
    }
    const gaps = waits.map((at, i) => at - (waits[i - 1] ?? waits[0] - RESTART_BACKOFF_MS[0]));
    // 0.5 s, 1 s, 2 s, 4 s, 8 s, then 8 s each time: a crash loop does not spin, nor wait ever longer.
    expect(gaps).toEqual([...RESTART_BACKOFF_MS, 8000, 8000]);
    expect(k.failures).toEqual([]);
    expect(k.stops).toEqual([]);
    k.latest().die(null, 'SIGTERM');
    expect(k.stops).toEqual([1]);
  });

  it('[T-DEADLINE-02] a part that stays up is healthy again: its next death waits the shortest time', async () => {
    const k = keep();
    k.latest().answer();
    await vi.advanceTimersByTimeAsync(0);
    k.latest().die(1);
    await vi.advanceTimersToNextTimerAsync();
    k.latest().answer();
    await vi.advanceTimersByTimeAsync(HEALTHY_AFTER_MS);
    const diedAt = Date.now();
    k.latest().die(1);
    expect(k.notices.at(-1)).toBe('the API exited (exit code 1); restarting it …');
    await vi.advanceTimersToNextTimerAsync();
    expect(Date.now() - diedAt).toBe(RESTART_BACKOFF_MS[0]);
    k.latest().die(0);
    expect(k.stops).toEqual([1]);
  });

  it('[T-DEADLINE-02] a part that cannot start at all fails at once, as before restarts existed', () => {
    const k = keep();
    k.latest().die(1);
    expect(k.failures).toEqual(['the API exited (exit code 1)']);
    expect(k.notices).toEqual([]);
    expect(k.children).toHaveLength(1);
  });

  it('[T-DEADLINE-02] restarts that keep dying before they answer end with an error, not a loop', async () => {
    const k = keep();
    k.latest().answer();
    await vi.advanceTimersByTimeAsync(0);
    k.latest().die(null, 'SIGKILL');
    for (let i = 0; i < MAX_FAILED_RESTARTS; i++) {
      await vi.advanceTimersToNextTimerAsync();
      k.latest().die(1);
    }
    expect(k.failures).toEqual([
      `the API exited (exit code 1) ${MAX_FAILED_RESTARTS} times in a row before answering; not restarting it`,
    ]);
    expect(k.children).toHaveLength(1 + MAX_FAILED_RESTARTS);
  });

  it('[T-DEADLINE-02] a port taken while the part was down is said in one line instead of a restart', async () => {
    const k = keep(() => Promise.reject(new Error('port 3001 (the API) is already in use')));
    k.latest().answer();
    await vi.advanceTimersByTimeAsync(0);
    k.latest().die(null, 'SIGKILL');
    await vi.advanceTimersToNextTimerAsync();
    expect(k.failures).toEqual(['port 3001 (the API) is already in use']);
    expect(k.children).toHaveLength(1);
  });
});
