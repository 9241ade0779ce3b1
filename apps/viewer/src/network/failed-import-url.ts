/**
 * A dynamic `import()` whose script could not be fetched (offline, server away) fails for good in
 * that page: the browser remembers the failure under the module's URL and a later `import()` of the
 * same URL rejects at once, without asking the network again. To try once more, the page imports
 * the same file under another URL (a query parameter added); its own imports still resolve to the
 * modules already loaded.
 *
 * `failedImportUrl` reads the URL from the error: Chromium says 'Failed to fetch dynamically
 * imported module: <url>', Firefox 'error loading dynamically imported module: <url>'. Safari names
 * no URL; there, undefined, and only a reload brings the module.
 */
export function failedImportUrl(error: unknown): string | undefined {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    const match = /dynamically imported module:\s*(\S+)/i.exec(cause.message);
    if (match) return match[1];
  }
  return undefined;
}

/** `url` with `retry=<attempt>` in its query: a module URL the browser has not tried yet. */
export function retryImportUrl(url: string, attempt: number): string {
  const next = new URL(url);
  next.searchParams.set('retry', String(attempt));
  return next.href;
}
