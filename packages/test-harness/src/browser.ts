import { chromium, type Browser } from 'playwright-core';
import { inject } from 'vitest';
import { testChromiumLaunchOptions } from './chromium.ts';
import type {} from './provided.ts';

/**
 * A browser for one test file: a connection to the run's shared Chromium (started by the browser
 * projects' global setup, see global-setup.ts), or, when a file runs outside those projects, a
 * Chromium of its own. `close()` closes the contexts the file opened and disconnects (or closes
 * the file's own Chromium); the shared one is closed by the global setup's teardown.
 */
export async function openBrowser(): Promise<Browser> {
  const wsEndpoint = inject('chromiumWsEndpoint');
  return wsEndpoint ? chromium.connect(wsEndpoint) : chromium.launch(testChromiumLaunchOptions);
}
