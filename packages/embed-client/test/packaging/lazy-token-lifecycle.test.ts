// The token lifecycle is a chunk of the built package, loaded with import() on the first embed with a
// tokenProvider (token-feature.ts). It must import nothing the rest of the package has: a shared module
// would be pulled into a lazily initialised wrapper in every page's bundle, and the pages that never use
// a provider would pay for it (their size budgets count the page without the chunk). Runs on dist/.
import { openBrowser, startServer } from '@org/test-harness';
import { build } from 'esbuild';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/** The page's `window.attempt(id)`: embeds a report with a provider; whether the provider was asked, and the errors. */
type Attempt = { attempt(id: string): Promise<{ asked: boolean; errors: string[] }> };

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

  it('is asked for again by the next embed with a provider when it failed to load (the network)', async () => {
    // The built package bundled for a page as an app does (the chunk split off), served by a real server whose
    // first answer for the chunk is a 503.
    const page = await build({
      stdin: {
        contents: `import { Service } from '${path.join(dist, 'index.js')}';
          window.attempt = (id) => new Promise((resolve) => {
            const errors = [];
            const powerbi = new Service({ onError: (error) => errors.push(String(error && error.message)) });
            const el = document.body.appendChild(document.createElement('div'));
            let asked = false;
            const tokenProvider = () => { asked = true; return new Promise(() => {}); };
            powerbi.embed(el, { type: 'report', id, embedUrl: location.origin + '/blank', tokenProvider });
            // Either the provider is asked for the first token (the lifecycle started) or the failure is reported.
            const check = () => (asked || errors.length ? resolve({ asked, errors }) : setTimeout(check, 20));
            check();
          });`,
        resolveDir: dist,
      },
      bundle: true,
      splitting: true,
      outdir: '/out',
      write: false,
      format: 'esm',
      logLevel: 'silent',
    });
    const files = new Map(page.outputFiles.map((file) => [`/${path.basename(file.path)}`, file.text]));
    const chunk = [...files.keys()].find(
      (name) => name !== '/stdin.js' && files.get(name)!.includes('function jwtExpiry'),
    );
    expect(chunk, 'the lifecycle is a chunk of its own in the page').toBeDefined();
    let chunkRequests = 0;
    const server = await startServer((url) => {
      if (url.pathname === '/')
        return { type: 'html', body: '<!doctype html><script type="module" src="/stdin.js"></script>' };
      if (url.pathname === '/blank') return { type: 'html', body: '<!doctype html>' };
      if (url.pathname === chunk && ++chunkRequests === 1) return { type: 'text', body: 'unavailable', status: 503 };
      const text = files.get(url.pathname);
      return text === undefined ? undefined : { type: 'js', body: text };
    });
    const browser = await openBrowser();
    try {
      const tab = await browser.newPage();
      await tab.goto(server.origin + '/');
      await tab.waitForFunction(() => 'attempt' in window);
      const first = await tab.evaluate(() => (window as unknown as Attempt).attempt('R1'));
      expect(first.asked).toBe(false);
      expect(first.errors.join(' ')).toMatch(/import|module|fetch/i);
      const second = await tab.evaluate(() => (window as unknown as Attempt).attempt('R2'));
      expect(second).toEqual({ asked: true, errors: [] });
      expect(chunkRequests).toBe(2);
    } finally {
      await browser.close();
      await server.close();
    }
  });
});
