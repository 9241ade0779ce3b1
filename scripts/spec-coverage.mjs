#!/usr/bin/env node
// Which items of the spec checklist are named by a test. A test covers an item by putting its id
// in its title, e.g. it('[M-CONFIG-01] requires accessToken', ...). The tests are read from the test
// files and from the other modules that declare tests with vitest or Playwright: a shared suite that
// test files call (apps/api/test/support/shared-state-cluster.ts, once per database engine) names its
// items there, not in the files that run it.
//
// It reports, and exits 0, unless:
//   --strict-prefix <letters>  an item with one of those prefixes is uncovered, or
//   --baseline <file>          an item listed in the file (one id per line, `#` comments) is named by no test
//                              any more: a covered item cannot lose its last test unnoticed. Items covered since
//                              are not required to be listed; `--update-baseline` writes every covered item to
//                              the file (for when an item is covered for the first time, or loses its test on
//                              purpose). `npm test` and `pnpm spec:coverage` pass scripts/spec-coverage-kept.txt.
//
//   node scripts/spec-coverage.mjs [--strict-prefix M[,C...]] [--baseline <file> [--update-baseline]]
//                                  [--checklist <path>] [--root <dir>]
//   SPEC_CHECKLIST=<path> overrides where the checklist is read from (default ../shared/spec/checklist.md).
//   --root reads the tests under another tree (default: this repository).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// The checklist's own headings name its prefixes ("## V: viewer app", "## E: embed elements …"), so
// a prefix added by a later issue is counted without changing this script.
const PREFIX_HEADING = /^##\s+([A-Z]):\s+(.+?)\s*$/;
// An item id in square brackets, e.g. [M-CONFIG-01] or [E-LOAD-02].
const ID = /\[([A-Z]-[A-Z]+-[0-9]{2})\]/g;
const CHECKLIST_ITEM = new RegExp(`^\\s*-\\s+${ID.source}`);
const TEST_ROOTS = ['packages', 'apps', 'e2e', 'scripts'];
const TEST_FILE = /\.(test\.[cm]?[jt]sx?|spec\.[cm]?[jt]sx?)$/;
const SOURCE_FILE = /\.[cm]?[jt]sx?$/;
// A module that declares tests: it imports a test runner and calls it() or test() with a title.
const TEST_RUNNER_IMPORT = /from\s+['"](?:vitest|@playwright\/test)['"]/;
const TEST_DECLARATION = /\b(?:it|test)(?:\.[A-Za-z]+(?:\([^()]*\))?)*\(\s*[`'"]/;
const SKIP_DIRS = new Set(['node_modules', 'dist', 'coverage', '.git', 'test-results', 'playwright-report']);

function parseArgs(argv) {
  const options = {
    strict: new Set(),
    checklist: process.env.SPEC_CHECKLIST || path.join(repoRoot, '..', 'shared', 'spec', 'checklist.md'),
    root: repoRoot,
    baseline: undefined,
    updateBaseline: false,
  };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const [name, ...inline] = arg.split('=');
    const value = () => {
      if (inline.length > 0) return inline.join('=');
      i += 1;
      if (argv[i] === undefined) throw new Error(`${arg} needs a value`);
      return argv[i];
    };
    if (name === '--strict-prefix') {
      for (const prefix of value().split(',')) {
        options.strict.add(prefix.trim().toUpperCase());
      }
    } else if (name === '--checklist') {
      options.checklist = path.resolve(value());
    } else if (name === '--root') {
      options.root = path.resolve(value());
    } else if (name === '--baseline') {
      options.baseline = path.resolve(value());
    } else if (name === '--update-baseline') {
      options.updateBaseline = true;
    } else {
      throw new Error(`Unknown option ${arg}`);
    }
  }
  if (options.updateBaseline && !options.baseline) throw new Error('--update-baseline needs --baseline <file>');
  return options;
}

/** The ids a baseline file lists (one per line; blank lines and `#` comments skipped). */
function readBaseline(file) {
  if (!fs.existsSync(file)) throw new Error(`Baseline ${file} not found (write it with --update-baseline)`);
  return fs
    .readFileSync(file, 'utf8')
    .split(/\r?\n/)
    .map((line) => line.replace(/#.*/, '').trim())
    .filter(Boolean);
}

const BASELINE_HEADER = `# The checklist items a test names (scripts/spec-coverage.mjs --baseline): the coverage step fails when
# one of them is named by no test any more. Rewrite with: node scripts/spec-coverage.mjs --baseline <this file> --update-baseline
`;

/**
 * The checklist's prefixes (from its "## X: label" headings, in order; a prefix only seen in item
 * ids is listed too) and its items: `- [ID] ...` lines, with the withdrawn ones set apart.
 */
function readChecklist(text) {
  const prefixes = new Map();
  const items = new Map();
  for (const line of text.split(/\r?\n/)) {
    const heading = PREFIX_HEADING.exec(line);
    if (heading) prefixes.set(heading[1], heading[2].replace(/\s*\(.*\)\s*$/, ''));
    const match = CHECKLIST_ITEM.exec(line);
    if (!match) continue;
    items.set(match[1], { id: match[1], withdrawn: /\(withdrawn\)/i.test(line) });
    if (!prefixes.has(match[1][0])) prefixes.set(match[1][0], '');
  }
  return { prefixes, items };
}

/** The test files under `dir` and the other modules that declare tests (`suite`), each with its text. */
function* testSources(dir) {
  if (!fs.existsSync(dir)) return;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!SKIP_DIRS.has(entry.name)) yield* testSources(file);
    } else if (TEST_FILE.test(entry.name)) {
      yield { file, text: fs.readFileSync(file, 'utf8'), suite: false };
    } else if (SOURCE_FILE.test(entry.name) && !entry.name.endsWith('.d.ts')) {
      const text = fs.readFileSync(file, 'utf8');
      if (TEST_RUNNER_IMPORT.test(text) && TEST_DECLARATION.test(text)) yield { file, text, suite: true };
    }
  }
}

/** Every checklist id named in a test source, with the files naming it. */
function collectTestIds(root) {
  const found = new Map();
  let files = 0;
  let suites = 0;
  for (const name of TEST_ROOTS) {
    for (const { file, text, suite } of testSources(path.join(root, name))) {
      if (suite) suites += 1;
      else files += 1;
      for (const [, id] of text.matchAll(ID)) {
        if (!found.has(id)) found.set(id, new Set());
        found.get(id).add(path.relative(root, file));
      }
    }
  }
  return { found, files, suites };
}

function percent(covered, total) {
  return total === 0 ? '  -' : `${Math.round((covered / total) * 100)}%`.padStart(4);
}

/** "M-CONFIG: 01 02 05" lines, one per area, for a list of ids. */
function groupByArea(ids) {
  const areas = new Map();
  for (const id of ids) {
    const area = id.slice(0, id.lastIndexOf('-'));
    if (!areas.has(area)) areas.set(area, []);
    areas.get(area).push(id.slice(id.lastIndexOf('-') + 1));
  }
  return [...areas].map(([area, numbers]) => `${area}: ${numbers.join(' ')}`);
}

function main() {
  const options = parseArgs(process.argv.slice(2));
  if (!fs.existsSync(options.checklist)) {
    console.log(`Spec checklist not found at ${options.checklist} (set SPEC_CHECKLIST to its path).`);
    return options.strict.size > 0 ? 1 : 0;
  }
  const { prefixes, items } = readChecklist(fs.readFileSync(options.checklist, 'utf8'));
  const unknownStrict = [...options.strict].filter((letter) => !prefixes.has(letter));
  if (unknownStrict.length > 0) {
    throw new Error(
      `Unknown prefix "${unknownStrict.join(',')}" (the checklist has ${[...prefixes.keys()].join(', ')})`,
    );
  }
  const { found, files, suites } = collectTestIds(options.root);
  console.log(
    `Spec coverage: ${path.relative(process.cwd(), options.checklist) || options.checklist}, ${files} test files` +
      `${suites ? ` and ${suites} other module${suites === 1 ? '' : 's'} declaring tests` : ''}\n`,
  );

  let strictFailures = 0;
  let coveredAll = 0;
  let totalAll = 0;
  const lines = [];
  for (const [prefix, label] of prefixes) {
    const active = [...items.values()].filter((item) => item.id.startsWith(`${prefix}-`) && !item.withdrawn);
    const uncovered = active.filter((item) => !found.has(item.id)).map((item) => item.id);
    const covered = active.length - uncovered.length;
    coveredAll += covered;
    totalAll += active.length;
    const strict = options.strict.has(prefix);
    if (strict) strictFailures += uncovered.length;
    console.log(
      `  ${prefix}  ${label.padEnd(24)} ${String(covered).padStart(4)} / ${String(active.length).padEnd(4)} ${percent(covered, active.length)}${strict ? '  (strict)' : ''}`,
    );
    if (uncovered.length > 0)
      lines.push(`${prefix} uncovered (${uncovered.length}):`, ...groupByArea(uncovered).map((l) => `  ${l}`));
  }
  console.log(
    `     ${'all'.padEnd(24)} ${String(coveredAll).padStart(4)} / ${String(totalAll).padEnd(4)} ${percent(coveredAll, totalAll)}`,
  );

  if (lines.length > 0) console.log(`\n${lines.join('\n')}`);
  const unknown = [...found.keys()].filter((id) => !items.has(id)).sort();
  if (unknown.length > 0) {
    console.log(`\nIds named by tests but not in the checklist (typos?):`);
    for (const id of unknown) console.log(`  ${id}  (${[...found.get(id)].join(', ')})`);
  }
  const withdrawn = [...found.keys()].filter((id) => items.get(id)?.withdrawn).sort();
  if (withdrawn.length > 0) console.log(`\nTests still name withdrawn items: ${withdrawn.join(', ')}`);

  if (options.baseline && options.updateBaseline) {
    const covered = [...items.values()].filter((item) => !item.withdrawn && found.has(item.id)).map((item) => item.id);
    fs.writeFileSync(options.baseline, `${BASELINE_HEADER}${covered.join('\n')}\n`);
    console.log(`\nWrote the ${covered.length} covered items to ${path.relative(process.cwd(), options.baseline)}.`);
  } else if (options.baseline) {
    // An item the checklist no longer has, or has withdrawn, may go untested.
    const lost = readBaseline(options.baseline).filter(
      (id) => items.has(id) && !items.get(id).withdrawn && !found.has(id),
    );
    if (lost.length > 0) {
      console.log(
        `\n${lost.length} item(s) a test named before are named by no test now: ${lost.join(', ')}.\n` +
          `Name each in a test title again; if an item lost its test on purpose, rewrite the baseline with --update-baseline.`,
      );
      return 1;
    }
  }

  if (strictFailures > 0) {
    console.log(`\n${strictFailures} uncovered item(s) under --strict-prefix ${[...options.strict].join(',')}.`);
    return 1;
  }
  return 0;
}

try {
  process.exitCode = main();
} catch (error) {
  console.error(error.message);
  process.exitCode = 2;
}
