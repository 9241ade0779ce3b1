// The Vue and Angular examples of packages/embed-elements/README.md are the code the consumer apps
// build and drive (consumer-apps.spec.ts, the apps' /elements page): each fenced block of the
// README's `## Vue` and `## Angular` sections, in order, is one app file or the part of it between
// `#region readme` and `#endregion` (dedented). No browser: a text comparison.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';

const here = path.dirname(fileURLToPath(import.meta.url));
const README = path.resolve(here, '../../packages/embed-elements/README.md');

/** Per README section: the app files its blocks show, in order (`region`: only the marked part). */
const EXAMPLES: Record<string, Array<{ file: string; region?: boolean }>> = {
  Vue: [
    { file: 'vue-wrapper/vite.config.ts', region: true },
    { file: 'vue-wrapper/src/main.ts', region: true },
    { file: 'vue-wrapper/src/ReportView.vue' },
  ],
  Angular: [
    { file: 'angular-wrapper/src/main.ts', region: true },
    { file: 'angular-wrapper/src/report-view.component.ts' },
  ],
};

/** The fenced code blocks of the `## <heading>` section of a Markdown text (up to the next `## `). */
function sectionBlocks(markdown: string, heading: string): string[] {
  const lines = markdown.split(/\r?\n/);
  const start = lines.findIndex((line) => line.trim() === `## ${heading}`);
  if (start < 0) return [];
  const end = lines.findIndex((line, index) => index > start && /^## /.test(line));
  const blocks: string[] = [];
  let block: string[] | undefined;
  for (const line of lines.slice(start + 1, end < 0 ? undefined : end)) {
    if (/^```/.test(line)) {
      if (block) blocks.push(block.join('\n'));
      block = block ? undefined : [];
    } else block?.push(line);
  }
  return blocks;
}

/** The lines between `#region readme` and `#endregion` (the marker lines left out), dedented. */
function readmeRegion(source: string): string {
  const lines = source.split(/\r?\n/);
  const start = lines.findIndex((line) => line.includes('#region readme'));
  const end = lines.findIndex((line, index) => index > start && line.includes('#endregion'));
  if (start < 0 || end < 0) return '';
  const region = lines.slice(start + 1, end);
  const indent = Math.min(...region.filter((line) => line.trim()).map((line) => /^ */.exec(line)![0].length));
  return region.map((line) => line.slice(indent)).join('\n');
}

for (const [heading, files] of Object.entries(EXAMPLES)) {
  test(`the README's ${heading} example is the code of the consumer app that CI builds and drives`, async () => {
    const blocks = sectionBlocks(await readFile(README, 'utf8'), heading);
    const expected = await Promise.all(
      files.map(async ({ file, region }) => {
        const source = await readFile(path.join(here, 'apps', file), 'utf8');
        return region ? readmeRegion(source) : source.trimEnd();
      }),
    );
    expect(expected.every(Boolean), 'every file has its region').toBe(true);
    expect(blocks).toEqual(expected);
  });
}

test('the README example helpers: a section’s blocks, a file’s region', () => {
  const markdown = [
    '## Vue',
    'text',
    '```ts',
    'a',
    '  b',
    '```',
    '```vue',
    'c',
    '```',
    '## Angular',
    '```ts',
    'd',
    '```',
  ];
  expect(sectionBlocks(markdown.join('\n'), 'Vue')).toEqual(['a\n  b', 'c']);
  expect(sectionBlocks(markdown.join('\n'), 'Angular')).toEqual(['d']);
  expect(readmeRegion('x\n  // #region readme\n  a(\n    b,\n  );\n  // #endregion\ny')).toEqual('a(\n  b,\n);');
});
