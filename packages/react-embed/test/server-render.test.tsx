import { workspaceSources } from '@org/test-harness';
import { build } from 'esbuild';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { renderOnServer } from './fixture/server-entry.tsx';

const packageDir = fileURLToPath(new URL('..', import.meta.url));
const outDir = mkdtempSync(join(tmpdir(), 'react-embed-ssr-'));
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

// The same entry bundled with every `react`/`react-dom` import (the component's too) aliased to React 18.
async function renderWithReact18(): Promise<ReturnType<typeof renderOnServer>> {
  const result = await build({
    entryPoints: [join(packageDir, 'test/fixture/server-entry.tsx')],
    absWorkingDir: packageDir, // aliases resolve from here, where react-18 and react-dom-18 are installed
    alias: { react: 'react-18', 'react-dom': 'react-dom-18' },
    plugins: [workspaceSources], // @org/* from source: no build needed first
    bundle: true,
    platform: 'node',
    format: 'cjs',
    jsx: 'automatic',
    write: false,
    logLevel: 'silent',
  });
  const file = join(outDir, 'server-entry-18.cjs');
  writeFileSync(file, result.outputFiles![0].text);
  return (createRequire(import.meta.url)(file) as { renderOnServer: typeof renderOnServer }).renderOnServer();
}

const expectInert = ({ full, dropIn }: ReturnType<typeof renderOnServer>) => {
  expect(full).toBe('<div class="report" style="height:600px"></div>');
  expect(dropIn).toBe('<div></div>');
};

describe('rendering on the server', () => {
  it('React 19: renderToString gives the inert container, with no window or document', () => {
    expect(typeof window).toBe('undefined');
    expect(typeof document).toBe('undefined');
    const rendered = renderOnServer();
    expect(rendered.version).toMatch(/^19\./);
    expectInert(rendered);
  });

  it('React 18: renderToString gives the same inert container', { timeout: 30_000 }, async () => {
    const rendered = await renderWithReact18();
    expect(rendered.version).toMatch(/^18\./);
    expectInert(rendered);
  });
});
