// Every exported class of the built packages reports its own name as `constructor.name`, as powerbi-client's
// and powerbi-models' do (code that logs or switches on class names must see the same). esbuild would name a
// class that reads its own statics `_X`; config/own-class-names.ts gives the name back. Runs on dist/.
import { readdir, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const packages = path.resolve(fileURLToPath(new URL('.', import.meta.url)), '../../..');
const dist = (pkg: string, file: string) => path.join(packages, pkg, 'dist', file);

type Module = Record<string, unknown>;

/** `[export path, class name]` of every class exported by `module`, and by its namespaces (`models`, `service`, …). */
function classes(module: Module, prefix = '', depth = 0): [string, string][] {
  return Object.entries(module).flatMap(([key, value]): [string, string][] => {
    if (typeof value === 'function' && /^(class\b|function [A-Z])/.test(Function.prototype.toString.call(value)))
      return [[prefix + key, value.name]];
    if (value && typeof value === 'object' && !Array.isArray(value) && depth < 2)
      return classes(value as Module, `${prefix}${key}.`, depth + 1);
    return [];
  });
}

/** powerbi-client 2.22.4 in Node: it needs a window to start its global service (it is not SSR-safe). */
function reference(): Module {
  const globals = globalThis as Record<string, unknown>;
  const stubbed = ['self', 'window', 'addEventListener', 'document'].filter((name) => !(name in globals));
  Object.assign(globals, {
    self: globals.self ?? globalThis,
    window: globals.window ?? globalThis,
    addEventListener: globals.addEventListener ?? (() => undefined),
    document: globals.document ?? { title: '', addEventListener: () => undefined },
  });
  try {
    return require('powerbi-client') as Module;
  } finally {
    for (const name of stubbed) delete globals[name];
  }
}

describe('class names', () => {
  it('[C-COMPAT-27] every exported class reports its own name, the name powerbi-client and powerbi-models give it (ESM and CommonJS)', async () => {
    const ref = new Map(classes(reference()));
    expect(ref.size).toBeGreaterThan(30);
    for (const pkg of ['embed-client', 'embed-models']) {
      const builds: [string, Module][] = [
        ['esm', (await import(pathToFileURL(dist(pkg, 'index.js')).href)) as Module],
        ['cjs', require(dist(pkg, 'index.cjs')) as Module],
      ];
      for (const [format, module] of builds) {
        const ours = classes(module);
        expect(ours.length, `${pkg} ${format}`).toBeGreaterThan(10);
        const wrong = ours.filter(
          ([key, name]) => name !== key.split('.').pop() || (ref.has(key) && ref.get(key) !== name),
        );
        expect(wrong, `${pkg} ${format}: [export, constructor.name]`).toEqual([]);
      }
    }
    // No use of a class's old inner name is left in any built file (it would throw a ReferenceError when reached,
    // e.g. in an instance field initializer, long after import).
    for (const pkg of ['embed-client', 'embed-models']) {
      const files = (await readdir(path.join(packages, pkg, 'dist'))).filter((file) => /\.(c?js)$/.test(file));
      for (const file of files) {
        const text = await readFile(dist(pkg, file), 'utf8');
        const names = [...new Set(classes(require(dist(pkg, 'index.cjs')) as Module).map(([, name]) => name))];
        const left = names.filter((name) => new RegExp(`(?<![\\w$])(?<![^.]\\.)_${name}(?![\\w$])`).test(text));
        expect(left, `${pkg}/dist/${file}`).toEqual([]);
      }
    }
    // The reference's classes that embed-client exports under the same path have the same name there.
    const client = new Map(classes(require(dist('embed-client', 'index.cjs')) as Module));
    const differing = [...ref].filter(([key, name]) => client.has(key) && client.get(key) !== name);
    expect(differing).toEqual([]);
  });
});
