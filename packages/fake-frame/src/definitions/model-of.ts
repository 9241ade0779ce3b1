import { ratioMeasure, sumMeasure, type Measure, type ReportModel } from '../report/report-model';
import type { MeasureJson, ReportDefinitionJson } from './report-definition-json';

const measureOf = (spec: MeasureJson): Measure =>
  'sum' in spec ? sumMeasure(spec.sum) : ratioMeasure(spec.ratio[0], spec.ratio[1]);

/** The data model a JSON definition's tables make: columns in order, the number columns, the measures. */
export function modelOf(json: Pick<ReportDefinitionJson, 'tables'>): ReportModel {
  return Object.fromEntries(
    Object.entries(json.tables).map(([name, table]) => [
      name,
      {
        columns: Object.keys(table.columns),
        numeric: Object.keys(table.columns).filter((c) => table.columns[c] === 'number'),
        measures: Object.fromEntries(Object.entries(table.measures ?? {}).map(([m, spec]) => [m, measureOf(spec)])),
      },
    ]),
  );
}
