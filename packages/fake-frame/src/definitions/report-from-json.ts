import { defineReport, type EstateReport } from '../estate/define-report';
import type { DataField } from '../report/data-fields';
import { modelOf } from './model-of';
import type { ReportDefinitionJson, VisualJson } from './report-definition-json';
import { ReportDefinitionError } from './report-definition-error';
import { validateReportDefinition } from './validate-report-definition';

/** Where a visual without a `layout` goes: two columns, rows sharing the 1280×720 page's height. */
function gridPlace(index: number, count: number): [number, number, number, number] {
  const rows = Math.ceil(count / 2);
  const height = Math.floor((720 - 20 * (rows + 1)) / rows);
  return [20 + (index % 2) * 630, 20 + Math.floor(index / 2) * (height + 20), 610, height];
}

function fieldsOf(visual: VisualJson): Record<string, DataField[]> {
  return Object.fromEntries(
    Object.entries(visual.fields).map(([role, fields]) => [
      role,
      fields.map(({ displayName, ...target }) =>
        displayName === undefined
          ? { target: target as DataField['target'] }
          : { target: target as DataField['target'], displayName },
      ),
    ]),
  );
}

/**
 * The report a JSON definition describes, served like the estate's (pages, filters, visual data,
 * export, bookmarks). Throws a `ReportDefinitionError` listing every problem when it is not valid;
 * `source` names it in the message (a file name).
 */
export function reportFromJson(value: unknown, source = 'the report definition'): EstateReport {
  const problems = validateReportDefinition(value);
  if (problems.length) throw new ReportDefinitionError(source, problems);
  const json = structuredClone(value) as ReportDefinitionJson;
  const rows = Object.fromEntries(Object.entries(json.tables).map(([name, table]) => [name, table.rows]));
  return defineReport({
    id: json.id,
    displayName: json.displayName,
    model: modelOf(json),
    createData: () => rows,
    pages: json.pages.map((page) => ({
      name: page.name,
      displayName: page.displayName,
      visuals: page.visuals.map((visual, i) => {
        const fields = fieldsOf(visual);
        const { x, y, width, height } = visual.layout ?? {};
        return {
          name: visual.name,
          title: visual.title ?? '',
          type: visual.type,
          table: Object.values(fields).flat()[0].target.table,
          at: visual.layout ? [x!, y!, width!, height!] : gridPlace(i, page.visuals.length),
          fields,
        };
      }),
    })),
    bookmarks: (json.bookmarks ?? []).map(({ page, ...bookmark }) => ({ ...bookmark, activePage: page })),
    ...(json.dataset ? { dataset: json.dataset } : {}),
    ...(json.paginated ? { paginated: json.paginated } : {}),
  });
}
