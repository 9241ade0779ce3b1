/**
 * The README's plain-HTML and ES-module examples, run as written: each
 * `<!-- example: <name>, event: <event> -->` block of packages/embed-elements/README.md runs in a
 * fresh host page, `https://app.powerbi.com` pointed at the harness's fake frame. The HTML block is
 * the page's body, its script-tag URL pointed at the script-tag build (from src/global.ts); the
 * JavaScript block is bundled by esbuild as a consumer's bundler would (`@org/embed-elements`
 * from source) and loaded as a module script into a page with a sized element for every
 * `getElementById('…')` it names. It passes when every element on the page is ready (loaded), the
 * element dispatched `<event>`, and the page had no uncaught error.
 */
import { bundleFromSource } from '@org/test-harness';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { setUpElementsHarness, type HostPage } from './support/harness';

const h = setUpElementsHarness();
let host: HostPage | undefined;

afterEach(async () => {
  await host?.close();
  host = undefined;
});

const README = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
const packageDir = fileURLToPath(new URL('../../', import.meta.url));

interface Example {
  name: string;
  event: string;
  lang: string;
  code: string;
}

const examples: Example[] = [
  ...README.matchAll(/<!-- example: ([\w-]+), event: (\w+) -->\s*```(html|js)\n([\s\S]*?)```/g),
].map(([, name, event, lang, code]) => ({ name, event, lang, code }));

describe('README examples', () => {
  it('the README has the plain-HTML and ES-module examples', () => {
    expect(examples.map((e) => `${e.name}:${e.lang}`)).toEqual(['html:html', 'esm:js']);
  });

  it.each(examples)('[E-FRAMEWORK-01] README example "$name" runs and its element raises $event', async (example) => {
    // Every event the page's elements dispatch, seen in the capture phase (they do not bubble).
    h.script(
      `/seen-${example.event}.js`,
      `window.seen = []; addEventListener(${JSON.stringify(example.event)}, (e) => seen.push(e.target.localName), true);`,
    );
    let options: Parameters<typeof h.open>[0];
    if (example.lang === 'html') {
      const body = example.code.replace(
        /<script src="https:\/\/unpkg\.com\/@org\/embed-elements\/dist\/embed-elements\.global\.js"><\/script>/,
        '<script src="/embed-elements.global.js"></script>',
      );
      expect(body).not.toBe(example.code);
      options = {
        scripts: [`/seen-${example.event}.js`],
        body: body.replaceAll('https://app.powerbi.com', '{{frame}}'),
      };
    } else {
      const code = await bundleFromSource(
        { contents: example.code, resolveDir: packageDir, loader: 'js', sourcefile: `readme-${example.name}.js` },
        { format: 'esm', target: 'es2022' },
      );
      const path = `/readme-${example.name}.mjs`;
      h.script(path, code.replaceAll('https://app.powerbi.com', '{{frame}}'));
      const ids = [...example.code.matchAll(/getElementById\('([\w-]+)'\)/g)].map(([, id]) => id);
      options = {
        scripts: [`/seen-${example.event}.js`, path],
        body: ids.map((id) => `<div id="${id}"></div>`).join(''),
      };
    }
    host = await h.open(options);
    await expect
      .poll(() => host!.page.evaluate(() => (window as unknown as { seen: string[] }).seen), { timeout: 10_000 })
      .toContain('pbi-report');
    const ready = await host.page.evaluate(() =>
      Promise.all(
        [...document.querySelectorAll('pbi-report')].map((el) =>
          (el as HTMLElementTagNameMap['pbi-report']).ready.then((embed) => embed.embedtype),
        ),
      ),
    );
    expect(ready).toEqual(['report']);
    expect(host.pageErrors).toEqual([]);
  });
});
