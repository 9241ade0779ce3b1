import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const quietStep = fileURLToPath(new URL('./quiet-step.mjs', import.meta.url));

/** A step that prints `lines` lines on stdout, one on stderr, and exits with `code`. */
function stepScript(lines: number, code: number): string {
  return `for (let i = 1; i <= ${lines}; i++) console.log('build line ' + i); console.error('a warning'); process.exit(${code});`;
}

/** Runs one step through runQuietStep in a fresh Node (as npm start does) and returns what it printed. */
function run(lines: number, code: number, verbose: boolean) {
  const driver = `
    import { runQuietStep } from ${JSON.stringify(quietStep)};
    const code = await runQuietStep({
      title: 'Build the libraries',
      command: process.execPath,
      args: ['-e', ${JSON.stringify(stepScript(lines, code))}],
      verbose: ${verbose},
    });
    process.exitCode = code;
  `;
  const result = spawnSync(process.execPath, ['--input-type=module', '-e', driver], {
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' },
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

describe('runQuietStep (the steps of npm start)', () => {
  it('prints one line for a step that works, none of its output', () => {
    const { code, stdout, stderr } = run(240, 0, false);
    expect(code).toBe(0);
    expect(stdout).toMatch(/^✔ Build the libraries \(\d+\.\d s\)\n$/);
    expect(stderr).toBe('');
  });

  it("prints the failed step's whole output, stdout and stderr, after one line saying it failed", () => {
    const { code, stdout } = run(240, 3, false);
    expect(code).toBe(3);
    const lines = stdout.trimEnd().split('\n');
    expect(lines[0]).toMatch(/^✘ Build the libraries failed \(exit code 3, \d+\.\d s\)$/);
    expect(lines[1]).toMatch(/^\$ .* -e /);
    // Every line of both streams (stdout and stderr are two pipes: their chunks may interleave either way).
    const expected = [...Array.from({ length: 240 }, (_, i) => `build line ${i + 1}`), 'a warning'];
    expect(lines.slice(2).sort()).toEqual(expected.sort());
  });

  it('with --verbose, streams every line as it comes, then the result line', () => {
    const { code, stdout, stderr } = run(240, 0, true);
    expect(code).toBe(0);
    expect(stdout.split('\n').filter((line) => line.startsWith('build line'))).toHaveLength(240);
    expect(stdout.trimEnd().split('\n').at(-1)).toMatch(/^✔ Build the libraries \(\d+\.\d s\)$/);
    expect(stderr).toBe('a warning\n');
  });
});
