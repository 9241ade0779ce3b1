#!/usr/bin/env node
// `npm test`'s size step: measures every entry of .size-limit.json in one run (size-limit's own esbuild
// and gzip plugins, so the sizes are the ones `pnpm size` prints), then checks two things:
//
//   limits  each entry's absolute `limit` (as `size-limit` does): a page that grows past it fails the step,
//           always. Limits are only ever lowered; they stop growth, they are not the goals.
//   goals   issue 29's goals, each a ratio to the reference page measured in the same run (or a margin
//           over another of our pages). Every goal is printed, met or not met, on every run. A goal the
//           pages have met is marked `enforced`: crossing it fails the step from then on. Any other unmet
//           goal fails the step only with `--enforce-goals` (or SIZE_GOALS_ENFORCED=1).
//
//   features (C-SIZE-05) the pages that use no token provider, lazy loading or layout option bundle none of
//           those features' modules up front: each page is bundled once more from our packages' sources
//           (same esbuild settings, dynamic imports split off) to see which source files it contains.
//           Met, so enforced.
//
//   node scripts/size-goals.mjs [--enforce-goals] [--why] [--config <path>]
//   --why   also prints, per goal page, what it contains by source file (gzip-weighted estimates).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import preset from '@size-limit/preset-small-lib';
import sizeLimit from 'size-limit';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * @typedef {{ path: string, import?: string, without?: string }} PageRef
 *   A page: an entry of .size-limit.json by its `path` (and `import`); `without` picks, among entries
 *   of the same path, the one whose `ignore` lists it.
 * @typedef {{ id: string, page: PageRef, label: string, enforced?: boolean } & (
 *   | { reference: PageRef, maxRatio: number, maxOverBytes?: undefined, maxBytes?: undefined }
 *   | { reference: PageRef, maxOverBytes: number, maxRatio?: undefined, maxBytes?: undefined }
 *   | { reference?: undefined, maxBytes: number, maxRatio?: undefined, maxOverBytes?: undefined })} Goal
 * @typedef {{ name: string, path: string, import?: string, ignore?: string[], limit?: string, size: number }} Measured
 */

/** The goals of issue 29 (checklist §C-SIZE). Not to be loosened: a page that cannot meet one says so in its note. */
/** @type {Goal[]} */
export const GOALS = [
  {
    id: 'C-SIZE-01',
    label: 'EmbedService + Report page',
    page: { path: 'bench/size/minimal-report-ours.js' },
    reference: { path: 'bench/size/minimal-report-reference.js' },
    maxRatio: 0.33,
  },
  {
    id: 'C-SIZE-02',
    label: 'Documented page (service.Service(factories…), models.TokenType)',
    page: { path: 'bench/size/documented-service-ours.js' },
    reference: { path: 'bench/size/documented-service-reference.js' },
    maxRatio: 0.5,
  },
  {
    id: 'C-SIZE-03',
    label: '<EmbedComponent> page (React excluded)',
    page: { path: 'bench/size/react-report-ours.js' },
    reference: { path: 'bench/size/react-report-reference.js' },
    maxRatio: 0.3,
  },
  {
    id: 'C-SIZE-04',
    label: 'Whole @org/embed-client vs whole powerbi-client',
    page: { path: 'packages/embed-client/dist/index.js', import: '*' },
    reference: { path: 'bench/node_modules/powerbi-client/dist/powerbi.js', import: '*' },
    maxRatio: 0.6,
  },
  {
    id: 'issue 29',
    label: '<pbi-report> page vs the imperative Service page (token lifecycle chunk out of both)',
    page: { path: 'bench/size/elements-report.js' },
    reference: { path: 'bench/size/minimal-report-ours-service.js', without: './token-lifecycle-*' },
    maxOverBytes: 2000,
  },
  {
    id: 'issue 29',
    label: '<MicrosoftLogin> of @org/ms-login-button (React, msal-browser excluded)',
    page: { path: 'packages/ms-login-button/dist/index.js', import: '{ MicrosoftLogin }' },
    maxBytes: 3000,
    enforced: true,
  },
];

