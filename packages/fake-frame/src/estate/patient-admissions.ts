import { SAMPLE_REPORT } from '../report/report-definition';
import type { EstateReport } from './define-report';

// Admissions by department and month is what the sample report's first page shows: the estate's
// Patient Admissions report is that page and the readmissions page, under the dashboard's name.
const pages = SAMPLE_REPORT.pages.filter((p) => p.name !== 'ReportSection2');

/** 'Patient Admissions': admissions by department, age group and month; 30-day readmissions. */
export const PATIENT_ADMISSIONS: EstateReport = {
  ...SAMPLE_REPORT,
  id: '3f1c2a9e-5b7d-4e21-9a0c-1d2e3f4a5b61',
  displayName: 'Patient Admissions',
  pages,
  bookmarks: SAMPLE_REPORT.bookmarks.filter((b) => pages.some((p) => p.name === b.activePage)),
};
