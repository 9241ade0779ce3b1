import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_LOAD_TIMEOUT_MS, ChunkLoadError, isChunkLoadError, loadChunk } from '../../src/routes/load-chunk.ts';

describe('loadChunk', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('[V-CHUNK-02] gives up on a chunk that has not loaded after 120000 ms, with a ChunkLoadError', async () => {
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
    const outcome = loadChunk(() => new Promise<never>(() => {})).then(
      () => 'loaded',
      (error: unknown) => error,
    );
    await vi.advanceTimersByTimeAsync(119_999);
    let settled: unknown = 'pending';
    void outcome.then((value) => (settled = value));
    await Promise.resolve();
    expect(settled).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    const error = await outcome;
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect((error as Error).name).toBe('ChunkLoadError');
  });

  it('[V-CHUNK-03] turns a failed import (network error) into a ChunkLoadError that keeps the cause', async () => {
    const cause = new TypeError('Failed to fetch dynamically imported module: /assets/dashboard-route.js');
    const error = await loadChunk(() => Promise.reject(cause)).catch((failure: unknown) => failure);
    expect(isChunkLoadError(error)).toBe(true);
    expect((error as Error).cause).toBe(cause);
    expect((error as Error).message).toContain('Failed to fetch dynamically imported module');
  });

  it('[V-CHUNK-01] resolves with the module when it arrives in time, and leaves no timer behind', async () => {
    const module = { Component: () => null };
    await expect(loadChunk(() => Promise.resolve(module))).resolves.toBe(module);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('reports a loader that throws synchronously as a ChunkLoadError too', async () => {
    const error = await loadChunk(() => {
      throw new Error('boom');
    }).catch((failure: unknown) => failure);
    expect(isChunkLoadError(error)).toBe(true);
  });

  it('recognises a ChunkLoadError by name only', () => {
    const foreign = Object.assign(new Error('x'), { name: 'ChunkLoadError' });
    expect(isChunkLoadError(foreign)).toBe(true);
    expect(isChunkLoadError(new Error('x'))).toBe(false);
    expect(isChunkLoadError('ChunkLoadError')).toBe(false);
  });
});
