/** How long a script chunk may take before the viewer gives up on it (spec §9). */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/** A script chunk failed to load: the network failed, the server refused it, or it took too long. */
export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError';
}

/** True for a {@link ChunkLoadError}, also one from another copy of this module (matched by name). */
export function isChunkLoadError(error: unknown): error is Error {
  return error instanceof Error && error.name === 'ChunkLoadError';
}

/**
 * Runs a dynamic `import()` with a time limit. A failed import and one that has not settled after
 * `timeoutMs` both reject with a {@link ChunkLoadError}, so the route error page can offer a reload
 * instead of leaving the person in front of a screen that never finishes.
 */
export function loadChunk<T>(load: () => Promise<T>, timeoutMs: number = CHUNK_LOAD_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => {
      reject(new ChunkLoadError(`A script chunk did not load within ${timeoutMs / 1000} seconds.`));
    }, timeoutMs);
    let pending: Promise<T>;
    try {
      pending = load();
    } catch (error) {
      pending = Promise.reject(error);
    }
    pending.then(
      (module) => {
        clearTimeout(timer);
        resolve(module);
      },
      (error: unknown) => {
        clearTimeout(timer);
        const detail = error instanceof Error ? error.message : String(error);
        reject(new ChunkLoadError(`A script chunk failed to load: ${detail}`, { cause: error }));
      },
    );
  });
}
