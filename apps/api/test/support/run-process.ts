import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const API_DIR = fileURLToPath(new URL('../../', import.meta.url));

export interface RunningProcess {
  child: ChildProcess;
  stdout: () => string;
  stderr: () => string;
  exited: Promise<number | null>;
  /** Resolves with the first stdout line matching `pattern`. */
  waitForLine(pattern: RegExp): Promise<string>;
}

/** Runs `node <args>` in the API's folder with only `env` (plus PATH and HOME). */
export function runNode(args: string[], env: Record<string, string>): RunningProcess {
  const child = spawn(process.execPath, args, {
    cwd: API_DIR,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  const waiters: { pattern: RegExp; resolve: (line: string) => void }[] = [];
  child.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
    out += chunk;
    for (const line of out.split('\n')) {
      for (const w of [...waiters]) {
        if (w.pattern.test(line)) {
          waiters.splice(waiters.indexOf(w), 1);
          w.resolve(line);
        }
      }
    }
  });
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => (err += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return {
    child,
    stdout: () => out,
    stderr: () => err,
    exited,
    waitForLine: (pattern) =>
      new Promise<string>((resolve, reject) => {
        const found = out.split('\n').find((line) => pattern.test(line));
        if (found) return resolve(found);
        waiters.push({ pattern, resolve });
        void exited.then((code) =>
          reject(new Error(`process exited (${code}) before printing ${pattern}:\n${out}\n${err}`)),
        );
      }),
  };
}
