/**
 * vitest `globalSetup` of the browser projects: one Chromium for the whole run, launched as a
 * server before any test file and closed after the last; test files connect to it
 * ({@link openBrowser}) instead of each launching their own.
 *
 * Every browser project names this file, and vitest runs a project's global setup once per project;
 * the server is kept on `globalThis` of the vitest process, so the projects of one run share it
 * and the last teardown closes it.
 */
import { chromium, type BrowserServer } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { testChromiumLaunchOptions } from './chromium.ts';
import type {} from './provided.ts';

interface Shared {
  server: Promise<BrowserServer>;
  users: number;
}

const KEY = Symbol.for('@org/test-harness/chromium-server');
const holder = globalThis as { [KEY]?: Shared };

export default async function setup(project: TestProject) {
  const shared = (holder[KEY] ??= { server: chromium.launchServer(testChromiumLaunchOptions), users: 0 });
  shared.users++;
  const server = await shared.server;
  project.provide('chromiumWsEndpoint', server.wsEndpoint());
  return async () => {
    if (--shared.users > 0) return;
    delete holder[KEY];
    await server.close();
  };
}
