import type { Options } from 'tsup';

/** The one tsup setup every library builds with: ESM + CJS + .d.ts, tree-shakable. */
export function libraryConfig(overrides: Partial<Options> = {}): Options {
  return {
    entry: ['src/index.ts'],
    format: ['esm', 'cjs'],
    dts: true,
    sourcemap: true,
    clean: true,
    treeshake: true,
    splitting: false,
    target: 'es2022',
    platform: 'neutral',
    ...overrides,
  };
}
