import { fieldError } from '../report/data-fields';
import type { ReportModel } from '../report/report-model';
import { VISUAL_TYPES, visualTypeOf } from '../report/visual-types';
import { modelOf } from './model-of';
import type { ReportDefinitionJson } from './report-definition-json';

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json => !!value && typeof value === 'object' && !Array.isArray(value);
const got = (value: unknown) => (value === undefined ? 'nothing' : JSON.stringify(value));
const list = (values: readonly string[]) => values.map((v) => JSON.stringify(v)).join(', ');

/** The visual types a definition may use (the frame's `VISUAL_TYPES`). */
export const DEFINITION_VISUAL_TYPES = Object.keys(VISUAL_TYPES);

/**
 * Every problem of a report definition read from JSON, each naming the field's path and what was
 * expected (`pages[1].visuals[0].type must be one of "areaChart", …; got "pie"`); empty when it is
 * valid. Never throws, whatever the value.
 */
export function validateReportDefinition(value: unknown): string[] {
  const problems: string[] = [];
  const problem = (path: string, expected: string, actual: unknown) =>
    problems.push(`${path} must be ${expected}; got ${got(actual)}`);
  const text = (path: string, v: unknown) => {
    if (typeof v === 'string' && v.trim()) return true;
    problem(path, 'a non-empty string', v);
    return false;
  };
  const array = (path: string, v: unknown, nonEmpty = false): v is unknown[] => {
    if (Array.isArray(v) && (!nonEmpty || v.length)) return true;
    problem(path, nonEmpty ? 'a non-empty array' : 'an array', v);
    return false;
  };
  const object = (path: string, v: unknown): v is Json => {
    if (isObject(v)) return true;
    problem(path, 'an object', v);
    return false;
  };
  const unique = (path: string, names: unknown[]) => {
    const seen = new Set<unknown>();
    names.forEach((name, i) => {
      if (seen.has(name)) problems.push(`${path}[${i}].name must be unique; got ${got(name)} twice`);
      seen.add(name);
    });
  };

  if (!isObject(value)) {
    problem('the report definition', 'an object', value);
    return problems;
  }
  text('id', value.id);
  text('displayName', value.displayName);

  // Tables: columns, measures, rows.
  const tables = isObject(value.tables) ? value.tables : undefined;
  if (!tables || !Object.keys(tables).length) problem('tables', 'an object with at least one table', value.tables);
  for (const [name, table] of Object.entries(tables ?? {})) {
    const path = `tables.${name}`;
    if (!object(path, table)) continue;
    const columns = isObject(table.columns) ? table.columns : undefined;
    if (!columns || !Object.keys(columns).length)
      problem(`${path}.columns`, 'an object of column types ("text" or "number")', table.columns);
    for (const [column, type] of Object.entries(columns ?? {})) {
      if (type !== 'text' && type !== 'number') problem(`${path}.columns.${column}`, 'one of "text", "number"', type);
    }
    const names = Object.keys(columns ?? {});
    if (table.measures !== undefined && object(`${path}.measures`, table.measures)) {
      for (const [measure, spec] of Object.entries(table.measures)) {
        const at = `${path}.measures.${measure}`;
        const numeric = (p: string, c: unknown) => {
          if (typeof c !== 'string' || columns?.[c] !== 'number')
            problem(p, `a number column of ${name} (${list(names.filter((n) => columns?.[n] === 'number'))})`, c);
        };
        if (isObject(spec) && 'sum' in spec) numeric(`${at}.sum`, spec.sum);
        else if (isObject(spec) && Array.isArray(spec.ratio) && spec.ratio.length === 2) {
          numeric(`${at}.ratio[0]`, spec.ratio[0]);
          numeric(`${at}.ratio[1]`, spec.ratio[1]);
        } else problem(at, '{ "sum": <column> } or { "ratio": [<column>, <column>] }', spec);
      }
    }
    if (!array(`${path}.rows`, table.rows)) continue;
    (table.rows as unknown[]).forEach((row, i) => {
      const at = `${path}.rows[${i}]`;
      if (!object(at, row)) return;
      for (const [column, cell] of Object.entries(row)) {
        const type = columns?.[column];
        if (type === undefined) problem(`${at}.${column}`, `a column of ${name} (${list(names)})`, column);
        else if (type === 'number' ? typeof cell !== 'number' || !Number.isFinite(cell) : typeof cell !== 'string')
          problem(`${at}.${column}`, type === 'number' ? 'a number' : 'a string', cell);
      }
    });
  }
  // Fields are checked against the model the tables make (only once the tables are sound).
  const model: ReportModel | undefined = problems.length
    ? undefined
    : modelOf(value as unknown as ReportDefinitionJson);

  // Pages and their visuals.
  const pageNames: string[] = [];
  if (array('pages', value.pages, true)) {
    const pages = value.pages as unknown[];
    unique(
      'pages',
      pages.map((p) => (isObject(p) ? p.name : undefined)),
    );
    pages.forEach((page, p) => {
      const path = `pages[${p}]`;
      if (!object(path, page)) return;
      if (text(`${path}.name`, page.name)) pageNames.push(page.name as string);
      text(`${path}.displayName`, page.displayName);
      if (!array(`${path}.visuals`, page.visuals)) return;
      const visuals = page.visuals as unknown[];
      unique(
        `${path}.visuals`,
        visuals.map((v) => (isObject(v) ? v.name : undefined)),
      );
      visuals.forEach((visual, v) => {
        const at = `${path}.visuals[${v}]`;
        if (!object(at, visual)) return;
        text(`${at}.name`, visual.name);
        if (visual.title !== undefined) text(`${at}.title`, visual.title);
        const type = typeof visual.type === 'string' ? visualTypeOf(visual.type) : undefined;
        if (!type) problem(`${at}.type`, `one of ${list(DEFINITION_VISUAL_TYPES)}`, visual.type);
        if (visual.layout !== undefined && object(`${at}.layout`, visual.layout)) {
          for (const key of ['x', 'y', 'width', 'height']) {
            const n = visual.layout[key];
            if (typeof n !== 'number' || n < 0) problem(`${at}.layout.${key}`, 'a number ≥ 0', n);
          }
        }
        if (!object(`${at}.fields`, visual.fields)) return;
        const roles = type?.roles.map((r) => r.name) ?? [];
        const tablesUsed = new Set<unknown>();
        for (const [role, fields] of Object.entries(visual.fields)) {
          if (type && !roles.includes(role))
            problem(`${at}.fields.${role}`, `a data role of ${String(visual.type)} (${list(roles)})`, role);
          if (!array(`${at}.fields.${role}`, fields)) continue;
          (fields as unknown[]).forEach((field, f) => {
            const fieldPath = `${at}.fields.${role}[${f}]`;
            if (!object(fieldPath, field)) return;
            tablesUsed.add(field.table);
            const error = model && fieldError(field, model);
            if (error)
              problems.push(`${fieldPath} must be a field of the report's tables: ${error}; got ${got(field)}`);
          });
        }
        if (tablesUsed.size > 1)
          problems.push(`${at}.fields must all be of one table; got ${list([...tablesUsed].map(String))}`);
        if (tablesUsed.size === 0) problem(`${at}.fields`, 'at least one data field', visual.fields);
      });
    });
  }

  // Bookmarks.
  if (value.bookmarks !== undefined && array('bookmarks', value.bookmarks)) {
    (value.bookmarks as unknown[]).forEach((bookmark, b) => {
      const path = `bookmarks[${b}]`;
      if (!object(path, bookmark)) return;
      text(`${path}.name`, bookmark.name);
      text(`${path}.displayName`, bookmark.displayName);
      if (!pageNames.includes(bookmark.page as string))
        problem(`${path}.page`, `the name of a page (${list(pageNames)})`, bookmark.page);
      if (bookmark.reportFilters !== undefined) array(`${path}.reportFilters`, bookmark.reportFilters);
      if (bookmark.pageFilters !== undefined && object(`${path}.pageFilters`, bookmark.pageFilters)) {
        for (const [page, filters] of Object.entries(bookmark.pageFilters)) {
          if (!pageNames.includes(page))
            problem(`${path}.pageFilters.${page}`, `keyed by a page name (${list(pageNames)})`, page);
          array(`${path}.pageFilters.${page}`, filters);
        }
      }
    });
  }

  // The dataset and the paginated form.
  if (value.dataset !== undefined && object('dataset', value.dataset)) {
    text('dataset.id', value.dataset.id);
    if (value.dataset.name !== undefined) text('dataset.name', value.dataset.name);
  }
  if (value.paginated !== undefined && object('paginated', value.paginated)) {
    const paginated = value.paginated;
    const tableNames = Object.keys(tables ?? {});
    const table = isObject(tables) && typeof paginated.table === 'string' ? tables[paginated.table] : undefined;
    if (!isObject(table)) problem('paginated.table', `the name of a table (${list(tableNames)})`, paginated.table);
    const columns = isObject(table) && isObject(table.columns) ? Object.keys(table.columns) : [];
    const column = (path: string, c: unknown) => {
      if (isObject(table) && (typeof c !== 'string' || !columns.includes(c)))
        problem(path, `a column of ${String(paginated.table)} (${list(columns)})`, c);
    };
    if (paginated.columns !== undefined && array('paginated.columns', paginated.columns, true))
      (paginated.columns as unknown[]).forEach((c, i) => column(`paginated.columns[${i}]`, c));
    const perPage = paginated.rowsPerPage;
    if (perPage !== undefined && (typeof perPage !== 'number' || !Number.isInteger(perPage) || perPage < 1))
      problem('paginated.rowsPerPage', 'an integer ≥ 1', perPage);
    if (paginated.parameters !== undefined && array('paginated.parameters', paginated.parameters)) {
      (paginated.parameters as unknown[]).forEach((parameter, i) => {
        const path = `paginated.parameters[${i}]`;
        if (!object(path, parameter)) return;
        text(`${path}.name`, parameter.name);
        column(`${path}.column`, parameter.column);
        if (parameter.prompt !== undefined) text(`${path}.prompt`, parameter.prompt);
      });
    }
  }
  return problems;
}
