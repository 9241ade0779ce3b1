// What each consumer app declares in its consumer.json, and where the apps are built.
import { readFile, readdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));

/** Outside the repository, so that nothing resolves to the workspace's packages by walking up. */
export const WORK_DIR = process.env.CONSUMER_APPS_DIR ?? path.join(os.tmpdir(), 'org-consumer-apps');

interface ConsumerAppConfig {
  /** What the app is, for test titles: toolchain and libraries. */
  title: string;
  /** Our libraries it installs from tarballs, e.g. ["@org/embed-client", "@org/embed-models"]. */
  libraries: string[];
  /**
   * `browser`: a built page served from `outDir` and driven in Chromium (see README.md);
   * `node`: scripts run with Node (`scripts`).
   */
  kind: 'browser' | 'node';
  /** Folder of the built page, relative to the app. */
  outDir?: string;
  /** `false` for a page without a bundler (its one script is the package's own build): no copies to count. */
  bundled?: boolean;
  /** Node scripts to run, relative to the app; each prints `ok` on success. */
  scripts?: string[];
  /** The app uses powerbi-report-authoring: `window.fixture.authoring()` exists. */
  authoring?: boolean;
  /** The path of the app's page with the `<pbi-report>` element of @org/embed-elements (see README.md). */
  elements?: string;
}

export interface ConsumerApp {
  name: string;
  source: string;
  config: ConsumerAppConfig;
}

export async function readConsumerApps(): Promise<ConsumerApp[]> {
  const appsDir = path.join(here, 'apps');
  // CONSUMER_APPS=a,b limits a run to those apps.
  const only = process.env.CONSUMER_APPS?.split(',').filter(Boolean);
  const names = (await readdir(appsDir, { withFileTypes: true })).filter(
    (entry) => entry.isDirectory() && (!only || only.includes(entry.name)),
  );
  return Promise.all(
    names.map(async ({ name }) => ({
      name,
      source: path.join(appsDir, name),
      config: JSON.parse(await readFile(path.join(appsDir, name, 'consumer.json'), 'utf8')) as ConsumerAppConfig,
    })),
  );
}

export const appDir = (name: string) => path.join(WORK_DIR, name);
