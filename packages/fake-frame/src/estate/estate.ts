import { SAMPLE_REPORT, type ReportDefinition } from '../report/report-definition';
import { BED_OCCUPANCY } from './bed-occupancy';
import type { EstateReport } from './define-report';
import { EMERGENCY_WAIT_TIMES } from './emergency-wait-times';
import { isHospitalEstateId, SERVICE_OVERVIEW } from './hospital-estate';
import { LAB_TURNAROUND } from './lab-turnaround';
import { PATIENT_ADMISSIONS } from './patient-admissions';
import { PHARMACY_INVENTORY } from './pharmacy-inventory';

/**
 * The local estate: one report per dashboard the demo's API seeds (apps/api/src/demo-accounts.json),
 * besides the hospital estate's 240, which all open one report (`./hospital-estate`).
 */
export const ESTATE_REPORTS: readonly EstateReport[] = [
  PATIENT_ADMISSIONS,
  BED_OCCUPANCY,
  EMERGENCY_WAIT_TIMES,
  LAB_TURNAROUND,
  PHARMACY_INVENTORY,
];

/** The estate keyed by report id (lower case: Power BI ids are GUIDs, compared without case). */
export const ESTATE: ReadonlyMap<string, EstateReport> = new Map(ESTATE_REPORTS.map((r) => [r.id.toLowerCase(), r]));

/**
 * What the frame serves for a report id the estate does not know: the sample report (`'sample'`,
 * the default, which the SDK's tests rely on with ids like `R1`) or nothing, so the load fails as
 * Power BI's does for a report that does not exist (`'notFound'`).
 */
export type UnknownReports = 'sample' | 'notFound';

/**
 * The report served for `id`: one of `own` (reports from JSON definitions, keyed by lower-case id),
 * else its estate report, else per `unknownReports`; undefined means not found.
 */
export function reportFor(
  id: string | undefined,
  unknownReports: UnknownReports = 'sample',
  own: ReadonlyMap<string, ReportDefinition> = new Map(),
): ReportDefinition | undefined {
  const known = id ? (own.get(id.toLowerCase()) ?? ESTATE.get(id.toLowerCase())) : undefined;
  if (known) return known;
  if (id && isHospitalEstateId(id)) return SERVICE_OVERVIEW;
  // Without an id there is nothing to look up (a create or quick create): the sample dataset.
  return unknownReports === 'notFound' && id ? undefined : SAMPLE_REPORT;
}
