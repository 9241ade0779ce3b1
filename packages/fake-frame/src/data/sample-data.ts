import { ratioMeasure, sumMeasure, type ReportModel } from '../report/report-model';

/** One row of `Admissions`: how many patients a ward admitted in a month, per age group. */
export interface AdmissionRow {
  Department: string;
  Ward: string;
  Month: string;
  AgeGroup: string;
  Admissions: number;
}

/** One row of `BedOccupancy`: a ward's staffed beds and occupied beds on a day. */
export interface BedOccupancyRow {
  Ward: string;
  Day: string;
  Beds: number;
  Occupied: number;
}

/** One row of `Readmissions`: a department's discharges in a month and how many came back within 30 days. */
export interface ReadmissionRow {
  Department: string;
  Month: string;
  Discharges: number;
  Readmissions: number;
}

/** The sample dataset, keyed by the table names filters target. */
export type SampleTables = {
  Admissions: AdmissionRow[];
  BedOccupancy: BedOccupancyRow[];
  Readmissions: ReadmissionRow[];
};

/** A table of the sample dataset. */
export type TableName = keyof SampleTables;

/** The columns of each table, in display order. */
export const TABLE_COLUMNS: { readonly [T in TableName]: readonly (keyof SampleTables[T][number] & string)[] } = {
  Admissions: ['Department', 'Ward', 'Month', 'AgeGroup', 'Admissions'],
  BedOccupancy: ['Ward', 'Day', 'Beds', 'Occupied'],
  Readmissions: ['Department', 'Month', 'Discharges', 'Readmissions'],
};

/** The sample report's model: its tables' columns, numeric columns and measures. */
export const SAMPLE_MODEL: ReportModel = {
  Admissions: {
    columns: TABLE_COLUMNS.Admissions,
    numeric: ['Admissions'],
    measures: { 'Total admissions': sumMeasure('Admissions') },
  },
  BedOccupancy: {
    columns: TABLE_COLUMNS.BedOccupancy,
    numeric: ['Beds', 'Occupied'],
    measures: { 'Occupancy rate': ratioMeasure('Occupied', 'Beds') },
  },
  Readmissions: {
    columns: TABLE_COLUMNS.Readmissions,
    numeric: ['Discharges', 'Readmissions'],
    measures: { 'Readmission rate': ratioMeasure('Readmissions', 'Discharges') },
  },
};

/** Wards of each department, with their staffed beds and typical monthly admissions. */
const WARDS = [
  { department: 'Cardiology', ward: 'Cardiac Care Unit', beds: 18, admissions: 120, occupancy: 0.91 },
  { department: 'Cardiology', ward: 'Ward 3A', beds: 28, admissions: 150, occupancy: 0.84 },
  { department: 'Emergency', ward: 'ED Observation', beds: 24, admissions: 420, occupancy: 0.78 },
  { department: 'General Medicine', ward: 'Ward 4A', beds: 32, admissions: 210, occupancy: 0.93 },
  { department: 'General Medicine', ward: 'Ward 4B', beds: 30, admissions: 190, occupancy: 0.88 },
  { department: 'Oncology', ward: 'Ward 5B', beds: 22, admissions: 95, occupancy: 0.86 },
  { department: 'Orthopedics', ward: 'Ward 2C', beds: 26, admissions: 130, occupancy: 0.8 },
  { department: 'Pediatrics', ward: "Children's Ward", beds: 20, admissions: 140, occupancy: 0.72 },
] as const;

/** The departments, in display order. */
export const DEPARTMENTS = [...new Set(WARDS.map((w) => w.department))];
/** The months covered by admissions and readmissions. */
export const MONTHS = ['2024-01', '2024-02', '2024-03', '2024-04', '2024-05', '2024-06'];
/** The age groups of admissions. */
export const AGE_GROUPS = ['0-17', '18-39', '40-64', '65+'];
/** The days covered by bed occupancy (the first two weeks of June 2024). */
export const DAYS = Array.from({ length: 14 }, (_, i) => `2024-06-${String(i + 1).padStart(2, '0')}`);

// Winter months are busier; the share of each age group depends on whether the ward treats children.
const SEASON = [1.12, 1.08, 1.0, 0.95, 0.92, 0.9];
const ADULT_AGE_SHARE = [0.03, 0.22, 0.35, 0.4];
const CHILD_AGE_SHARE = [1, 0, 0, 0];
const READMISSION_RATE: Record<string, number> = {
  Cardiology: 0.16,
  Emergency: 0.09,
  'General Medicine': 0.14,
  Oncology: 0.12,
  Orthopedics: 0.07,
  Pediatrics: 0.05,
};

/** A deterministic value in [-1, 1) for a key, so the data is the same on every start and in every test. */
function jitter(key: string): number {
  let hash = 2166136261;
  for (let i = 0; i < key.length; i++) hash = Math.imul(hash ^ key.charCodeAt(i), 16777619);
  return ((hash >>> 0) % 2000) / 1000 - 1;
}

/** Builds the sample dataset: about 300 rows in three tables, identical on every call. */
export function createSampleData(): SampleTables {
  const Admissions: AdmissionRow[] = [];
  for (const w of WARDS) {
    const shares = w.department === 'Pediatrics' ? CHILD_AGE_SHARE : ADULT_AGE_SHARE;
    MONTHS.forEach((Month, m) => {
      AGE_GROUPS.forEach((AgeGroup, a) => {
        if (shares[a] === 0) return;
        const base = w.admissions * SEASON[m] * shares[a];
        const count = Math.max(1, Math.round(base * (1 + 0.12 * jitter(`${w.ward}|${Month}|${AgeGroup}`))));
        Admissions.push({ Department: w.department, Ward: w.ward, Month, AgeGroup, Admissions: count });
      });
    });
  }

  const BedOccupancy: BedOccupancyRow[] = [];
  for (const w of WARDS) {
    for (const Day of DAYS) {
      const rate = Math.min(1, w.occupancy * (1 + 0.08 * jitter(`${w.ward}|${Day}`)));
      BedOccupancy.push({ Ward: w.ward, Day, Beds: w.beds, Occupied: Math.round(w.beds * rate) });
    }
  }

  const Readmissions: ReadmissionRow[] = [];
  for (const Department of DEPARTMENTS) {
    for (const Month of MONTHS) {
      const Discharges = Admissions.filter((r) => r.Department === Department && r.Month === Month).reduce(
        (sum, r) => sum + r.Admissions,
        0,
      );
      const rate = READMISSION_RATE[Department] * (1 + 0.2 * jitter(`${Department}|${Month}|readmit`));
      Readmissions.push({ Department, Month, Discharges, Readmissions: Math.round(Discharges * rate) });
    }
  }

  return { Admissions, BedOccupancy, Readmissions };
}
