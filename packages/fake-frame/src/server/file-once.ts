import { readFile } from 'node:fs/promises';

/**
 * A file read once and then kept in memory: `get()` gives its content, or undefined while it does
 * not exist (read again on the next `get()` until it does, once).
 *
 * The frame server serves its script this way. It used to read `dist/fake-frame.global.js` for every
 * frame, and a `pnpm build` run meanwhile (tsup empties `dist/` before it writes it again) handed
 * some frames a 404 or a half-written script: a frame page without its script never answers. With
 * a build looping beside a running stack, 3 of 120 frames booted that way were silent (2 got a
 * 404, 1 a cut-off script); that was the "frame that never answers" of issue 26.
 */
export function fileOnce(path: string): { get(): Promise<Buffer | undefined> } {
  const read = () => readFile(path).catch(() => undefined);
  let content = read();
  return {
    async get() {
      return (await content) ?? (await (content = read()));
    },
  };
}
