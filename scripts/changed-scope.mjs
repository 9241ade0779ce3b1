// `npm test -- --changed [<ref>]`: which steps a change can affect, and which vitest projects and
// workspace packages within them. A change to a workspace package affects it and every package that
// depends on it (transitively: embed-models reaches embed-client, then react-embed, the viewer, …);
// a change to the repository's shared setup (lockfile, root configs, CI) affects everything. Whole
// packages, not single test files: the browser and integration suites load the built libraries, so a
// source file's test files cannot be told from the module graph.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/**
 * The workspace's packages: directory, name and the `@org/` packages each depends on (any kind).
 * @param {string} root
 * @returns {{ dir: string, name: string, deps: string[] }[]}
 */
export function workspacePackages(root) {
  const dirs = ['packages', 'apps'].flatMap((parent) =>
    fs
      .readdirSync(path.join(root, parent), { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && fs.existsSync(path.join(root, parent, entry.name, 'package.json')))
      .map((entry) => `${parent}/${entry.name}`),
  );
  return [...dirs, 'bench', 'e2e'].map((dir) => {
    const manifest = JSON.parse(fs.readFileSync(path.join(root, dir, 'package.json'), 'utf8'));
    const deps = Object.keys({
      ...manifest.dependencies,
      ...manifest.devDependencies,
      ...manifest.peerDependencies,
    }).filter((dep) => dep.startsWith('@org/') && dep !== manifest.name);
    return { dir, name: manifest.name, deps };
  });
}

/**
 * Files changed since `ref` (committed, staged, unstaged and untracked), paths from the root with `/`.
 * Without `ref`: since the merge base with `main` (or `origin/main`), so on a branch it is the branch's
 * changes and on `main` what is not committed yet.
 * @param {string} root
 * @param {string} [ref]
 */
export function changedFiles(root, ref) {
  const git = (...args) => execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();
  const has = (name) => {
    try {
      git('rev-parse', '--verify', '--quiet', `${name}^{commit}`);
      return true;
    } catch {
      return false;
    }
  };
  const base =
    ref ?? ['main', 'origin/main'].filter(has).map((branch) => git('merge-base', 'HEAD', branch))[0] ?? 'HEAD';
  if (!has(base)) throw new Error(`--changed: "${base}" is not a commit git knows`);
  const lines = [git('diff', '--name-only', base), git('ls-files', '--others', '--exclude-standard')];
  return { base, files: [...new Set(lines.join('\n').split('\n').filter(Boolean))].sort() };
}

/** Root files whose change reaches every step: dependencies, shared configs, the CI and the test runner. */
const EVERYTHING = [
  /^package\.json$/,
  /^pnpm-(lock|workspace)\.yaml$/,
  /^\.npmrc$/,
  /^tsconfig[^/]*\.json$/,
  /^vitest\.config\.ts$/,
  /^config\//,
  /^\.ci\//,
  /^scripts\/run\.mjs$/,
  /^scripts\/changed-scope\.mjs$/,
];

/** Changed files that only the lint and the format check read (text for people, changesets). */
const LINT_ONLY = [/^[^/]+\.md$/, /^\.changeset\//, /^docs\//, /^\.(gitignore|prettierignore|editorconfig)$/];

/** The steps a root script of its own belongs to (the rest of scripts/ is the `integration:repo` project). */
const SCRIPT_STEPS = {
  'scripts/size-goals.mjs': ['size'],
  'scripts/check-packages.mjs': ['packages'],
  'scripts/chaos.mjs': ['chaos'],
  'scripts/spec-coverage.mjs': ['coverage'],
};

/** What the viewer's Playwright suites drive: its whole local stack. */
const STACK = ['apps/viewer', 'apps/api', 'packages/fake-frame', 'packages/local-identity'];
/** The packages published to npm: packed, checked with publint/attw, measured, installed by the consumer apps. */
const PUBLISHED = [
  'packages/embed-client',
  'packages/embed-elements',
  'packages/embed-models',
  'packages/fake-frame',
  'packages/ms-login-button',
  'packages/react-embed',
];
/** Packages with browser suites (`browser:<name>`) and tests of their build (`integration:<name>`). */
const BROWSER = ['embed-client', 'embed-elements', 'fake-frame', 'ms-login-button', 'react-embed'];
const BUILT = ['embed-client'];
/** The root package (its typecheck covers scripts/ and config/). */
export const ROOT = 'org-embed-monorepo';

/**
 * What `files` can affect.
 * @param {string[]} files changed files, from the root, with `/`
 * @param {{ dir: string, name: string, deps: string[] }[]} packages the workspace ({@link workspacePackages})
 * @returns {{ everything: string | undefined, affected: string[], steps: Record<string, string[] | true> }}
 *   `everything`: the file that makes every step run; `affected`: package directories; `steps`: each step
 *   to run, with the vitest projects (or packages) it is narrowed to, or `true` for the whole step.
 */
export function changedScope(files, packages) {
  const all = files.find((file) => EVERYTHING.some((pattern) => pattern.test(file)));
  if (all) return { everything: all, affected: packages.map((p) => p.dir), steps: {} };

  const owner = (file) => packages.find((p) => file.startsWith(`${p.dir}/`));
  const changed = new Set(
    files
      .map(owner)
      .filter(Boolean)
      .map((p) => p.dir),
  );
  // Dependents, transitively.
  for (let grew = true; grew; ) {
    grew = false;
    for (const p of packages) {
      if (changed.has(p.dir)) continue;
      if (p.deps.some((dep) => packages.some((q) => q.name === dep && changed.has(q.dir)))) {
        changed.add(p.dir);
        grew = true;
      }
    }
  }
  const affected = packages.map((p) => p.dir).filter((dir) => changed.has(dir));
  const scripts = files.filter((file) => file.startsWith('scripts/') || file.startsWith('.size-limit'));
  const other = files.filter(
    (file) => !owner(file) && !scripts.includes(file) && !LINT_ONLY.some((pattern) => pattern.test(file)),
  );
  // A root file of no known kind (a new config, say): every step, to be safe.
  if (other.length) return { everything: other[0], affected: packages.map((p) => p.dir), steps: {} };

  const base = (dir) => dir.split('/').pop();
  const is = (dirs) => affected.filter((dir) => dirs.includes(dir));
  /** @type {Record<string, string[] | true>} */
  const steps = {};
  if (files.length) steps.lint = true;
  if (affected.length || scripts.length) {
    steps.knip = true;
    // The root's typecheck covers scripts/ and config/.
    steps.typecheck = [
      ...affected.map((dir) => packages.find((p) => p.dir === dir).name),
      ...(scripts.length ? [ROOT] : []),
    ];
    const libraries = affected.filter((dir) => dir.startsWith('packages/') || dir.startsWith('apps/'));
    if (libraries.length) steps.unit = libraries.map(base);
    // scripts/'s own tests start the whole stack and import every library: a package or app reaches them.
    const integration = BUILT.filter((name) => affected.includes(`packages/${name}`)).map((n) => `integration:${n}`);
    // The API's production build (apps/api/test/built).
    if (affected.includes('apps/api')) integration.push('integration:api');
    if (libraries.length || scripts.some((file) => !SCRIPT_STEPS[file])) integration.push('integration:repo');
    if (integration.length) steps.integration = integration;
    const browser = BROWSER.filter((name) => affected.includes(`packages/${name}`)).map((name) => `browser:${name}`);
    if (browser.length) steps.browser = browser;
    if (is(PUBLISHED).length) {
      steps.packages = true;
      steps.size = true;
      steps['consumer-apps'] = true;
    }
    if (files.some((file) => file.startsWith('e2e/consumer-apps/'))) steps['consumer-apps'] = true;
    if (affected.includes('apps/viewer')) steps['first-paint'] = true;
    // e2e's two Playwright projects: the viewer's (e2e/viewer) and config-check's (the rest); a shared e2e file, both.
    const e2e = files.filter((file) => /^e2e\/(?!consumer-apps\/|chaos\/)/.test(file));
    const configCheckSpec = (file) => /^e2e\/(playground\/|(config-check|embed-gallery)\.spec\.ts$)/.test(file);
    if (is(STACK).length || e2e.some((file) => !configCheckSpec(file))) steps.playwright = true;
    if (affected.includes('apps/config-check') || e2e.some((file) => !file.startsWith('e2e/viewer/')))
      steps['e2e-config-check'] = true;
    if (affected.includes('apps/api')) steps.cluster = true;
    if (is(['apps/viewer', 'apps/api']).length || files.some((file) => file.startsWith('e2e/chaos/')))
      steps.chaos = true;
    for (const file of scripts) for (const id of SCRIPT_STEPS[file] ?? []) steps[id] = true;
    if (files.includes('.size-limit.json')) steps.size = true;
  }
  if (files.length) steps.coverage = true;
  return { everything: undefined, affected, steps };
}
