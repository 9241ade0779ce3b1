import { readFile } from 'node:fs/promises';
import type { Options } from 'tsup';

type EsbuildPlugin = NonNullable<Options['esbuildPlugins']>[number];

// The helper each rewritten module gets: the enum object TypeScript builds, both directions.
const NUMBERED = `const numbered = (names) => {
  const values = {};
  names.split(' ').forEach((name, value) => (values[(values[name] = value)] = name));
  return values;
};\n`;

/** The member names of an enum body when its members are exactly `Name = 0, Name = 1, …`; else undefined. */
function numberedMembers(body: string): string[] | undefined {
  const members = body
    .replace(/\/\*[\s\S]*?\*\/|\/\/[^\n]*/g, '')
    .split(',')
    .map((member) => member.trim())
    .filter(Boolean);
  const names = members.map((member, index) => /^(\w+)\s*=\s*(\d+)$/.exec(member)?.[2] === String(index) && member);
  return names.every(Boolean) ? members.map((member) => member.split('=')[0]!.trim()) : undefined;
}

/**
 * Rewrites each `export enum X { A = 0, B = 1, … }` of `source` into
 * `export const X = numbered('A B …')`, which builds the same object from the names once, where
 * TypeScript's emit repeats every name; other enums (flags, string values) stay as they are.
 */
export function compactEnumSource(source: string): string {
  let rewritten = false;
  const output = source.replace(/export enum (\w+) \{([^}]*)\}/g, (whole, name: string, body: string) => {
    const names = numberedMembers(body);
    if (!names) return whole;
    rewritten = true;
    return `export const ${name} = /* @__PURE__ */ numbered(${JSON.stringify(names.join(' '))});`;
  });
  return rewritten ? NUMBERED + output : source;
}

/**
 * An esbuild plugin for tsup: the library's bundle gets `compactEnumSource` of the files `filter`
 * matches. Only the JavaScript changes; the declarations are emitted from the source as written,
 * so every enum keeps its TypeScript enum type.
 */
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
