import {
  validateCreateReport,
  validateDashboardLoad,
  validateFilter,
  validateLoadQnaConfiguration,
  validatePaginatedReportLoad,
  validateQuickCreate,
  validateReportLoad,
  validateTileLoad,
} from '@org/embed-models';
import {
  dashboardLoadSchema,
  filterSchema,
  paginatedReportLoadSchema,
  qnaLoadSchema,
  quickCreateSchema,
  reportCreateSchema,
  reportLoadSchema,
  tileLoadSchema,
} from '@org/embed-models/zod';
import { checkConfiguration } from './checker/check-configuration.ts';
import type { Problem } from './checker/problem.ts';
import { locateJsonError, lineAndColumn, type JsonSyntaxProblem } from './locate-json-error.ts';

type Validate = (input: unknown) => { message: string }[] | undefined;

/** The kinds of configuration the page can check, in the order they are offered. */
export const configKinds = [
  {
    id: 'report',
    label: 'Report',
    validator: 'validateReportLoad',
    validate: validateReportLoad,
    schema: reportLoadSchema,
  },
  {
    id: 'paginated-report',
    label: 'Paginated report',
    validator: 'validatePaginatedReportLoad',
    validate: validatePaginatedReportLoad,
    schema: paginatedReportLoadSchema,
  },
  {
    id: 'dashboard',
    label: 'Dashboard',
    validator: 'validateDashboardLoad',
    validate: validateDashboardLoad,
    schema: dashboardLoadSchema,
  },
  { id: 'tile', label: 'Tile', validator: 'validateTileLoad', validate: validateTileLoad, schema: tileLoadSchema },
  {
    id: 'qna',
    label: 'Q&A',
    validator: 'validateLoadQnaConfiguration',
    validate: validateLoadQnaConfiguration,
    schema: qnaLoadSchema,
  },
  {
    id: 'create',
    label: 'Report create',
    validator: 'validateCreateReport',
    validate: validateCreateReport,
    schema: reportCreateSchema,
  },
  {
    id: 'quick-create',
    label: 'Quick create',
    validator: 'validateQuickCreate',
    validate: validateQuickCreate,
    schema: quickCreateSchema,
  },
  { id: 'filter', label: 'Filter', validator: 'validateFilter', validate: validateFilter, schema: filterSchema },
] as const satisfies readonly { id: string; label: string; validator: string; validate: Validate; schema: unknown }[];

export type ConfigKind = (typeof configKinds)[number]['id'];

export type CheckResult =
  | { status: 'empty' }
  | { status: 'syntax-error'; problem: JsonSyntaxProblem; lineText: string }
  | { status: 'valid'; validator: string }
  /** `problems`: the checker's whole list; `sdkErrors`: what the validator (what `powerbi.embed()` runs) answers, often less. */
  | { status: 'invalid'; validator: string; problems: Problem[]; sdkErrors: string[] };

export function isConfigKind(value: string): value is ConfigKind {
  return configKinds.some((kind) => kind.id === value);
}

/** Parses the pasted text and runs the checker and the validator of the chosen kind on it. */
export function checkConfig(kind: ConfigKind, text: string): CheckResult {
  if (text.trim() === '') return { status: 'empty' };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    const problem = locateJsonError(text) ?? fallbackProblem(text, error);
    return { status: 'syntax-error', problem, lineText: text.split('\n')[problem.line - 1] ?? '' };
  }
  const entry = configKinds.find((k) => k.id === kind);
  if (!entry) throw new Error(`Unknown configuration kind: ${kind}`);
  const sdkErrors = ((entry.validate as Validate)(value) ?? []).map((e) => e.message);
  const problems = checkConfiguration(entry.schema, value);
  // The checker should see all the validator sees; should it not, the validator's word still shows.
  if (problems.length === 0)
    problems.push(...sdkErrors.map((message) => ({ path: '', message: `is refused: ${message}` })));
  return problems.length === 0
    ? { status: 'valid', validator: entry.validator }
    : { status: 'invalid', validator: entry.validator, problems, sdkErrors };
}

// JSON.parse and the scanner disagree only on inputs neither expects; keep the parser's words.
function fallbackProblem(text: string, error: unknown): JsonSyntaxProblem {
  const message = error instanceof Error ? error.message : String(error);
  const at = /position (\d+)/.exec(message);
  const position = at ? Number(at[1]) : 0;
  return { position, reason: message, ...lineAndColumn(text, position) };
}

/** The one-line summary of a syntax problem, e.g. "Line 3, column 5: expected ':' ...". */
export function describeSyntaxProblem(problem: JsonSyntaxProblem): string {
  return `Line ${problem.line}, column ${problem.column}: ${problem.reason}.`;
}