/**
 * The optional features of issue 29 (C-SIZE-05), by the source files that implement them (`files`:
 * what a page that never uses the feature must not bundle up front), and by their stand-ins
 * (`standIn`: what `Service` keeps at hand by design so that `embed` can still check the option,
 * hold calls and throw at once; reported, so the table shows what a page still pays, never counted
 * as met or not), and the pages that use none of them (no `tokenProvider`, `lazy`,
 * `maxConcurrentLoads`, layout option).
 */
export const FEATURES = [
  {
    name: 'token lifecycle',
    files: /packages\/embed-client\/src\/token\//,
    standIn: /packages\/embed-client\/src\/service\/(token-lifecycle-feature|refresh-timing)\.ts$/,
  },
  {
    name: 'lazy loading',
    files: /packages\/embed-client\/src\/(embeds\/(lazy-loading|defer-frame)|service\/load-queue)\.ts$/,
    standIn: /packages\/embed-client\/src\/service\/lazy-loading-feature\.ts$/,
  },
  {
    name: 'responsive layout',
    files: /packages\/embed-client\/src\/layout\//,
    standIn: /packages\/embed-client\/src\/service\/(report-layout-feature|layout-options)\.ts$/,
  },
];
export const FEATURELESS_PAGES = GOALS.filter((g) => g.reference && g.id !== 'C-SIZE-04').map((g) => ({
  label: g.label,
  page: g.page,
}));

/** Where the pages' `@org/*` imports come from when bundled from source (for attribution). */
const SOURCE_ENTRIES = {
  '@org/embed-client': 'packages/embed-client/src/index.ts',
  '@org/embed-client/transport': 'packages/embed-client/src/transport/index.ts',
  '@org/embed-models': 'packages/embed-models/src/index.ts',
  '@org/embed-elements': 'packages/embed-elements/src/index.ts',
  '@org/react-embed': 'packages/react-embed/src/index.ts',
};

/** size-limit's size units (`bytes-iec`, decimal): "14.6 kB" is 14 600 bytes. */
export function parseLimit(text) {
  const match = /^\s*(\d+(?:\.\d+)?)\s*(B|kB|MB)\s*$/.exec(text);
  if (!match) throw new Error(`Unreadable size limit "${text}" (write e.g. "14.6 kB" or "900 B")`);
  return Math.round(Number(match[1]) * { B: 1, kB: 1000, MB: 1_000_000 }[match[2]]);
}

/**
 * The measured entry a page reference names; throws when there is none or more than one.
 * @param {Measured[]} measured
 * @param {PageRef} ref
 */
export function findPage(measured, ref) {
  const matches = measured.filter(
    (m) =>
      m.path === ref.path &&
      (m.import ?? undefined) === (ref.import ?? undefined) &&
      (ref.without ? (m.ignore ?? []).includes(ref.without) : true),
  );
  const chosen =
    matches.length > 1 && !ref.without
      ? matches.filter((m) => !(m.ignore ?? []).some((i) => i.startsWith('./')))
      : matches;
  if (chosen.length !== 1) {
    throw new Error(
      `.size-limit.json has ${chosen.length} entries for ${JSON.stringify(ref)}, the goals need exactly one`,
    );
  }
  return chosen[0];
}

/**
 * Each entry with a `limit`: its size against it (crossed when larger, as size-limit counts).
 * @param {Measured[]} measured
 * @returns {{ name: string, size: number, limit: number, passed: boolean }[]}
 */
export function checkLimits(measured) {
  return measured
    .filter((m) => m.limit !== undefined)
    .map((m) => {
      const limit = parseLimit(m.limit);
      return { name: m.name, size: m.size, limit, passed: m.size <= limit };
    });
}

/**
 * Each goal measured: our page, its reference, the ratio, and whether the goal is met.
 * @param {Measured[]} measured
 * @param {Goal[]} goals
 */
