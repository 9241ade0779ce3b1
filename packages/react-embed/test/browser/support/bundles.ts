import { bundleFromSource } from '@org/test-harness';
import { fileURLToPath } from 'node:url';

const here = fileURLToPath(new URL('.', import.meta.url));
const packageDir = fileURLToPath(new URL('../../../', import.meta.url));

/** The React versions the suites run against: `react`/`react-dom` (19) and the `react-18`/`react-dom-18` aliases. */
export type ReactVersion = '19' | '18';
export const REACT_VERSIONS: ReactVersion[] = ['19', '18'];

/** The test app with one React version, in its development build (StrictMode double-runs effects there). */
export function buildApp(version: ReactVersion): Promise<string> {
  return bundleFromSource(`${here}app.tsx`, {
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"development"' },
    // An alias is resolved from the working directory: the package's node_modules has both Reacts.
    absWorkingDir: packageDir,
    alias: version === '18' ? { react: 'react-18', 'react-dom': 'react-dom-18' } : {},
  });
}
