import { VisualDataRoleKind, type IColumnTarget } from '@org/embed-models';
import { SAMPLE_MODEL } from '../data/sample-data';
import { displayNameOf, evaluateField, isValueField, type DataField } from './data-fields';
import type { DataTables, ReportModel } from './report-model';
import type { VisualDefinition } from './report-definition';
import type { VisualData } from './visual-data';
import { visualTypeOf } from './visual-types';

type Row = Record<string, unknown>;

/** A visual's fields, by data role name. */
export type VisualFields = Readonly<Record<string, readonly DataField[]>>;

/** A field the visual shows: a category it groups by, or a value it summarizes. */
interface Part {
  field: DataField;
  value: boolean;
}

/**
 * The fields a visual of `type` shows, in the order of its roles and of the fields in each role:
 * fields of a Measure role are values, of a Grouping role categories, of a GroupingOrMeasure role
 * values when they summarize (measure, aggregation, numeric column). Tooltips are not drawn.
 */
function visualParts(type: string, fields: VisualFields, model: ReportModel = SAMPLE_MODEL): Part[] {
  const roles = visualTypeOf(type)?.roles ?? [];
  return roles
    .filter((role) => role.name !== 'Tooltips')
    .flatMap((role) =>
      (fields[role.name] ?? []).map((field) => ({
        field,
        value:
          role.kind === VisualDataRoleKind.Measure ||
          (role.kind === VisualDataRoleKind.GroupingOrMeasure && isValueField(field.target, model)),
      })),
    );
}

/** The title Power BI gives a visual that has none: its values by its categories (`Sum of Admissions by Ward`). */
export function autoTitle(type: string, fields: VisualFields, model: ReportModel = SAMPLE_MODEL): string {
  const parts = visualParts(type, fields, model);
  const names = (value: boolean) =>
    parts
      .filter((p) => p.value === value)
      .map((p) => displayNameOf(p.field))
      .join(' and ');
  const [values, categories] = [names(true), names(false)];
  return values && categories ? `${values} by ${categories}` : values || categories;
}

/** A visual's own title: the one it was given, else the one its fields make. */
export const ownTitle = (visual: VisualDefinition): string =>
  visual.title || autoTitle(visual.type, visual.fields, visual.model);

const columnOf = (field: DataField) => (field.target as IColumnTarget).column;

/** The rows grouped by the values of `categories`, in the order the groups first appear (one group without categories). */
function groupRows(rows: readonly Row[], categories: readonly DataField[]): { labels: string[]; rows: Row[] }[] {
  if (!categories.length) return [{ labels: [], rows: [...rows] }];
  const groups = new Map<string, { labels: string[]; rows: Row[] }>();
  for (const row of rows) {
    const labels = categories.map((c) => String(row[columnOf(c)]));
    const key = JSON.stringify(labels);
    let group = groups.get(key);
    if (!group) groups.set(key, (group = { labels, rows: [] }));
    group.rows.push(row);
  }
  return [...groups.values()];
}

/**
 * What a visual of `type` with these fields shows, computed from the (filtered) rows of its table:
 * a card the first field's value; bars the first value per first category; a table a row per
 * combination of its categories with its values; a slicer every value of its column (from
 * `data`, whatever the filters). A visual without the fields it needs is empty.
 */
export function computeFromFields(
  type: string,
  fields: VisualFields,
  rows: readonly Row[],
  data: DataTables,
  model: ReportModel = SAMPLE_MODEL,
): VisualData {
  const parts = visualParts(type, fields, model);
  const evaluate = (target: DataField['target'], of: readonly Row[]) => evaluateField(target, of, model);
  const categories = parts.filter((p) => !p.value).map((p) => p.field);
  const values = parts.filter((p) => p.value).map((p) => p.field);
  switch (visualTypeOf(type)?.render) {
    case 'card': {
      const field = parts[0]?.field;
      if (!field) return { kind: 'empty' };
      return { kind: 'card', ...evaluate(field.target, rows) };
    }
    case 'bars': {
      const [category] = categories;
      const [value] = values;
      if (!value) return { kind: 'empty' };
      const groups = groupRows(rows, category ? [category] : []);
      return {
        kind: 'bars',
        category: category ? columnOf(category) : displayNameOf(value),
        bars: groups.map((g) => ({
          label: g.labels[0] ?? displayNameOf(value),
          value: evaluate(value.target, g.rows).value,
        })),
        format: evaluate(value.target, []).format,
      };
    }
    case 'slicer': {
      const [category] = categories;
      if (!category) return { kind: 'empty' };
      const all = (data[category.target.table] ?? []) as readonly Row[];
      return {
        kind: 'slicer',
        column: columnOf(category),
        items: [...new Set(all.map((r) => String(r[columnOf(category)])))],
      };
    }
    case 'table': {
      if (!parts.length) return { kind: 'empty' };
      return {
        kind: 'table',
        columns: parts.map((p) =>
          p.value
            ? { title: displayNameOf(p.field), format: evaluate(p.field.target, []).format }
            : { title: displayNameOf(p.field) },
        ),
        rows: groupRows(rows, categories).map((group) => {
          let label = 0;
          return parts.map((p) => (p.value ? evaluate(p.field.target, group.rows).value : group.labels[label++]));
        }),
      };
    }
    default:
      return { kind: 'empty' };
  }
}

/**
 * The visual with another type or other fields: a copy (the sample report is never changed) that
 * is computed from its fields from now on, on the table of its fields.
 */
export function authoredVisual(
  visual: VisualDefinition,
  change: { type?: string; fields?: VisualFields },
  data: DataTables,
  model: ReportModel = SAMPLE_MODEL,
): VisualDefinition {
  const type = change.type ?? visual.type;
  const fields = change.fields ?? visual.fields;
  const first = Object.values(fields).flat()[0];
  return {
    ...visual,
    type,
    fields,
    table: first?.target.table ?? visual.table,
    model,
    compute: (rows: Row[]) => computeFromFields(type, fields, rows, data, model),
  } as VisualDefinition;
}
