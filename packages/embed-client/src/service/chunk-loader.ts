// How the features of `Service` load their code on first use: one `import()` shared by every embed
// that needs it, its module kept for the synchronous calls that come once it has arrived.

/** A feature's chunk: `load()` asks for it once; `loaded` is its module once it has arrived. */
export interface ChunkLoader<T> {
  loaded?: T;
  load(): Promise<T>;
}

/**
 * The loader of the chunk `importer` imports. A load that failed (the network) is not kept: the next
 * use asks for the chunk again.
 */
export function chunkLoader<T>(importer: () => Promise<T>): ChunkLoader<T> {
  let loading: Promise<T> | undefined;
  const chunk: ChunkLoader<T> = {
    load: () =>
      (loading ??= importer().then(
        (module) => (chunk.loaded = module),
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      )),
  };
  return chunk;
}
