import { execFileSync } from 'node:child_process';

/**
 * The chaos stack's API process, found by the port it listens on (the stack starts it as a child and
 * says nothing of its pid), and made slow, frozen or dead with signals.
 */
export function apiPid(port: number): number {
  const out = execFileSync('ss', ['-ltnpH', `sport = :${port}`], { encoding: 'utf8' });
  const match = /pid=(\d+)/.exec(out);
  if (!match) throw new Error(`No process listens on the API's port ${port} (ss -ltnp shows none)`);
  return Number(match[1]);
}

const signal = (pid: number, name: NodeJS.Signals) => {
  try {
    process.kill(pid, name);
  } catch {
    // Already gone (a kill, or the stack stopping): nothing to stop or continue.
  }
};

/** Stops the API (SIGSTOP): connections are accepted by the kernel and then nothing answers. */
export const freezeApi = (pid: number) => signal(pid, 'SIGSTOP');
/** Lets a frozen API go on (SIGCONT). */
export const thawApi = (pid: number) => signal(pid, 'SIGCONT');
/** Kills the API outright (SIGKILL), as a crash would. */
export const killApi = (pid: number) => signal(pid, 'SIGKILL');

/**
 * Runs the API at a duty cycle for `ms`: stopped `stopMs` of every 200 ms. This is the schedule
 * being applied, not a wait for anything; the API is always left running.
 */
export async function slowApi(pid: number, ms: number, stopMs: number): Promise<void> {
  const end = Date.now() + ms;
  try {
    while (Date.now() < end) {
      freezeApi(pid);
      await new Promise((resolve) => setTimeout(resolve, stopMs));
      thawApi(pid);
      await new Promise((resolve) => setTimeout(resolve, 200 - stopMs));
    }
  } finally {
    thawApi(pid);
  }
}

/** Resolves once `url` answers 2xx again (after a kill); the bound is a hang guard. */
export async function waitForApi(url: string, boundMs: number): Promise<boolean> {
  const end = Date.now() + boundMs;
  while (Date.now() < end) {
    const ok = await fetch(url, { signal: AbortSignal.timeout(2000) }).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return true;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return false;
}
