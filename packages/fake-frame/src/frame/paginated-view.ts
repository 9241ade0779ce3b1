import { h } from '../report/dom';
import { formatValue } from '../report/format-value';
import { paginatedOf } from '../report/paginated-definition';
import { dataOf, type FrameState } from './frame-state';

/** What the person can do in a paginated report: turn pages, and view it with other parameter values. */
export interface PaginatedActions {
  showPaginatedPage(page: number): void;
  applyParameters(values: Record<string, string[]>): void;
}

type Row = Record<string, unknown>;

/** The rows a paginated report lists with its parameters' values (a parameter without values takes all). */
function paginatedRows(state: FrameState): Row[] {
  const layout = paginatedOf(state.report);
  const values = state.paginated?.parameters ?? {};
  const rows = (dataOf(state.report)[layout.table] ?? []) as Row[];
  return rows.filter((row) =>
    layout.parameters.every((p) => !values[p.name]?.length || values[p.name].includes(String(row[p.column]))),
  );
}

/** The number of pages a paginated report has with its parameters (at least 1: an empty report is one page). */
export function paginatedPageCount(state: FrameState): number {
  return Math.max(1, Math.ceil(paginatedRows(state).length / paginatedOf(state.report).rowsPerPage));
}

/**
 * A paginated report as Power BI shows one: its parameters panel (a box per parameter, filled from
 * the load's `parameterValues`, and a View report button), the page's rows, and the page bar
 * (first, previous, `Page 1 of N`, next, last).
 */
export function paginatedView(state: FrameState, actions: PaginatedActions, locale?: string): HTMLElement[] {
  const layout = paginatedOf(state.report);
  const values = state.paginated?.parameters ?? {};
  const rows = (dataOf(state.report)[layout.table] ?? []) as Row[];
  const numeric = new Set(state.report.model[layout.table]?.numeric ?? []);

  const boxes = layout.parameters.map((parameter) => {
    const chosen = values[parameter.name] ?? [];
    const options = [...new Set(rows.map((r) => String(r[parameter.column])))];
    const id = `ff-parameter-${parameter.name}`;
    const select = h(
      'select',
      { id, name: parameter.name, 'data-parameter': parameter.name, multiple: chosen.length > 1 },
      chosen.length > 1 ? false : h('option', { value: '' }, '(All)'),
      ...options.map((o) => h('option', { value: o, selected: chosen.includes(o) }, o)),
    );
    return h('div', { class: 'ff-parameter' }, h('label', { for: id }, parameter.prompt ?? parameter.name), select);
  });
  const form = h(
    'form',
    { class: 'ff-parameters', 'aria-label': 'Parameters' },
    h('h2', {}, 'Parameters'),
    ...boxes,
    h('button', { type: 'submit' }, 'View report'),
  );
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const chosen: Record<string, string[]> = {};
    for (const select of form.querySelectorAll('select')) {
      chosen[select.name] = [...select.selectedOptions].map((o) => o.value).filter(Boolean);
    }
    actions.applyParameters(chosen);
  });

  const count = paginatedPageCount(state);
  const page = Math.min(Math.max(1, state.paginated?.page ?? 1), count);
  const shown = paginatedRows(state).slice((page - 1) * layout.rowsPerPage, page * layout.rowsPerPage);
  const cell = (column: string, value: unknown) =>
    numeric.has(column) && typeof value === 'number' ? formatValue(value, 'count', locale) : String(value ?? '');
  const table = h(
    'table',
    { class: 'ff-paginated-rows' },
    h('thead', {}, h('tr', {}, ...layout.columns.map((c) => h('th', { scope: 'col' }, c)))),
    h('tbody', {}, ...shown.map((row) => h('tr', {}, ...layout.columns.map((c) => h('td', {}, cell(c, row[c])))))),
  );
  const turn = (label: string, to: number) => {
    const button = h('button', { type: 'button', disabled: to < 1 || to > count || to === page }, label);
    button.addEventListener('click', () => actions.showPaginatedPage(to));
    return button;
  };
  const bar = h(
    'nav',
    { class: 'ff-page-bar', 'aria-label': 'Report pages' },
    turn('First page', 1),
    turn('Previous page', page - 1),
    h(
      'span',
      { class: 'ff-page-number', 'data-page-number': page, 'data-page-count': count },
      `Page ${page} of ${count}`,
    ),
    turn('Next page', page + 1),
    turn('Last page', count),
  );
  const header = h(
    'header',
    { class: 'ff-header' },
    h('h1', { class: 'ff-title' }, state.reportName || state.report.displayName),
    h('span', { class: 'ff-kind' }, 'Paginated report'),
  );
  const sheet = h('main', { class: 'ff-paginated', 'aria-label': 'Report page', 'data-paginated-page': page }, table);
  return [header, h('div', { class: 'ff-body' }, form, h('div', { class: 'ff-paginated-sheet' }, bar, sheet))];
}
