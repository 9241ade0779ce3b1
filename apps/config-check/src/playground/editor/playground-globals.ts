import type { PlaygroundKind } from '../kinds.ts';

/**
 * The class `powerbi.embed` returns for each kind, as @org/embed-client declares it: a paginated
 * report is a `Report` (its `type` is 'report'; the RDL embed URL makes most calls refuse), a
 * single visual a `Visual`, report authoring a `Create`, quick create a `QuickCreate`.
 */
export const EMBED_CLASS: Record<PlaygroundKind, string> = {
  report: 'Report',
  paginatedReport: 'Report',
  dashboard: 'Dashboard',
  tile: 'Tile',
  visual: 'Visual',
  qna: 'Qna',
  create: 'Create',
  quickCreate: 'QuickCreate',
};

/** Where the globals' declaration file lives beside the user's code (file:///playground.ts). */
export const GLOBALS_FILE = 'file:///playground-globals.d.ts';
/** The user's code, as the type checker sees it. */
export const CODE_FILE = 'file:///playground.ts';

/**
 * What the user's code has in scope (the run frame calls it as the body of an async function with
 * these four arguments), declared against the published declarations of `@org/embed-client`.
 */
export function playgroundGlobals(kind: PlaygroundKind): string {
  return [
    `import type { ${EMBED_CLASS[kind]}, models as Models, service } from '@org/embed-client';`,
    'declare global {',
    '  /** The service that embedded the component. */',
    '  const powerbi: service.Service;',
    `  /** The embedded component (${kind}). */`,
    `  const embed: ${EMBED_CLASS[kind]};`,
    '  /** @org/embed-models: enums, filter classes, validators. */',
    '  const models: typeof Models;',
    '  /** Shows values in the output panel. */',
    '  function log(...values: unknown[]): void;',
    '}',
    'export {};',
    '',
  ].join('\n');
}

/**
 * The compiler options the editor and test/snippets.test.ts check the code with. Numbers, not the
 * TypeScript enums, so that Monaco's worker and the `typescript` package read them alike.
 * `moduleDetection: 3` (Force) makes the code a module, so a top-level `await` is accepted, as it
 * is in the async function the code runs in.
 */
export const PLAYGROUND_COMPILER_OPTIONS = {
  target: 9, // ES2022
  module: 99, // ESNext
  moduleResolution: 2, // Node10: node_modules/@org/<name>/index.d.ts
  moduleDetection: 3, // Force
  lib: ['lib.es2022.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
  strict: true,
  noEmit: true,
  skipLibCheck: true,
  types: [] as string[],
  allowNonTsExtensions: true,
};
