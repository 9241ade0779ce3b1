// Writes src/generated/validators.ts: the powerbi-models validators, composed from the check
// combinators of src/validation/checks.ts by walking the zod schemas, so the schemas are the one
// source of truth and validating never needs zod at run time. `pnpm generate` runs it; a test
// fails when the committed file is out of date.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import * as crossChecks from '../src/validation/cross-checks';
import { rules, type Schema } from '../src/validation/rules';
import * as schemas from '../src/zod';

/** Each powerbi-models validate function: the schema it checks and its name in `Validators`. */
const validatorSchemas = {
  validateAddBookmarkRequest: ['addBookmarkRequestSchema', 'addBookmarkRequestValidator'],
  validateApplyBookmarkByNameRequest: ['applyBookmarkByNameRequestSchema', 'applyBookmarkByNameRequestValidator'],
  validateApplyBookmarkStateRequest: ['applyBookmarkStateRequestSchema', 'applyBookmarkStateRequestValidator'],
  validateBookmarksPane: ['bookmarksPaneSchema', 'bookmarksPaneValidator'],
  validateCaptureBookmarkRequest: ['captureBookmarkRequestSchema', 'captureBookmarkRequestValidator'],
  validateCommandsSettings: ['commandsSettingsSchema', 'commandsSettingsValidator'],
  validateCreateReport: ['reportCreateSchema', 'reportCreateValidator'],
  validateCustomPageSize: ['customPageSizeSchema', 'customPageSizeValidator'],
  validateCustomTheme: ['customThemeSchema', 'customThemeValidator'],
  validateDashboardLoad: ['dashboardLoadSchema', 'dashboardLoadValidator'],
  validateExportDataRequest: ['exportDataRequestSchema', 'exportDataRequestValidator'],
  validateExtension: ['extensionSchema', 'extensionValidator'],
  validateFieldsPane: ['fieldsPaneSchema', 'fieldsPaneValidator'],
  validateFilter: ['filterSchema', 'filterValidator'],
  validateFiltersPane: ['filtersPaneSchema', 'filtersPaneValidator'],
  validateLoadQnaConfiguration: ['qnaLoadSchema', 'loadQnaValidator'],
  validateMenuGroupExtension: ['menuGroupExtensionSchema', 'menuGroupExtensionValidator'],
  validatePage: ['pageSchema', 'pageValidator'],
  validatePageNavigationPane: ['pageNavigationPaneSchema', 'pageNavigationPaneValidator'],
  validatePaginatedReportLoad: ['paginatedReportLoadSchema', 'paginatedReportLoadValidator'],
  validatePanes: ['reportPanesSchema', 'reportPanesValidator'],
  validatePlayBookmarkRequest: ['playBookmarkRequestSchema', 'playBookmarkRequestValidator'],
  validatePrintSettings: ['printSettingsSchema', 'printSettingsValidator'],
  validateQnaInterpretInputData: ['qnaInterpretInputDataSchema', 'qnaInterpretInputDataValidator'],
  validateQuickCreate: ['quickCreateSchema', 'quickCreateValidator'],
  validateReportLoad: ['reportLoadSchema', 'reportLoadValidator'],
  validateSaveAsParameters: ['saveAsParametersSchema', 'saveAsParametersValidator'],
  validateSelectionPane: ['selectionPaneSchema', 'selectionPaneValidator'],
  validateSettings: ['settingsSchema', 'settingsValidator'],
  validateSlicer: ['slicerSchema', 'slicerValidator'],
  validateSlicerState: ['slicerStateSchema', 'slicerStateValidator'],
  validateSyncSlicersPane: ['syncSlicersPaneSchema', 'syncSlicersPaneValidator'],
  validateTileLoad: ['tileLoadSchema', 'tileLoadValidator'],
  validateUpdateFiltersRequest: ['updateFiltersRequestSchema', 'updateFiltersRequestValidator'],
  validateVisualHeader: ['visualHeaderSchema', 'visualHeaderValidator'],
  validateVisualSelector: ['visualSelectorSchema', 'visualSelectorValidator'],
  validateVisualSettings: ['visualSettingsSchema', 'visualSettingsValidator'],
  validateVisualizationsPane: ['visualizationsPaneSchema', 'visualizationsPaneValidator'],
  validateZoomLevel: ['zoomLevelSchema', 'zoomLevelValidator'],
} as const satisfies Record<string, readonly [schema: keyof typeof schemas, registryName: string]>;

