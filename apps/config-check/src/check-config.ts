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
import { locateJsonError, lineAndColumn, type JsonSyntaxProblem } from './locate-json-error.ts';

type Validate = (input: unknown) => { message: string }[] | undefined;

/** The kinds of configuration the page can check, in the order they are offered. */
export const configKinds = [
  { id: 'report', label: 'Report', validator: 'validateReportLoad', validate: validateReportLoad },
  {
    id: 'paginated-report',
    label: 'Paginated report',
    validator: 'validatePaginatedReportLoad',
    validate: validatePaginatedReportLoad,
  },
  { id: 'dashboard', label: 'Dashboard', validator: 'validateDashboardLoad', validate: validateDashboardLoad },
  { id: 'tile', label: 'Tile', validator: 'validateTileLoad', validate: validateTileLoad },
  { id: 'qna', label: 'Q&A', validator: 'validateLoadQnaConfiguration', validate: validateLoadQnaConfiguration },
  { id: 'create', label: 'Report create', validator: 'validateCreateReport', validate: validateCreateReport },
  { id: 'quick-create', label: 'Quick create', validator: 'validateQuickCreate', validate: validateQuickCreate },
  { id: 'filter', label: 'Filter', validator: 'validateFilter', validate: validateFilter },
] as const satisfies readonly { id: string; label: string; validator: string; validate: Validate }[];

export type ConfigKind = (typeof configKinds)[number]['id'];

export type CheckResult =
  | { status: 'empty' }
  | { status: 'syntax-error'; problem: JsonSyntaxProblem; lineText: string }
  | { status: 'valid'; validator: string }
  | { status: 'invalid'; validator: string; errors: string[] };

export function isConfigKind(value: string): value is ConfigKind {
  return configKinds.some((kind) => kind.id === value);
}

/** Parses the pasted text and runs the validator of the chosen kind on it. */
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
  const errors = (entry.validate as Validate)(value) ?? [];
  return errors.length === 0
    ? { status: 'valid', validator: entry.validator }
    : { status: 'invalid', validator: entry.validator, errors: errors.map((e) => e.message) };
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
