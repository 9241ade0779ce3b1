import type { Options } from 'tsup';
import { ownClassNames } from './own-class-names.ts';

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
    // Every exported class keeps its own `name` (see own-class-names.ts).
    plugins: [ownClassNames],
    ...overrides,
  };
}

/**
 * A script-tag build beside a library's: one minified IIFE file `dist/<name>.js` built from
 * `entry`, written after the library's build (which cleans `dist/`), never cleaning it itself.
 */
export function scriptTagConfig(name: string, entry: string, overrides: Partial<Options> = {}): Options {
  return {
    entry: { [name]: entry },
    format: ['iife'],
    platform: 'browser',
    target: 'es2022',
    minify: true,
    sourcemap: true,
    dts: false,
    clean: false,
    outExtension: () => ({ js: '.js' }),
    ...overrides,
  };
}
