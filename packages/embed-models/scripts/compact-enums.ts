// The built library's enums, written from their member names once. TypeScript emits every enum as
// an IIFE that repeats each name two or three times (`e[e.Read = 0] = "Read"`); in a bundle that is
// about 1 kB of the enums' gzip. This esbuild plugin (tsup.config.ts) rewrites src/enums.ts for the
// JavaScript build only: the declarations come from the source as written, so every enum keeps
// its TypeScript enum type. test/compact-enums.test.ts checks that each object is built exactly as
// TypeScript builds it, both directions and key order.
import { readFile } from 'node:fs/promises';
import type { Options } from 'tsup';

type EsbuildPlugin = NonNullable<Options['esbuildPlugins']>[number];

// The helpers a rewritten module gets, each only if used. `numbered` makes the object TypeScript
// builds for a numeric enum: numbers counted from `first`, or listed in it (flags).
const HELPERS = {
  numbered: `const numbered = (names, first = 0) => {
  const values = {};
  names.split(' ').forEach((name, i) => (values[(values[name] = first[i] ?? first + i)] = name));
  return values;
};\n`,
  named: `const named = (names) => {
  const values = {};
  for (const name of names.split(' ')) values[name] = name;
  return values;
};\n`,
};

/** The call that builds the enum whose body is `body`, or undefined when it cannot be written so. */
function builder(body: string): { helper: keyof typeof HELPERS; call: string } | undefined {
  const members = body
    .replace(/\/\*[\s\S]*?\*\/|\/\/[^\n]*/g, '')
    .split(',')
    .map((member) => member.trim())
    .filter(Boolean)
    .map((member) => /^(\w+)\s*=\s*(?:(\d+)|'(\w+)')$/.exec(member));
  if (members.length === 0 || !members.every(Boolean)) return undefined;
  const names = JSON.stringify(members.map((m) => m![1]).join(' '));
  if (members.every((m) => m![3] === m![1])) return { helper: 'named', call: `named(${names})` };
  if (!members.every((m) => m![2] !== undefined)) return undefined;
  const values = members.map((m) => Number(m![2]));
  if (values.every((value, i) => value === values[0]! + i)) {
    return { helper: 'numbered', call: values[0] ? `numbered(${names}, ${values[0]})` : `numbered(${names})` };
  }
  return { helper: 'numbered', call: `numbered(${names}, ${JSON.stringify(values)})` };
}

/**
 * Rewrites each `export enum X { … }` of `source` whose members are all plain numbers or all
 * strings equal to their names into `export const X = /* @__PURE__ *\/ numbered(…)` or `named(…)`;
 * any other enum stays as it is.
 */
export function compactEnumSource(source: string): string {
  const used = new Set<keyof typeof HELPERS>();
  const output = source.replace(/export enum (\w+) \{([^}]*)\}/g, (whole, name: string, body: string) => {
    const built = builder(body);
    if (!built) return whole;
    used.add(built.helper);
    return `export const ${name} = /* @__PURE__ */ ${built.call};`;
  });
  return [...used].map((helper) => HELPERS[helper]).join('') + output;
}

/** An esbuild plugin for tsup: the library's bundle gets `compactEnumSource` of the files `filter` matches. */
export function compactEnums(filter: RegExp): EsbuildPlugin {
  return {
    name: 'compact-enums',
    setup(build) {
      build.onLoad({ filter }, async ({ path }) => ({
        contents: compactEnumSource(await readFile(path, 'utf8')),
        loader: 'ts',
      }));
    },
  };
}
