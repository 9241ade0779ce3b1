#!/usr/bin/env node
// Size budget of the first paint: the JavaScript and CSS the browser must fetch before the login
// screen shows (the entry chunk, its static imports and their CSS), gzip, read from the build's
// manifest, so it measures exactly what Vite emitted, without re-bundling. Also checks that the
// heavy sign-in and embedding code stays in later chunks. Run after `vite build`
// (`pnpm --filter @org/viewer size` does both). Exits 1 when over budget or when a rule breaks.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { earlyLaterModules, firstPaintFiles } from './first-paint-files.mjs';

/** The budget, gzip, JS + CSS. The README quotes the measured figure. */
const LIMIT_BYTES = 110 * 1000;

// Text that would betray msal-browser inlined into a first-paint chunk.
const LATER_MARKERS = ['PublicClientApplication', 'BrowserAuthError'];

const dist = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8'));

const { keys, files } = firstPaintFiles(manifest);

const problems = [];
let total = 0;
const rows = [];
for (const file of files) {
  const content = readFileSync(path.join(dist, file));
  const gzip = gzipSync(content, { level: 9 }).length;
  total += gzip;
  rows.push(
    `  ${file.padEnd(40)} ${(content.length / 1000).toFixed(2).padStart(8)} kB  gzip ${(gzip / 1000).toFixed(2).padStart(7)} kB`,
  );
  if (file.endsWith('.js')) {
    const text = content.toString('utf8');
    for (const marker of LATER_MARKERS) {
      if (text.includes(marker)) problems.push(`${file} contains "${marker}": msal-browser is in the first paint`);
    }
  }
}
for (const source of earlyLaterModules(manifest, keys)) problems.push(`${source} is loaded before the first paint`);

console.log('Before the login screen is painted (entry chunk + static imports + CSS):');
console.log(rows.join('\n'));
console.log(`  total gzip ${(total / 1000).toFixed(2)} kB (limit ${(LIMIT_BYTES / 1000).toFixed(2)} kB)`);
if (total > LIMIT_BYTES) problems.push(`over budget by ${((total - LIMIT_BYTES) / 1000).toFixed(2)} kB`);
if (problems.length) {
  for (const problem of problems) console.error(`✘ ${problem}`);
  process.exit(1);
}
console.log('✔ first-paint budget kept; sign-in and embedding code load later');
