import { build, type BuildOptions, type Loader, type Plugin } from 'esbuild';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The workspace's `packages/` folder. */
export const PACKAGES_DIR = fileURLToPath(new URL('../../', import.meta.url));

/** The script of a page: a file, or code given as text (resolved from `resolveDir`). */
export type BundleEntry = string | { contents: string; resolveDir: string; sourcefile?: string; loader?: Loader };

/** esbuild options over the defaults (an in-memory browser IIFE, es2020); `plugins` run before the source mapping. */
export type SourceBundleOptions = Omit<
  BuildOptions,
  'entryPoints' | 'stdin' | 'write' | 'bundle' | 'outfile' | 'outdir'
>;

/** The workspace packages with a `src/index.ts`, by folder name (this package aside: it is not bundled into pages). */
const WORKSPACE = new Set(
  readdirSync(PACKAGES_DIR).filter(
    (name) => name !== 'test-harness' && existsSync(`${PACKAGES_DIR}${name}/src/index.ts`),
  ),
);

/**
 * Where `@org/<name>` or `@org/<name>/<subpath>` is in the workspace source: `src/index.ts`, or
 * `src/<subpath>/index.ts` / `src/<subpath>.ts(x)` (how each package's tsup entries are laid out);
 * undefined for anything else, which esbuild resolves as usual.
 */
export function sourceOf(specifier: string): string | undefined {
  const match = /^@org\/([^/]+)(?:\/(.+))?$/.exec(specifier);
  if (!match || !WORKSPACE.has(match[1])) return undefined;
  const src = `${PACKAGES_DIR}${match[1]}/src/`;
  if (!match[2]) return `${src}index.ts`;
  return [`${src}${match[2]}/index.ts`, `${src}${match[2]}.ts`, `${src}${match[2]}.tsx`].find((file) =>
    existsSync(file),
  );
}

/** Points the workspace packages at their sources: pages are built from source, never from a stale (or missing) dist. */
export const workspaceSources: Plugin = {
  name: 'workspace-sources',
  setup(b) {
    b.onResolve({ filter: /^@org\// }, (args) => {
      const path = sourceOf(args.path);
      return path ? { path } : undefined;
    });
  },
};

/** A built script and the files it was built from. */
export interface Built {
  code: string;
  inputs: string[];
}

/** Bundles `entry` for a page with esbuild, in memory, with `@org/*` taken from source (see {@link sourceOf}). */
export async function buildFromSource(entry: BundleEntry, options: SourceBundleOptions = {}): Promise<Built> {
  const result = await build({
    format: 'iife',
    platform: 'browser',
    target: 'es2020',
    logLevel: 'warning',
    ...options,
    ...(typeof entry === 'string' ? { entryPoints: [entry] } : { stdin: { loader: 'ts', ...entry } }),
    bundle: true,
    write: false,
    metafile: true,
    plugins: [...(options.plugins ?? []), workspaceSources],
  });
  const base = options.absWorkingDir ?? process.cwd();
  // Paths made absolute; a plugin's virtual module (`namespace:path`) stays as esbuild names it.
  const inputs = Object.keys(result.metafile!.inputs).map((input) =>
    input.includes(':') ? input : resolve(base, input),
  );
  return { code: result.outputFiles![0].text, inputs };
}

interface Cached {
  built: Promise<Built>;
  /** `mtime:size` of every input as it was built from. */
  stamps: Promise<string[]>;
}

const cache = new Map<string, Cached>();
const stat = (file: string) => {
  try {
    return statSync(file);
  } catch {
    return undefined;
  }
};
const stamp = (file: string) => {
  const s = stat(file);
  return s ? `${s.mtimeMs}:${s.size}` : 'missing';
};

/**
 * {@link buildFromSource}'s script, built once per test process for the same entry and options:
 * the test files of a worker that shares its modules (the browser projects run with
 * `isolate: false`) reuse it until one of its input files changes (or was saved while it was
 * being built). Options with `plugins` are not cached (a plugin is code, not a key): those are
 * built every time.
 */
export async function bundleFromSource(entry: BundleEntry, options: SourceBundleOptions = {}): Promise<string> {
  if (options.plugins?.length) return (await buildFromSource(entry, options)).code;
  const key = JSON.stringify([entry, options]);
  const hit = cache.get(key);
  if (hit) {
    const [built, before] = await Promise.all([hit.built, hit.stamps]).catch(() => [undefined, []] as const);
    if (built && before.length && built.inputs.every((file, i) => stamp(file) === before[i])) return built.code;
    if (cache.get(key) === hit) cache.delete(key);
  }
  const started = Date.now();
  const built = buildFromSource(entry, options);
  const stamps = built.then(({ inputs }) => {
    // A file saved during the build may or may not be in it: not reused then.
    if (inputs.some((file) => (stat(file)?.mtimeMs ?? Infinity) >= started - 1)) return [];
    return inputs.map(stamp);
  });
  cache.set(key, { built, stamps });
  return (await built).code;
}
