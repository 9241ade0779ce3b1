// The emitted declarations (dist/*.d.ts and *.d.cts, as users get them) compiled with typed usage
// written for powerbi-client, under TypeScript's node16, bundler and node10 resolution.
import { execFile } from 'node:child_process';
import { cp, mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const here = path.dirname(fileURLToPath(import.meta.url));
const packages = path.resolve(here, '../../..');
const tsc = path.resolve(packages, '../node_modules/typescript/bin/tsc');

let project: string;

beforeAll(async () => {
  // A consumer project whose node_modules links the built packages (their package.json exports and dist).
  project = await mkdtemp(path.join(tmpdir(), 'embed-client-types-'));
  await mkdir(path.join(project, 'node_modules/@org'), { recursive: true });
  for (const name of ['embed-client', 'embed-models']) {
    await symlink(path.join(packages, name), path.join(project, 'node_modules/@org', name), 'dir');
  }
});

afterAll(() => (project ? rm(project, { recursive: true, force: true }) : undefined));

const RESOLUTIONS = {
  // node16 from an ES module: the `import` condition, dist/index.d.ts.
  node16: { module: 'node16', moduleResolution: 'node16', type: 'module', declarations: 'index.d.ts' },
  bundler: { module: 'esnext', moduleResolution: 'bundler', type: 'module', declarations: 'index.d.ts' },
  // node10 reads `types` (dist/index.d.cts), as CommonJS consumers and older setups do.
  node10: { module: 'commonjs', moduleResolution: 'node10', type: 'commonjs', declarations: 'index.d.cts' },
} as const;

describe('emitted declarations', () => {
  for (const [name, options] of Object.entries(RESOLUTIONS)) {
    it(`${name === 'node10' ? '' : '[C-COMPAT-10] '}[C-COMPAT-18] [C-COMPAT-19] powerbi-client-style typed usage compiles under ${name} resolution (${options.declarations})`, async () => {
      // Each resolution compiles its own copy, under a package.json that sets the module kind.
      const dir = path.join(project, name);
      await cp(path.join(here, 'corpus'), dir, { recursive: true });
      await writeFile(path.join(dir, 'package.json'), JSON.stringify({ type: options.type }));
      await writeFile(
        path.join(dir, 'tsconfig.json'),
        JSON.stringify({
          compilerOptions: {
            strict: true,
            noEmit: true,
            skipLibCheck: false,
            target: 'es2022',
            lib: ['es2022', 'dom'],
            types: [],
            module: options.module,
            moduleResolution: options.moduleResolution,
            traceResolution: true,
          },
          files: ['namespace-usage.ts'],
        }),
      );
      const result = await run(process.execPath, [tsc, '-p', dir], { maxBuffer: 64 * 1024 * 1024 }).then(
        ({ stdout }) => ({ ok: true, stdout }),
        (error: { stdout: string }) => ({ ok: false, stdout: error.stdout }),
      );
      const errors = result.stdout.split('\n').filter((line) => /error TS\d+/.test(line));
      expect(errors).toEqual([]);
      expect(result.ok).toBe(true);
      // The declarations used are the emitted ones that this resolution picks.
      expect(result.stdout).toMatch(
        new RegExp(`successfully resolved to '[^']*embed-client/dist/${options.declarations.replace('.', '\\.')}'`),
      );
    }, 60_000);
  }
});