export function evaluateGoals(measured, goals = GOALS) {
  return goals.map((goal) => {
    const ours = findPage(measured, goal.page).size;
    if (goal.maxBytes !== undefined) {
      const target = `≤ ${(goal.maxBytes / 1000).toFixed(1)} kB`;
      return {
        id: goal.id,
        label: goal.label,
        ours,
        reference: undefined,
        ratio: undefined,
        over: undefined,
        target,
        met: ours <= goal.maxBytes,
        enforced: !!goal.enforced,
      };
    }
    const reference = findPage(measured, goal.reference).size;
    const ratio = ours / reference;
    const met = goal.maxRatio !== undefined ? ratio <= goal.maxRatio : ours - reference <= goal.maxOverBytes;
    const target =
      goal.maxRatio !== undefined
        ? `≤ ${goal.maxRatio.toFixed(2)}×`
        : `≤ ref + ${(goal.maxOverBytes / 1000).toFixed(1)} kB`;
    const over = ours - reference;
    return { id: goal.id, label: goal.label, ours, reference, ratio, over, target, met, enforced: !!goal.enforced };
  });
}

/**
 * C-SIZE-05: per featureless page, the bytes of each optional feature it bundles up front (estimated
 * gzip: its share of the minified entry chunk times the page's gzip size). Met when there are none.
 * @param {{ label: string, gzip: number, files: { file: string, bytes: number }[] }[]} pages
 */
export function evaluateFeatures(pages, features = FEATURES) {
  return pages.map((page) => {
    const total = page.files.reduce((sum, f) => sum + f.bytes, 0) || 1;
    const share = (pattern) =>
      pattern
        ? Math.round(
            (page.files.filter((f) => pattern.test(f.file)).reduce((sum, f) => sum + f.bytes, 0) / total) * page.gzip,
          )
        : 0;
    const found = features.map((f) => ({ name: f.name, bytes: share(f.files) })).filter((f) => f.bytes > 0);
    const standIns = features.map((f) => ({ name: f.name, bytes: share(f.standIn) })).filter((f) => f.bytes > 0);
    return { id: 'C-SIZE-05', label: page.label, found, standIns, met: found.length === 0, enforced: true };
  });
}

/**
 * The step's exit code: a crossed limit always fails, and so does an unmet goal marked `enforced`
 * (one the pages have met); any other unmet goal only when goals are enforced.
 * @param {{ passed: boolean }[]} limits
 * @param {{ met: boolean, enforced?: boolean }[]} goals
 * @param {boolean} enforceGoals
 */
export function exitCode(limits, goals, enforceGoals) {
  if (limits.some((l) => !l.passed)) return 1;
  if (goals.some((g) => !g.met && (enforceGoals || g.enforced))) return 1;
  return 0;
}

const bytes = (n) => n.toLocaleString('en-US') + ' B';

/** Plain-text table (Markdown-shaped, so it can be pasted into a note). */
export function formatTable(headers, rows) {
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)));
  const line = (cells) => `| ${cells.map((c, i) => String(c).padEnd(widths[i])).join(' | ')} |`;
  return [line(headers), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}

export function formatGoals(goals) {
  return formatTable(
    ['goal', 'page', 'ours', 'reference', 'ratio', 'goal', 'met'],
    goals.map((g) => [
      g.id,
      g.label,
      bytes(g.ours),
      g.reference === undefined ? '—' : bytes(g.reference),
      g.ratio === undefined ? '—' : `${g.ratio.toFixed(3)}×${g.target.includes('ref +') ? ` (+${bytes(g.over)})` : ''}`,
      g.target,
      (g.met ? 'met' : 'NOT MET') + (g.enforced ? ' (enforced)' : ''),
    ]),
  );
}

export function formatFeatures(rows) {
  return formatTable(
    [
      'goal',
      'page (uses no optional feature)',
      'optional features bundled up front (est. gzip)',
      'their stand-ins, kept by design (option checks, held calls; est. gzip; reported only)',
      'met',
    ],
    rows.map((r) => [
      r.id,
      r.label,
      r.found.map((f) => `${f.name} ${bytes(f.bytes)}`).join(', ') || 'none',
      (r.standIns ?? []).map((f) => `${f.name} ${bytes(f.bytes)}`).join(', ') || 'none',
      r.met ? 'met' : 'NOT MET',
    ]),
  );
}

