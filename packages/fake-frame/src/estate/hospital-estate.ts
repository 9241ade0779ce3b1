import type { ReportDefinition } from '../report/report-definition';
import { BED_OCCUPANCY } from './bed-occupancy';

/** How many dashboards the hospital estate has: Diego's in apps/api/src/demo-accounts.json. */
export const HOSPITAL_ESTATE_SIZE = 240;

const ID_PREFIX = 'e57a7e00-0000-4000-8000-';

/** The report id of the hospital estate's `n`th dashboard (1 to 240): `e57a7e00-0000-4000-8000-000000000001`, … */
export function hospitalEstateId(n: number): string {
  return ID_PREFIX + String(n).padStart(12, '0');
}

/** Whether `id` (any case) is one of the hospital estate's 240 report ids. */
export function isHospitalEstateId(id: string): boolean {
  const lower = id.toLowerCase();
  if (!lower.startsWith(ID_PREFIX) || !/^\d{12}$/.test(lower.slice(ID_PREFIX.length))) return false;
  const n = Number(lower.slice(ID_PREFIX.length));
  return n >= 1 && n <= HOSPITAL_ESTATE_SIZE;
}

/**
 * The one report every dashboard of the hospital estate opens: a service's occupancy and patient
 * flow (the Bed Occupancy report's pages and data under a name of its own). The estate is there to
 * show a viewer's sidebar at the size of a real organisation's; 240 reports of their own would
 * add nothing to that.
 */
export const SERVICE_OVERVIEW: ReportDefinition = { ...BED_OCCUPANCY, displayName: 'Service Overview' };
