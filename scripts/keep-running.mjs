// Keeps one part of the local stack (the API, the fake frame's server) running: a part that dies after it had
// answered is started again, with a one-line notice, while the rest of the stack (the viewer) keeps being served.
/** Waits between a death and the restart, growing with each death in a row so a crash loop does not spin. */
export const RESTART_BACKOFF_MS = [500, 1000, 2000, 4000, 8000];
/** A part that has answered for this long is healthy again: its next death waits the shortest time. */
export const HEALTHY_AFTER_MS = 30_000;
/** Restarts in a row that end before the part answers: after these the part cannot start, and the stack says so. */
export const MAX_FAILED_RESTARTS = 5;

/** Signals a terminal's Ctrl+C (or a kill of the process group) sends: a part ended by one stopped with the stack. */
const STOP_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'];

/**
 * Starts a part and keeps it running.
 *
 * - `start()` spawns the part and returns its child process; `answers(child)` resolves once it serves requests
 *   (and rejects if it dies first, or does not answer in time: a live part that does not answer is `onFail`).
 * - A part ended by a stop signal, or exiting cleanly (code 0, as the parts do on SIGINT/SIGTERM), stopped with the
 *   stack: `onStop()`.
 * - A part that dies before it ever answered cannot start (a port taken, a syntax error): `onFail(message)`, as
 *   before restarts existed, so a broken start still stops the stack with a clear error.
 * - A part that dies after it had answered: `notify('<name> exited (signal SIGKILL); restarting it …')`, then,
 *   after the backoff, `beforeRestart()` (may throw an Error whose message says why it cannot restart, e.g. its
 *   port taken by someone else: `onFail(message)`) and a new `start()`. After `MAX_FAILED_RESTARTS` restarts in a
 *   row that die before answering, `onFail` too: a crash loop ends with an error, not forever.
 *
 * @param {{
 *   name: string;
 *   start: () => import('node:child_process').ChildProcess;
 *   answers: (child: import('node:child_process').ChildProcess) => Promise<unknown>;
 *   isStopping: () => boolean;
 *   notify: (line: string) => void;
 *   onStop: () => void;
 *   onFail: (message: string) => void;
 *   beforeRestart?: () => Promise<void>;
 * }} part
 * @returns {{ child: () => import('node:child_process').ChildProcess; firstAnswer: Promise<void> }}
 *   the part's current process, and a promise that resolves when the first start answers
 */
export function keepRunning({ name, start, answers, isStopping, notify, onStop, onFail, beforeRestart }) {
  let current;
  let everAnswered = false;
  let deathsInARow = 0;
  let failedRestarts = 0;
  /** @type {NodeJS.Timeout | undefined} */
  let healthyTimer;
  /** @type {(value?: unknown) => void} */
  let resolveFirst;
  const firstAnswer = new Promise((resolve) => (resolveFirst = resolve));

  const launch = () => {
    const child = start();
    current = child;
    let answered = false;
    answers(child).then(
      () => {
        if (current !== child || child.exitCode !== null || child.signalCode !== null) return;
        answered = true;
        everAnswered = true;
        failedRestarts = 0;
        resolveFirst();
        // Not a timer that holds the stack open: it only resets the backoff.
        healthyTimer = setTimeout(() => (deathsInARow = 0), HEALTHY_AFTER_MS);
        healthyTimer.unref?.();
      },
      (error) => {
        // Alive but not answering within the part's patience (a hang, not a crash): nothing a restart would fix.
        if (current === child && child.exitCode === null && child.signalCode === null && !isStopping()) {
          onFail(error.message);
        }
      },
    );
    child.once('exit', (code, signal) => {
      clearTimeout(healthyTimer);
      if (isStopping()) return;
      if (STOP_SIGNALS.includes(signal) || code === 0) return onStop();
      const how = signal ? `signal ${signal}` : `exit code ${code}`;
      if (!everAnswered) return onFail(`${name} exited (${how})`);
      if (!answered && ++failedRestarts >= MAX_FAILED_RESTARTS) {
        return onFail(`${name} exited (${how}) ${failedRestarts} times in a row before answering; not restarting it`);
      }
      const wait = RESTART_BACKOFF_MS[Math.min(deathsInARow, RESTART_BACKOFF_MS.length - 1)];
      deathsInARow += 1;
      notify(`${name} exited (${how}); restarting it …`);
      void new Promise((resolve) => setTimeout(resolve, wait))
        .then(() => (isStopping() ? undefined : beforeRestart?.()))
        .then(
          () => {
            if (!isStopping()) launch();
          },
          (error) => onFail(error.message),
        );
    });
    return child;
  };
  launch();
  return { child: () => current, firstAnswer };
}