export function formatLimits(limits) {
  return formatTable(
    ['entry with a limit', 'size', 'limit', ''],
    limits.map((l) => [l.name.replace(/ \(.*$/, ''), bytes(l.size), bytes(l.limit), l.passed ? 'ok' : 'CROSSED']),
  );
}

/** The files of a `path`: size-limit takes globs; ours use at most a `*` in the file name. */
function filesOf(pattern, cwd) {
  const absolute = path.resolve(cwd, pattern);
  if (!path.basename(absolute).includes('*')) return [absolute];
  const dir = path.dirname(absolute);
  const re = new RegExp(`^${path.basename(absolute).split('*').map(escapeRegExp).join('.*')}$`);
  return fs.existsSync(dir)
    ? fs
        .readdirSync(dir)
        .filter((f) => re.test(f))
        .map((f) => path.join(dir, f))
    : [];
}

const escapeRegExp = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Measures every entry of a size-limit config with size-limit's API and its esbuild + file plugins,
 * given the options exactly as its CLI reads them (path, import, ignore, gzip).
 * @returns {Promise<Measured[]>}
 */
export async function measure(configPath) {
  const cwd = path.dirname(configPath);
  /** @type {any[]} */
  const entries = JSON.parse(fs.readFileSync(configPath, 'utf8'));
  const checks = entries.map((entry) => {
    const files = filesOf(entry.path, cwd);
    if (files.length === 0) throw new Error(`${entry.path}: no such file (run \`pnpm build\` first)`);
    const check = { ...entry, files };
    if (typeof entry.import === 'string') check.import = { [files[0]]: entry.import };
    return check;
  });
  await sizeLimit([preset], { cwd, checks });
  return entries.map((entry, i) => ({
    name: entry.name,
    path: entry.path,
    import: entry.import,
    ignore: entry.ignore,
    limit: entry.limit,
    size: checks[i].size,
  }));
}

/**
 * Bundles pages again with the same plugins, our packages taken from their sources and dynamic
 * imports split into chunks of their own, and returns what each page's entry chunk holds by source
 * file (minified bytes, from esbuild's metafile).
 * @param {{ path: string, import?: string, ignore?: string[] }[]} entries
 * @returns {Promise<{ file: string, bytes: number }[][]>}
 */
export async function attribute(entries, cwd = root) {
  const fromSource = {
    name: 'from-source',
    setup(build) {
      build.onResolve({ filter: /^@org\// }, (args) =>
        SOURCE_ENTRIES[args.path] ? { path: path.join(root, SOURCE_ENTRIES[args.path]) } : undefined,
      );
    },
  };
  const checks = entries.map((entry) => {
    // A package's built entry is bundled from its source entry instead.
    const built = /^packages\/([^/]+)\/dist\/index\.js$/.exec(entry.path);
    const source = built && path.join(root, 'packages', built[1], 'src', 'index.ts');
    const files = source && fs.existsSync(source) ? [source] : filesOf(entry.path, cwd);
    return {
      ...entry,
      files,
      // The built chunks an entry ignores (`./token-lifecycle-*`) would match source modules of the same
      // name here; from source, the dynamic imports are split off instead and only the loaded chunks count.
      ignore: entry.ignore?.filter((pattern) => !pattern.startsWith('./')),
      import: typeof entry.import === 'string' ? { [files[0]]: entry.import } : entry.import,
      gzip: true,
      modifyEsbuildConfig: (config) => ({
        ...config,
        format: 'esm',
        splitting: true,
        plugins: [...(config.plugins ?? []), fromSource],
      }),
    };
  });
  await sizeLimit([preset], { cwd, checks });
  return checks.map((check) => {
    // Set on the check by @size-limit/esbuild: esbuild's metafile of the bundle.
    /** @typedef {{ entryPoint?: string, inputs: Record<string, { bytesInOutput: number }>, imports: { path: string, kind: string }[] }} Output */
    /** @type {Record<string, Output>} */
    const outputs = /** @type {any} */ (check).esbuildMetafile.outputs;
    const entryName = Object.keys(outputs).find((name) => outputs[name].entryPoint) ?? Object.keys(outputs)[0];
    // What the page loads up front: its entry chunk and the chunks that imports statically (shared
    // code split off beside a dynamic import), not the chunks it may `import()` later.
    const loaded = new Set([entryName]);
    for (const name of loaded)
      for (const { path: imported, kind } of outputs[name]?.imports ?? [])
        if (kind === 'import-statement' && outputs[imported]) loaded.add(imported);
    const bytes = new Map();
    for (const name of loaded)
      for (const [file, input] of Object.entries(outputs[name].inputs)) {
        const key = path.relative(root, path.resolve(cwd, file));
        bytes.set(key, (bytes.get(key) ?? 0) + input.bytesInOutput);
      }
    return [...bytes]
      .map(([file, size]) => ({ file, bytes: size }))
      .filter((f) => f.bytes > 0)
      .sort((a, b) => b.bytes - a.bytes);
  });
}

/** What a page holds by source file: the biggest first, estimated gzip bytes (share of minified × page gzip). */
export function formatWhy(label, gzip, files, top = 25) {
  const total = files.reduce((sum, f) => sum + f.bytes, 0) || 1;
  const est = (b) => Math.round((b / total) * gzip);
  const byDir = new Map();
  for (const f of files) {
    const dir = path.dirname(f.file).replace(/^.*node_modules\/(\.pnpm\/[^/]+\/node_modules\/)?/, '');
    byDir.set(dir, (byDir.get(dir) ?? 0) + f.bytes);
  }
  return [
    `\n${label}: ${bytes(gzip)} gzip; by folder, then the ${top} biggest files (est. gzip)`,
    formatTable(
      ['folder', 'est. gzip', 'share'],
      [...byDir].sort((a, b) => b[1] - a[1]).map(([d, b]) => [d, bytes(est(b)), `${((b / total) * 100).toFixed(1)}%`]),
    ),
    formatTable(
      ['file', 'minified', 'est. gzip'],
      files.slice(0, top).map((f) => [f.file.replace(/^.*node_modules\//, ''), bytes(f.bytes), bytes(est(f.bytes))]),
    ),
  ].join('\n');
}

async function main(argv) {
  const enforceGoals = argv.includes('--enforce-goals') || process.env.SIZE_GOALS_ENFORCED === '1';
  const at = argv.indexOf('--config');
  const configPath = at >= 0 ? path.resolve(argv[at + 1]) : path.join(root, '.size-limit.json');
  const measured = await measure(configPath);
  const limits = checkLimits(measured);
  const goals = evaluateGoals(measured);
  console.log(`Sizes: minified + gzip, every page and its reference bundled in this run.\n`);
  console.log(formatGoals(goals));
  const unmet = goals.filter((g) => !g.met).length;
  console.log(
    unmet === 0
      ? '\nEvery goal is met.'
      : `\n${unmet} of ${goals.length} goals not met${enforceGoals ? ' (goals are enforced: this fails the step)' : ' (reported; --enforce-goals makes that fail the step)'}.`,
  );
  const featureless = FEATURELESS_PAGES.map((p) => findPage(measured, p.page));
  const contents = await attribute(featureless);
  const features = evaluateFeatures(
    featureless.map((m, i) => ({ label: FEATURELESS_PAGES[i].label, gzip: m.size, files: contents[i] })),
  );
  console.log(`\n${formatFeatures(features)}`);
  if (argv.includes('--why')) {
    const pages = [...featureless, findPage(measured, GOALS.find((g) => g.id === 'C-SIZE-04').page)];
    const all = await attribute(pages);
    pages.forEach((m, i) => console.log(formatWhy(m.name.replace(/ \(.*$/, ''), m.size, all[i])));
  }
  console.log(`\n${formatLimits(limits)}`);
  const crossed = limits.filter((l) => !l.passed);
  if (crossed.length > 0) {
    console.error(
      `\n${crossed.length} page(s) grew past their limit in .size-limit.json: make them smaller; limits are never raised.`,
    );
  }
  return exitCode(limits, [...goals, ...features], enforceGoals);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main(process.argv.slice(2)).then(
    (code) => {
      process.exitCode = code;
    },
    (error) => {
      console.error(error);
      process.exitCode = 2;
    },
  );
}
