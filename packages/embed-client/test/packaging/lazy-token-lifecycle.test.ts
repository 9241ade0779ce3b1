// The token lifecycle is a chunk of the built package, loaded with import() on the first embed with a
// tokenProvider (token-feature.ts). It must import nothing the rest of the package has: a shared module
// would be pulled into a lazily initialised wrapper in every page's bundle, and the pages that never use
// a provider would pay for it (their size budgets count the page without the chunk). Runs on dist/.
import { build } from 'esbuild';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const dist = path.resolve(fileURLToPath(new URL('.', import.meta.url)), '../../dist');

async function chunks(extension: string): Promise<string[]> {
  return (await readdir(dist)).filter((file) => file.startsWith('token-lifecycle-') && file.endsWith(extension));
}

describe('the token lifecycle chunk', () => {
  it('exists once per format and imports nothing else of the package', async () => {
    for (const extension of ['.js', '.cjs']) {
      const [chunk, ...others] = await chunks(extension);
      expect(others, extension).toEqual([]);
      const text = await readFile(path.join(dist, chunk!), 'utf8');
      expect(text).not.toMatch(/^import |require\(/m);
    }
  });

  it('is loaded with import() by the package, and a page without a provider leaves it out', async () => {
    const [chunk] = await chunks('.js');
    const index = await readFile(path.join(dist, 'index.js'), 'utf8');
    expect(index).toContain(`import('./${chunk}')`);
    // A report page bundled with the lazy chunk left out (as size-limit measures the React and
    // <pbi-report> pages): nothing of the lifecycle is in it.
    const page = await build({
      stdin: {
        contents: `import { Service } from '${path.join(dist, 'index.js')}'; new Service().embed(document.body, {});`,
        resolveDir: dist,
      },
      bundle: true,
      write: false,
      format: 'esm',
      external: ['./token-lifecycle-*'],
      logLevel: 'silent',
    });
    const text = page.outputFiles[0]!.text;
    expect(text).toContain('tokenProvider');
    expect(text).not.toContain('class TokenLifecycle');
    expect(text).toContain(`import("./${chunk}")`);
  });
});