interface Def {
  type: string;
  innerType?: Schema;
  shape?: Record<string, Schema>;
  element?: Schema;
  options?: readonly Schema[];
  valueType?: Schema;
  values?: readonly unknown[];
  left?: Schema;
  right?: Schema;
}
const defOf = (schema: Schema) => schema._zod.def as unknown as Def;

/** The generated module's source text. */
export function generateValidatorsSource(): string {
  const exportNames = new Map<Schema, string>();
  for (const [name, value] of Object.entries(schemas)) {
    if (
      name.endsWith('Schema') &&
      typeof value === 'object' &&
      value &&
      '_zod' in value &&
      !exportNames.has(value as Schema)
    ) {
      exportNames.set(value as Schema, name.slice(0, -'Schema'.length));
    }
  }
  const names = new Map<Schema, string>();
  const inProgress = new Set<Schema>();
  const declarations: string[] = [];
  const usedCombinators = new Set<string>();
  const usedCrossChecks = new Set<string>();
  let counter = 0;
  const use = (combinator: string, call: string) => (usedCombinators.add(combinator), call);

  const unwrap = (schema: Schema): Schema => {
    let s = schema;
    while (['optional', 'nullable'].includes(defOf(s).type) && defOf(defOf(s).innerType!).type !== 'undefined')
      s = defOf(s).innerType!;
    return s;
  };

  // A leaf is written inline; anything composite becomes a named constant, shared by identity
  // and, for unnamed schemas, by identical body. A schema that refers to itself must be exported
  // so its name exists before its body does.
  const bodies = new Map<string, string>();
  const lazyNames = new Set<string>();
  function expr(input: Schema): string {
    const schema = unwrap(input);
    const leaf = leafExpr(schema);
    if (leaf) return leaf;
    const known = names.get(schema);
    if (known) return known;
    const exported = exportNames.get(schema);
    if (inProgress.has(schema)) {
      if (!exported) throw new Error('generate-validators: export the schema that refers to itself');
      lazyNames.add(exported);
      return use('lazy', `/* @__PURE__ */ lazy(() => ${exported})`);
    }
    inProgress.add(schema);
    const body = compositeExpr(schema);
    inProgress.delete(schema);
    // A schema that a recursive one refers to by name keeps its own declaration.
    const same = exported && lazyNames.has(exported) ? undefined : bodies.get(body);
    const name = same ?? exported ?? `c${++counter}`;
    names.set(schema, name);
    if (!same) {
      declarations.push(`const ${name}: Check = /* @__PURE__ */ ${body};`);
      bodies.set(body, name);
    }
    return name;
  }

  function leafExpr(schema: Schema): string | undefined {
    const rule = rules.get(schema);
    const def = defOf(schema);
    if (rule?.kind === 'number') return use('num', 'num');
    if (rule?.kind === 'range') return use('range', `/* @__PURE__ */ range(${rule.min}, ${rule.max})`);
    if (rule?.kind === 'typedArray') return use('typedArr', `/* @__PURE__ */ typedArr('${rule.item}')`);
    if (rule) return undefined;
    if (def.type === 'string') return use('str', 'str');
    if (def.type === 'boolean') return use('bool', 'bool');
    if (def.type === 'literal') return use('oneOf', `/* @__PURE__ */ oneOf(${JSON.stringify(def.values)})`);
    return undefined;
  }

  function compositeExpr(schema: Schema): string {
    const rule = rules.get(schema);
    if (rule?.kind === 'message') {
      return use(
        'allowedOr',
        `allowedOr(${expr(rule.inner)}, ${JSON.stringify(rule.allowed)}, ${JSON.stringify(rule.message)})`,
      );
    }
    if (rule?.kind === 'crossCheck') {
      const entry = Object.entries(crossChecks).find(([, fn]) => fn === rule.check);
      if (!entry)
        throw new Error(
          'generate-validators: a crossCheck rule must be a named export of src/validation/cross-checks.ts',
        );
      usedCrossChecks.add(entry[0]);
      return use('cross', `cross(${expr(rule.inner)}, ${entry[0]})`);
    }
    const def = defOf(schema);
    switch (def.type) {
      case 'object': {
        const fields = Object.entries(def.shape!).map(([key, property]) => {
          const t = defOf(property).type;
          if (t === 'optional' && defOf(defOf(property).innerType!).type === 'undefined') {
            return `[${JSON.stringify(key)}, ${use('forbidden', 'forbidden')}, 2]`;
          }
          const optional = t === 'optional' || t === 'nullable';
          return `[${JSON.stringify(key)}, ${expr(property)}${optional ? '' : ', 1'}]`;
        });
        return use('obj', `obj([${fields.join(', ')}]${rule?.kind === 'fieldsOnly' ? ', 1' : ''})`);
      }
      case 'array':
        return use('arr', `arr(${expr(def.element!)})`);
      case 'union':
        return use('union', `union([${def.options!.map(expr).join(', ')}])`);
      case 'intersection':
        return use('both', `both(${expr(def.left!)}, ${expr(def.right!)})`);
      case 'record':
        return use('record', `record(${expr(def.valueType!)})`);
      default:
        throw new Error(`generate-validators: a "${def.type}" schema has no powerbi-models rule`);
    }
  }

  const validators = Object.entries(validatorSchemas).map(
    ([validator, [schemaName]]) =>
      `export const ${validator}: Validate = /* @__PURE__ */ makeValidator(${expr(schemas[schemaName] as Schema)});`,
  );
  const statements = inlineSingleUse([...declarations, ...validators], lazyNames);
  // The registry is built from its names at load (`<name>Validator: { validate }`, in this
  // order); its type is written out as `as const` would infer it.
  const registryNames = Object.values(validatorSchemas).map(([, registryName]) => {
    if (!registryName.endsWith('Validator'))
      throw new Error(`generate-validators: ${registryName} must end in Validator`);
    return registryName.slice(0, -'Validator'.length);
  });
  return [
    '// Generated by scripts/generate-validators.ts from the zod schemas in src/schemas. Do not edit:',
    '// change the schema and run `pnpm --filter @org/embed-models generate`.',
    `import { ${[...usedCombinators].sort().join(', ')}, type Check } from '../validation/checks';`,
    ...(usedCrossChecks.size
      ? [`import { ${[...usedCrossChecks].sort().join(', ')} } from '../validation/cross-checks';`]
      : []),
    "import { makeValidator, registry, type Validate } from '../validation/validator';",
    '',
    ...statements.filter((statement) => !statement.startsWith('export')),
    '',
    ...statements.filter((statement) => statement.startsWith('export')),
    '',
    '/**',
    ' * The validators under the names powerbi-models keeps them in its internal registry, for code',
    ' * that reached for `Validators.reportLoadValidator.validate(config)`; each answers as its',
    ' * `validate*` function does.',
    ' */',
    'export const Validators: {',
    ...registryNames.map((name) => `  readonly ${name}Validator: { readonly validate: Validate };`),
    `} = /* @__PURE__ */ registry(${JSON.stringify(registryNames.join(' '))}, [`,
    ...Object.keys(validatorSchemas).map((validator) => `  ${validator},`),
    ']);',
    '',
  ].join('\n');
}

