// [P-PLAY-07] The wire inspector is an opt-in entry point of the built package: `@org/embed-client/inspector`
// resolves for `import`, `require` and bundlers, and the main entry, its chunks and the script-tag build
// hold none of it. Runs against the built package (dist and package.json exports), linked as an app installs it.
import { build as esbuild } from 'esbuild';
import { mkdir, mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const packages = path.resolve(fileURLToPath(new URL('.', import.meta.url)), '../../..');
const dist = path.join(packages, 'embed-client/dist');
let app: string;

beforeAll(async () => {
  app = await mkdtemp(path.join(tmpdir(), 'embed-client-inspector-'));
  await mkdir(path.join(app, 'node_modules/@org'), { recursive: true });
  for (const name of ['embed-client', 'embed-models']) {
    await symlink(path.join(packages, name), path.join(app, 'node_modules/@org', name), 'dir');
  }
});

afterAll(() => (app ? rm(app, { recursive: true, force: true }) : undefined));

describe('[P-PLAY-07] @org/embed-client/inspector, built', () => {
  it('[P-PLAY-07] resolves for require and import, and exports inspect alone', async () => {
    const require = createRequire(path.join(app, 'entry.js'));
    const required = require('@org/embed-client/inspector');
    const imported = await import(require.resolve('@org/embed-client/inspector').replace(/\.cjs$/, '.js'));
    expect(Object.keys(required)).toEqual(['inspect']);
    expect(Object.keys(imported)).toEqual(['inspect']);
    expect(typeof required.inspect).toBe('function');
  });

  it('[P-PLAY-07] a bundled app that imports it gets it; the main entry, its chunks and the global build have none of it', async () => {
    await writeFile(path.join(app, 'entry.js'), "export { inspect } from '@org/embed-client/inspector';\n");
    const bundle = await esbuild({
      entryPoints: [path.join(app, 'entry.js')],
      bundle: true,
      write: false,
      format: 'esm',
      metafile: true,
      absWorkingDir: app,
    });
    const inputs = Object.keys(bundle.metafile.inputs);
    expect(inputs.some((file) => file.endsWith('dist/inspector.js'))).toBe(true);
    // It brings no code of the client with it.
    expect(inputs.filter((file) => file.includes('embed-client') && !file.endsWith('dist/inspector.js'))).toEqual([]);

    // A mark of the inspector's own code, and none of it anywhere else.
    const mark = 'Copy as JSON';
    expect(await readFile(path.join(dist, 'inspector.js'), 'utf8')).toContain(mark);
    const others = (await readdir(dist)).filter((file) => /\.(c?js)$/.test(file) && !file.startsWith('inspector.'));
    expect(others).toContain('index.js');
    expect(others).toContain('embed-client.global.js');
    for (const file of others) expect(await readFile(path.join(dist, file), 'utf8'), file).not.toContain(mark);
  });
});
