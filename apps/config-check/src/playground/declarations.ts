/**
 * The published declarations of @org/embed-client and @org/embed-models (their built dist, `pnpm
 * build`), by the path the editor's type checker finds them at: each package's dist files at
 * `file:///node_modules/@org/<name>/`, so `import('@org/embed-client')` resolves to its index.d.ts
 * (which re-exports index.d.cts, which imports the chunk files and '@org/embed-models') exactly as
 * in a project that installed them.
 */
const client = import.meta.glob<string>('../../../../packages/embed-client/dist/*.d.{ts,cts}', {
  query: '?raw',
  import: 'default',
  eager: true,
});
// embed-models' index has no imports; its zod entry (and zod) is not part of what the client's types reach.
const modelsIndex = import.meta.glob<string>('../../../../packages/embed-models/dist/index.d.{ts,cts}', {
  query: '?raw',
  import: 'default',
  eager: true,
});

const under = (name: string, files: Record<string, string>) =>
  Object.entries(files).map(
    ([path, text]) => [`file:///node_modules/@org/${name}/${path.slice(path.lastIndexOf('/') + 1)}`, text] as const,
  );

/** Virtual path → text of every declaration file the editor loads. */
export const PUBLISHED_DECLARATIONS: Record<string, string> = Object.fromEntries([
  ...under('embed-client', client),
  ...under('embed-models', modelsIndex),
]);