/**
 * Writes each constant that exactly one later statement uses into that statement, in its place: a
 * bundle then has one name and one declaration fewer for it (81 of 116 constants; 187 B gzip of
 * the EmbedService + Report page, 369 B of the whole package). A constant a recursive schema
 * names (`lazy`) keeps its declaration.
 */
function inlineSingleUse(statements: string[], keep: ReadonlySet<string>): string[] {
  const out = [...statements];
  for (let i = 0; i < out.length; i++) {
    const declared = /^const (\w+): Check = (.*);$/.exec(out[i]!);
    if (!declared || keep.has(declared[1]!)) continue;
    // A name as an identifier: not inside a string ("name", "name must …") nor part of a longer name.
    const use = new RegExp(`(?<![\\w$"])${declared[1]}(?![\\w$"])`, 'g');
    const users = out.map((statement, j) => (j > i ? (statement.match(use) ?? []).length : 0));
    if (users.reduce((a, b) => a + b, 0) !== 1) continue;
    const j = users.indexOf(1);
    out[j] = out[j]!.replace(use, () => declared[2]!);
    out.splice(i--, 1);
  }
  return out;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const target = fileURLToPath(new URL('../src/generated/validators.ts', import.meta.url));
  writeFileSync(target, generateValidatorsSource());
  console.log(`wrote ${target}`);
}
