// The emitted declarations (dist/*.d.ts and *.d.cts, as users get them) compiled with typed usage
// written for powerbi-client, under TypeScript's node16, bundler and node10 resolution. node16 and
// bundler compile with TypeScript's native compiler (tsgo), node10 with tsc: see RESOLUTIONS.
import { execFile } from 'node:child_process';
import { cp, mkdir, mkdtemp, readdir, realpath, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const here = path.dirname(fileURLToPath(import.meta.url));
const packages = path.resolve(here, '../../..');
const COMPILERS = {
  tsc: path.resolve(packages, '../node_modules/typescript/bin/tsc'),
  tsgo: path.resolve(packages, '../node_modules/@typescript/native-preview/bin/tsgo'),
};

let project: string;
let snippets: string[];

/** A package installed the way npm installs it: its own files, in the project's node_modules. */
async function install(name: string, as = name): Promise<void> {
  const from = await realpath(path.join(packages, 'embed-client/node_modules', name));
  await cp(from, path.join(project, 'node_modules', as), { recursive: true, dereference: true });
}

beforeAll(async () => {
  // A consumer project whose node_modules links the built packages (their package.json exports and
  // dist), under their names and as the aliases `powerbi-client` and `powerbi-models` (what
  // `"powerbi-client": "npm:@org/embed-client@…"` installs), beside powerbi-report-authoring from npm.
  project = await mkdtemp(path.join(tmpdir(), 'embed-client-types-'));
  await mkdir(path.join(project, 'node_modules/@org'), { recursive: true });
  for (const name of ['embed-client', 'embed-models']) {
    await symlink(path.join(packages, name), path.join(project, 'node_modules/@org', name), 'dir');
  }
  await symlink(path.join(packages, 'embed-client'), path.join(project, 'node_modules/powerbi-client'), 'dir');
  await symlink(path.join(packages, 'embed-models'), path.join(project, 'node_modules/powerbi-models'), 'dir');
  await install('powerbi-report-authoring');
  snippets = (await readdir(path.join(here, 'corpus'))).filter((file) => file.endsWith('.ts')).sort();
});

/** Runs tsc or tsgo on a project folder; its output (with --traceResolution, where each module went). */
function compile(dir: string, compiler: keyof typeof COMPILERS): Promise<{ ok: boolean; stdout: string }> {
  return run(process.execPath, [COMPILERS[compiler], '-p', dir], { maxBuffer: 64 * 1024 * 1024 }).then(
    ({ stdout }) => ({ ok: true, stdout }),
    (error: { stdout: string }) => ({ ok: false, stdout: error.stdout }),
  );
}

afterAll(() => (project ? rm(project, { recursive: true, force: true }) : undefined));

/**
 * Each resolution and its compiler. tsgo (@typescript/native-preview, as pinned in the root package.json)
 * resolves every module to the same file as tsc under node16 and bundler (its trace also says
 * "successfully resolved to '…'") and reports the same errors, code, position and message, as
 * planted ones showed (a wrong call, an unknown subpath, an error in a dependency's declarations);
 * only a type's name in a message can differ (`import("report").Report` for tsc's `Report`). It rejects
 * `moduleResolution: node10` ("TS5108: Option 'moduleResolution=node10' has been removed"), so node10
 * stays with tsc.
 */
const RESOLUTIONS = {
  // node16 from an ES module: the `import` condition, dist/index.d.ts.
  node16: {
    module: 'node16',
    moduleResolution: 'node16',
    type: 'module',
    declarations: 'index.d.ts',
    compiler: 'tsgo',
  },
  bundler: {
    module: 'esnext',
    moduleResolution: 'bundler',
    type: 'module',
    declarations: 'index.d.ts',
    compiler: 'tsgo',
  },
  // node10 reads `types` (dist/index.d.cts), as CommonJS consumers and older setups do.
  node10: {
    module: 'commonjs',
    moduleResolution: 'node10',
    type: 'commonjs',
    declarations: 'index.d.cts',
    compiler: 'tsc',
  },
} as const;

type Resolution = (typeof RESOLUTIONS)[keyof typeof RESOLUTIONS];

/** Copies `from` to a folder of the project with a package.json and tsconfig for `options`; compiles it. */
async function compileAs(folder: string, from: string, files: string[], options: Resolution) {
  const dir = path.join(project, folder);
  await cp(from, dir, { recursive: true });
  await writeFile(path.join(dir, 'package.json'), JSON.stringify({ type: options.type }));
  const compilerOptions = {
    strict: true,
    noEmit: true,
    skipLibCheck: false,
    target: 'es2022',
    lib: ['es2022', 'dom'],
    types: [],
    module: options.module,
    moduleResolution: options.moduleResolution,
    traceResolution: true,
  };
  await writeFile(path.join(dir, 'tsconfig.json'), JSON.stringify({ compilerOptions, files }));
  const result = await compile(dir, options.compiler);
  return { ...result, errors: result.stdout.split('\n').filter((line) => /error TS\d+/.test(line)) };
}

describe('emitted declarations', () => {
  for (const [name, options] of Object.entries(RESOLUTIONS)) {
    it(`${name === 'node10' ? '' : '[C-COMPAT-10] '}[C-COMPAT-18] [C-COMPAT-19] [C-COMPAT-20] powerbi-client-style typed usage and powerbi-report-authoring's augmentation compile under ${name} resolution (${options.declarations})`, async () => {
      const result = await compileAs(name, path.join(here, 'corpus'), snippets, options);
      expect(result.errors).toEqual([]);
      expect(result.ok).toBe(true);
      // The declarations used are the emitted ones that this resolution picks.
      expect(result.stdout).toMatch(
        new RegExp(`successfully resolved to '[^']*embed-client/dist/${options.declarations.replace('.', '\\.')}'`),
      );
    }, 60_000);
  }

  it("[C-COMPAT-20] powerbi-client's own typings in the same compilation break neither package's", async () => {
    // Here `powerbi-client` is Microsoft's package (with its own dependencies), not the alias.
    const real = await realpath(path.join(packages, 'embed-client/node_modules/powerbi-client'));
    await mkdir(path.join(project, 'beside/node_modules'), { recursive: true });
    await symlink(real, path.join(project, 'beside/node_modules/powerbi-client'), 'dir');
    const result = await compileAs('beside', path.join(here, 'beside'), ['both-clients.ts'], RESOLUTIONS.bundler);
    expect(result.errors).toEqual([]);
    expect(result.stdout).toMatch(
      /successfully resolved to '[^']*powerbi-client@2\.22\.4[^']*\/dist\/powerbi-client\.d\.ts'/,
    );
  }, 60_000);
});
