import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const script = fileURLToPath(new URL('./spec-coverage.mjs', import.meta.url));
// Ids built at run time, so this file does not itself name the made-up item it checks.
const made = (area: string) => `[${'Q'}-${area}-01]`;

/** The temporary folders of this file's tests, removed once they are done. */
const folders: string[] = [];
afterAll(() => {
  for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true });
});
const tempFolder = (prefix: string) => {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  folders.push(folder);
  return folder;
};

/** A tree of test sources to run the script on (`--root`), from relative paths to file texts. */
function tree(files: Record<string, string>): string {
  const root = tempFolder('spec-coverage-tree-');
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    fs.writeFileSync(path.join(root, name), text);
  }
  return root;
}

function coverage(checklist: string, ...args: string[]) {
  const file = path.join(tempFolder('spec-coverage-'), 'checklist.md');
  fs.writeFileSync(file, checklist);
  const run = spawnSync(process.execPath, [script, '--checklist', file, ...args], { encoding: 'utf8' });
  return { code: run.status, out: run.stdout + run.stderr };
}

describe('spec coverage', () => {
  const checklist = [
    '# Checklist',
    '## M: models',
    '- [M-CONFIG-01] accessToken is required.',
    '## Beyond the spec (§ext): asked for by issues',
    '## Q: quick widgets (custom, §ext)',
    `- ${made('WIDGET')} §ext A widget appears.`,
  ].join('\n');

  it('counts every prefix the checklist has, §ext items included, from its headings', () => {
    const { code, out } = coverage(checklist);
    expect(code).toBe(0);
    expect(out).toMatch(/M {2}models\s+1 \/ 1/);
    expect(out).toMatch(/Q {2}quick widgets\s+0 \/ 1/);
    expect(out).toContain('Q-WIDGET: 01');
  });

  it('fails under --strict-prefix for a prefix with an uncovered item, and names an unknown prefix', () => {
    expect(coverage(checklist, '--strict-prefix', 'Q').code).toBe(1);
    expect(coverage(checklist, '--strict-prefix', 'M').code).toBe(0);
    const unknown = coverage(checklist, '--strict-prefix', 'Z');
    expect(unknown.code).toBe(2);
    expect(unknown.out).toContain('Unknown prefix "Z" (the checklist has M, Q)');
  });

  it('reads the titles of a shared suite that test files run, not the ids a helper only mentions', () => {
    const suite = [
      "import { describe, it } from 'vitest';",
      'export function describeOn(engine: string) {',
      `  describe(engine, () => it(\`${made('WIDGET')} a widget appears (\${engine})\`, () => {}));`,
      '}',
    ].join('\n');
    const runs = "import { describeOn } from './support/suite.ts';\ndescribeOn('PGlite');\n";
    const covered = coverage(
      checklist,
      '--root',
      tree({ 'apps/x/test/support/suite.ts': suite, 'apps/x/test/a.test.ts': runs }),
    );
    expect(covered.out).toMatch(/Q {2}quick widgets\s+1 \/ 1/);
    expect(covered.out).toContain('1 test files and 1 other module declaring tests');

    const helper = `// Used by the ${made('WIDGET')} tests.\nexport const widget = () => 'widget';\n`;
    const notCovered = coverage(
      checklist,
      '--root',
      tree({ 'apps/x/test/support/widget.ts': helper, 'apps/x/test/a.test.ts': runs }),
    );
    expect(notCovered.out).toMatch(/Q {2}quick widgets\s+0 \/ 1/);
  });

  it('fails when an item of the baseline is named by no test any more, and names it; items covered since need no entry', () => {
    const runs = `import { it } from 'vitest';\nit('${made('WIDGET')} a widget appears', () => {});\n`;
    const root = tree({ 'apps/x/test/a.test.ts': runs });
    const baseline = path.join(root, 'kept.txt');
    // Written from what the tree covers: Q-WIDGET-01 (M-CONFIG-01 is uncovered here, so not listed).
    expect(coverage(checklist, '--root', root, '--baseline', baseline, '--update-baseline').code).toBe(0);
    expect(fs.readFileSync(baseline, 'utf8')).toMatch(/^Q-WIDGET-01$/m);
    expect(fs.readFileSync(baseline, 'utf8')).not.toMatch(/^M-CONFIG-01$/m);
    expect(coverage(checklist, '--root', root, '--baseline', baseline).code).toBe(0);

    fs.writeFileSync(
      path.join(root, 'apps/x/test/a.test.ts'),
      "import { it } from 'vitest';\nit('a widget appears', () => {});\n",
    );
    const lost = coverage(checklist, '--root', root, '--baseline', baseline);
    expect(lost.code).toBe(1);
    expect(lost.out).toContain('1 item(s) a test named before are named by no test now: Q-WIDGET-01.');

    // An item the checklist withdrew may go untested.
    const withdrawn = checklist.replace('A widget appears.', 'A widget appears. (withdrawn)');
    expect(coverage(withdrawn, '--root', root, '--baseline', baseline).code).toBe(0);
  });
});
