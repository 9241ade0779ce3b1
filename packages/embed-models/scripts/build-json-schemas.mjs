// Writes dist/schemas/<name>.schema.json for each load configuration, from the built package,
// so the published JSON Schema files can never drift from the zod schemas.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const models = await import(join(root, 'dist/zod.js'));

const files = {
  'report-load': ['reportLoadSchema', 'Report load configuration'],
  'paginated-report-load': ['paginatedReportLoadSchema', 'Paginated report load configuration'],
  'report-create': ['reportCreateSchema', 'Report create configuration'],
  'quick-create': ['quickCreateSchema', 'Quick create configuration'],
  'dashboard-load': ['dashboardLoadSchema', 'Dashboard load configuration'],
  'tile-load': ['tileLoadSchema', 'Tile load configuration'],
  'qna-load': ['qnaLoadSchema', 'Q&A load configuration'],
};

const out = join(root, 'dist/schemas');
mkdirSync(out, { recursive: true });
for (const [file, [exportName, title]] of Object.entries(files)) {
  const schema = models[exportName];
  if (!schema) throw new Error(`build-json-schemas: @org/embed-models has no export named ${exportName}`);
  const json = { title, ...models.toJsonSchema(schema) };
  writeFileSync(join(out, `${file}.schema.json`), JSON.stringify(json, null, 2) + '\n');
}
console.log(`JSON Schema: ${Object.keys(files).length} files in dist/schemas`);
