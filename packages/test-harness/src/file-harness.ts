import { afterAll, beforeAll } from 'vitest';

/**
 * A harness for the test file: `start()` before its tests, `close()` after them. The returned
 * object reads through to the started one, so a file can declare it at the top
 * (`const h = setUpHarness()`).
 */
export function fileHarness<T extends { close(): Promise<unknown> }>(
  start: () => Promise<T>,
  timeouts: { start?: number; close?: number } = {},
): T {
  let current: T | undefined;
  beforeAll(async () => {
    current = await start();
  }, timeouts.start ?? 60_000);
  afterAll(() => current?.close(), timeouts.close ?? 30_000);
  return new Proxy({} as T, { get: (_, key) => Reflect.get(current!, key) });
}
