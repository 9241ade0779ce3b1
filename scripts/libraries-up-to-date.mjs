// Whether `npm start` may skip `pnpm run build`: every library's dist/ was written after the last change to what
// it is built from. A second start is then quicker, and a start never rewrites dist/ under a running process that
// reads it (the e2e stack's frame serves packages/fake-frame/dist, and tsup cleans dist/ before it writes).
import fs from 'node:fs';
import path from 'node:path';

/** What a library's build reads, besides its own src/: its manifest and build settings, and the shared config. */
const PACKAGE_INPUTS = ['src', 'scripts', 'assets', 'package.json', 'tsup.config.ts', 'tsconfig.json'];
const SHARED_INPUTS = ['config', 'tsconfig.base.json', 'pnpm-lock.yaml'];

/**
 * The newest (`pick` = max) or oldest (min) modification time of the files at `entries` (folders walked),
 * or undefined when there are none.
 * @param {string[]} entries
 * @param {(a: number, b: number) => number} pick
 * @returns {number | undefined}
 */
function fileTime(entries, pick) {
  /** @type {number | undefined} */
  let found;
  const visit = (/** @type {string} */ entry) => {
    let stat;
    try {
      stat = fs.statSync(entry);
    } catch {
      return;
    }
    if (stat.isDirectory()) {
      for (const name of fs.readdirSync(entry)) if (name !== 'node_modules') visit(path.join(entry, name));
    } else found = found === undefined ? stat.mtimeMs : pick(found, stat.mtimeMs);
  };
  entries.forEach(visit);
  return found;
}

/**
 * True when every workspace package under `packages/` that has a build script has a dist/ newer than all of
 * its inputs; false as soon as one has no dist/ or an input changed after it was built.
 * @param {string} root the repository root
 */
export function librariesUpToDate(root) {
  const shared = fileTime(
    SHARED_INPUTS.map((entry) => path.join(root, entry)),
    Math.max,
  );
  const packagesDir = path.join(root, 'packages');
  for (const name of fs.readdirSync(packagesDir)) {
    const dir = path.join(packagesDir, name);
    const manifest = path.join(dir, 'package.json');
    if (!fs.existsSync(manifest)) continue;
    if (!JSON.parse(fs.readFileSync(manifest, 'utf8')).scripts?.build) continue;
    const built = fileTime([path.join(dir, 'dist')], Math.min);
    const changed = fileTime(
      PACKAGE_INPUTS.map((entry) => path.join(dir, entry)),
      Math.max,
    );
    if (built === undefined || changed === undefined) return false;
    if (changed >= built || (shared !== undefined && shared >= built)) return false;
  }
  return true;
}
