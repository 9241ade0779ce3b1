// What the browser needs before the login screen is painted, read from Vite's build manifest
// (dist/.vite/manifest.json): the entry chunk, every chunk it imports statically (transitively),
// and their CSS. Dynamic imports are left out: they load later.

/** Source paths that must only ever load after the first paint. */
export const LATER_MODULES = [
  /ms-login-button/,
  /msal-browser/,
  /react-embed/,
  /embed-client/,
  /src\/dashboard\//,
  /src\/sidebar\//,
];

/**
 * @param {Record<string, { file: string, src?: string, isEntry?: boolean, imports?: string[], css?: string[] }>} manifest
 * @returns {{ keys: string[], files: string[] }} the manifest keys and the emitted files of the first paint
 */
export function firstPaintFiles(manifest) {
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entryKey) throw new Error('No entry chunk in the manifest: run `vite build` first.');
  const keys = new Set();
  const visit = (key) => {
    if (keys.has(key) || !manifest[key]) return;
    keys.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  visit(entryKey);
  const files = new Set();
  for (const key of keys) {
    files.add(manifest[key].file);
    for (const css of manifest[key].css ?? []) files.add(css);
  }
  return { keys: [...keys], files: [...files] };
}

/** The first-paint modules that should have been left for later, by source path. */
export function earlyLaterModules(manifest, keys) {
  return keys
    .map((key) => manifest[key].src ?? key)
    .filter((source) => LATER_MODULES.some((pattern) => pattern.test(source)));
}
