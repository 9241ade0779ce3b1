import type { ReportDefinition } from '../report/report-definition';
import { reportFromJson } from './report-from-json';

/** Reports from JSON definitions keyed by lower-case id (a later definition of an id wins); throws on an invalid one. */
export function ownReports(definitions: readonly unknown[]): ReadonlyMap<string, ReportDefinition> {
  return new Map(
    definitions.map((json, i) => {
      const report = reportFromJson(json, `reports[${i}]`);
      return [report.id.toLowerCase(), report];
    }),
  );
}
