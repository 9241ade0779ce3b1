// Builds the consumer apps the way users get our libraries: `pnpm pack` tarballs of the libraries,
// installed into a copy of each app outside the repository (npm-style flat node_modules, no
// workspace links), then each app's own `build` script (type checking included where its
// toolchain does it). Playwright's globalSetup for consumer-apps.config.ts; `node prepare.ts`
// runs it alone. Writes <work>/report.json: per app, install and build seconds.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cp, mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { WORK_DIR, readConsumerApps, type ConsumerApp } from './consumer-app.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');

/** Runs a command; rejects with its output when it fails. */
function run(command: string, args: string[], cwd: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env: { ...process.env, CI: 'true' }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0
        ? resolve(output)
        : reject(new Error(`${command} ${args.join(' ')} (in ${cwd}) exited ${code}:\n${output}`)),
    );
  });
}

/** `pnpm pack` of each library: the tarball users install (workspace:^ ranges become versions). */
async function pack(libraries: string[], into: string): Promise<Record<string, string>> {
  await mkdir(into, { recursive: true });
  const tarballs: Record<string, string> = {};
  for (const library of libraries) {
    const output = await run('pnpm', ['pack', '--pack-destination', into], path.join(root, 'packages', library));
    const file = output
      .trim()
      .split('\n')
      .reverse()
      .find((line) => line.trim().endsWith('.tgz'));
    if (!file) throw new Error(`pnpm pack of ${library} printed no tarball:\n${output}`);
    tarballs[`@org/${library}`] = path.resolve(into, path.basename(file.trim()));
  }
  return tarballs;
}

/** A hash of the tarballs' contents: what the app's installed copies of our libraries were made from. */
async function librariesStamp(files: string[]): Promise<string> {
  const hash = createHash('sha256');
  for (const file of [...files].sort()) hash.update(file).update(await readFile(file));
  return hash.digest('hex');
}

async function prepareApp(app: ConsumerApp, tarballs: Record<string, string>): Promise<Record<string, number>> {
  const dir = path.join(WORK_DIR, app.name);
  // node_modules is kept between runs (the store makes reinstalls quick); everything else is fresh.
  for (const entry of await readdir(dir).catch(() => [])) {
    if (entry !== 'node_modules') await rm(path.join(dir, entry), { recursive: true, force: true });
  }
  await cp(app.source, dir, { recursive: true, filter: (from) => !/[\\/](node_modules|dist)$/.test(from) });
  const manifest = JSON.parse(await readFile(path.join(dir, 'package.json'), 'utf8'));
  const ours = Object.fromEntries(app.config.libraries.map((name) => [name, `file:${tarballs[name]}`]));
  manifest.dependencies = { ...manifest.dependencies, ...ours };
  // Our libraries' own dependency on each other is a version range: point it at the tarball too.
  manifest.pnpm = { ...manifest.pnpm, overrides: { ...manifest.pnpm?.overrides, ...ours } };
  await writeFile(path.join(dir, 'package.json'), JSON.stringify(manifest, null, 2));

  // A kept node_modules may hold an earlier build of our libraries (pnpm can take a `file:` tarball
  // of the same name and version as already installed): start over when their contents changed.
  const stampFile = path.join(dir, 'node_modules', '.org-libraries');
  const stamp = await librariesStamp(app.config.libraries.map((name) => tarballs[name]));
  if ((await readFile(stampFile, 'utf8').catch(() => '')) !== stamp) {
    await rm(path.join(dir, 'node_modules'), { recursive: true, force: true });
  }

  const started = Date.now();
  await run(
    'pnpm',
    ['install', '--ignore-workspace', '--config.node-linker=hoisted', '--prefer-offline', '--reporter=append-only'],
    dir,
  );
  const installed = Date.now();
  await writeFile(stampFile, stamp);
  if (manifest.scripts?.build) await run('pnpm', ['run', 'build'], dir);
  return { install: (installed - started) / 1000, build: (Date.now() - installed) / 1000 };
}

export default async function prepareConsumerApps(): Promise<void> {
  const apps = await readConsumerApps();
  const libraries = [...new Set(apps.flatMap((app) => app.config.libraries))].map((name) => name.replace('@org/', ''));
  const tarballs = await pack(libraries, path.join(WORK_DIR, 'packs'));
  const report: Record<string, Record<string, number>> = {};
  // Two at a time: the machines have two cores, and builds are CPU-bound.
  const queue = [...apps];
  const failures: Error[] = [];
  await Promise.all(
    [0, 1].map(async () => {
      for (let app = queue.shift(); app; app = queue.shift()) {
        const name = app.name;
        await prepareApp(app, tarballs).then(
          (times) => {
            report[name] = times;
            console.log(`consumer app ${name}: installed in ${times.install} s, built in ${times.build} s`);
          },
          (error: Error) => failures.push(error),
        );
      }
    }),
  );
  await writeFile(path.join(WORK_DIR, 'report.json'), JSON.stringify(report, null, 2));
  if (failures.length) throw new AggregateError(failures, failures.map((error) => error.message).join('\n\n'));
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await prepareConsumerApps();
}
