// One step of `npm start` (install, build the libraries, build the viewer) as a newcomer should see it: a single
// line when it has worked, and the step's whole output when it has not. `--verbose` streams the output as it comes.
import { spawn } from 'node:child_process';
import os from 'node:os';
import { styleText } from 'node:util';

/**
 * Runs `command args` and resolves with its exit code (128 + the signal's number when a signal ended it).
 *
 * Quiet (the default): the output of stdout and stderr is kept in memory, in the order it came; on success one line
 * `✔ <title> (<seconds> s)` is printed, on failure `✘ <title> failed …` followed by everything the step printed.
 * On a terminal a `… <title>` line shows while the step runs and is replaced by the result.
 * Verbose: the step's output goes straight to this process's stdout and stderr, then the same result line.
 *
 * @param {{
 *   title: string;
 *   command: string;
 *   args: string[];
 *   cwd?: string;
 *   env?: NodeJS.ProcessEnv;
 *   verbose?: boolean;
 *   shell?: boolean;
 *   out?: NodeJS.WriteStream;
 *   onSpawn?: (child: import('node:child_process').ChildProcess) => void;
 * }} step
 * @returns {Promise<number>}
 */
export function runQuietStep({ title, command, args, cwd, env, verbose = false, shell = false, out, onSpawn }) {
  const stream = out ?? process.stdout;
  const started = Date.now();
  const live = !verbose && stream.isTTY === true;
  if (verbose) stream.write(`${styleText('dim', `$ ${command} ${args.join(' ')}`)}\n`);
  else if (live) stream.write(styleText('dim', `… ${title}`));
  /** @type {Buffer[]} */
  const captured = [];
  const child = spawn(command, args, {
    cwd,
    env,
    shell,
    stdio: verbose ? ['ignore', 'inherit', 'inherit'] : ['ignore', 'pipe', 'pipe'],
  });
  onSpawn?.(child);
  if (!verbose) {
    child.stdout?.on('data', (chunk) => captured.push(chunk));
    child.stderr?.on('data', (chunk) => captured.push(chunk));
  }
  return new Promise((resolve) => {
    let settled = false;
    const finish = (/** @type {number} */ code, /** @type {string} */ how) => {
      if (settled) return;
      settled = true;
      const seconds = `${((Date.now() - started) / 1000).toFixed(1)} s`;
      // On a terminal, the result replaces the `… title` line.
      if (live) stream.write('\r\x1b[2K');
      if (code === 0) {
        stream.write(`${styleText('green', `✔ ${title}`)} ${styleText('dim', `(${seconds})`)}\n`);
      } else {
        stream.write(`${styleText('red', `✘ ${title} failed (${how}, ${seconds})`)}\n`);
        if (captured.length) {
          stream.write(`${styleText('dim', `$ ${command} ${args.join(' ')}`)}\n`);
          const text = Buffer.concat(captured).toString('utf8');
          stream.write(text.endsWith('\n') ? text : `${text}\n`);
        }
      }
      resolve(code);
    };
    child.on('error', (error) => {
      captured.push(Buffer.from(`${error.message}\n`));
      finish(1, error.message);
    });
    // 'close', not 'exit': by then both pipes have been read to their end.
    child.on('close', (code, signal) => {
      if (signal) finish(128 + (os.constants.signals[signal] ?? 0), `stopped by ${signal}`);
      else finish(code ?? 1, `exit code ${code}`);
    });
  });
}
