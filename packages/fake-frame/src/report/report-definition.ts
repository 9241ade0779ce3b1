import {
  AGE_GROUPS,
  DAYS,
  DEPARTMENTS,
  MONTHS,
  type AdmissionRow,
  type BedOccupancyRow,
  type ReadmissionRow,
  createSampleData,
  SAMPLE_MODEL,
} from '../data/sample-data';
import type { IVisualPropertyValue } from '@org/embed-models';
import type { PaginatedDefinition } from './paginated-definition';
import { column, measure, summed, type DataField } from './data-fields';
import type { DataTables, ReportModel } from './report-model';
import { ratio, sumBy, total, type VisualData } from './visual-data';

/** Where a visual sits on its 1280×720 page. */
export interface VisualLayout {
  x: number;
  y: number;
  z: number;
  width: number;
  height: number;
}

/** A visual of a report: its stable name, title, Power BI type, table and how it is computed. */
export interface VisualDefinition {
  name: string;
  title: string;
  /**
   * The Power BI visual type the frame reports: `card`, `clusteredBarChart`, `tableEx`, `slicer` in
   * the sample report, any type of `VISUAL_TYPES` for a created or changed visual.
   */
  type: string;
  /** The table of the report's model it shows (filters on that table apply to it). */
  table: string;
  layout: VisualLayout;
  /** The fields of its data roles, by role name (`GET …/dataroles/<role>/fields`). */
  fields: Readonly<Record<string, readonly DataField[]>>;
  /** Formatting properties set with `PUT …/property`, keyed `<objectName>.<propertyName>`. */
  properties?: Readonly<Record<string, IVisualPropertyValue>>;
  /** The model its fields belong to, for a visual computed from its fields (the sample's when absent). */
  model?: ReportModel;
  compute(rows: never[]): VisualData;
}

/** A page of a report. */
export interface PageDefinition {
  name: string;
  displayName: string;
  /** True when the page also has a mobile (portrait) layout. */
  mobileLayout?: boolean;
  /** The page's default size in `GET /report/pages` (PAGE_SIZE when absent). */
  defaultSize?: { width: number; height: number };
  visuals: VisualDefinition[];
}

/** Page size every page reports (16:9, as a new Power BI page). */
export const PAGE_SIZE = { width: 1280, height: 720 };

/** The sample report's display name, shown in the frame's header and in `saved` events. */
export const REPORT_DISPLAY_NAME = 'Hospital operations (sample)';

/** A bookmark a report comes with: the page it opens and the filters it sets. */
export interface BookmarkDefinition {
  name: string;
  displayName: string;
  activePage: string;
  reportFilters?: unknown[];
  /** Page-level filters by page name. */
  pageFilters?: Record<string, unknown[]>;
}

/**
 * A report the frame can serve, as data: its name, pages and visuals, the model its fields and
 * filters target, how its rows are made, and its bookmarks. The frame's code works on whichever
 * definition the load names; nothing in it is specific to one report.
 */
export interface ReportDefinition {
  displayName: string;
  /** Its pages, in order; the first is active after a load without `pageName`. */
  pages: readonly PageDefinition[];
  model: ReportModel;
  /** Makes its dataset (deterministic: the same rows on every call). */
  createData(): DataTables;
  bookmarks: readonly BookmarkDefinition[];
  /** The dataset a create or quick create of this id opens on (the sample dataset when no report names it). */
  dataset?: { id: string; name?: string };
  /** How it shows as a paginated report (an `rdlEmbed` load); default: see `paginatedOf`. */
  paginated?: PaginatedDefinition;
}

// Typed helpers so each definition keeps its row type while the list stays homogeneous.
function visual<T>(
  definition: Omit<VisualDefinition, 'compute'> & { compute(rows: T[]): VisualData },
): VisualDefinition {
  return definition as VisualDefinition;
}

const layout = (x: number, y: number, width: number, height: number): VisualLayout => ({ x, y, z: 0, width, height });
const WARD_ORDER = (rows: readonly { Ward: string }[]) => [...new Set(rows.map((r) => r.Ward))];

const admissionsPage: PageDefinition = {
  name: 'ReportSection1',
  displayName: 'Admissions',
  mobileLayout: true,
  visuals: [
    visual<AdmissionRow>({
      name: 'totalAdmissions',
      title: 'Total admissions',
      type: 'card',
      table: 'Admissions',
      layout: layout(20, 20, 300, 160),
      fields: { Values: [summed('Admissions', 'Admissions')] },
      compute: (rows) => ({ kind: 'card', value: total(rows, (r) => r.Admissions), format: 'count' }),
    }),
    visual<AdmissionRow>({
      name: 'admissionsByDepartment',
      title: 'Admissions by department',
      type: 'clusteredBarChart',
      table: 'Admissions',
      layout: layout(340, 20, 920, 330),
      fields: { Category: [column('Admissions', 'Department')], Y: [summed('Admissions', 'Admissions')] },
      compute: (rows) => ({
        kind: 'bars',
        category: 'Department',
        bars: sumBy(
          rows,
          (r) => r.Department,
          (r) => r.Admissions,
          DEPARTMENTS,
        ),
        format: 'count',
      }),
    }),
    visual<AdmissionRow>({
      name: 'admissionsByAgeGroup',
      title: 'Admissions by age group',
      type: 'clusteredBarChart',
      table: 'Admissions',
      layout: layout(20, 370, 600, 330),
      fields: { Category: [column('Admissions', 'AgeGroup')], Y: [summed('Admissions', 'Admissions')] },
      compute: (rows) => ({
        kind: 'bars',
        category: 'AgeGroup',
        bars: sumBy(
          rows,
          (r) => r.AgeGroup,
          (r) => r.Admissions,
          AGE_GROUPS,
        ),
        format: 'count',
      }),
    }),
    visual<AdmissionRow>({
      name: 'admissionsByMonth',
      title: 'Admissions by month',
      type: 'tableEx',
      table: 'Admissions',
      layout: layout(640, 370, 620, 330),
      fields: { Values: [column('Admissions', 'Month'), summed('Admissions', 'Admissions', 'Admissions')] },
      compute: (rows) => ({
        kind: 'table',
        columns: [{ title: 'Month' }, { title: 'Admissions', format: 'count' }],
        rows: sumBy(
          rows,
          (r) => r.Month,
          (r) => r.Admissions,
          MONTHS,
        ).map((m) => [m.label, m.value]),
      }),
    }),
    visual<AdmissionRow>({
      name: 'departmentSlicer',
      title: 'Department',
      type: 'slicer',
      table: 'Admissions',
      layout: layout(20, 190, 300, 160),
      fields: { Values: [column('Admissions', 'Department')] },
      // A slicer lists every value of its column, whatever the filters: it is how they are chosen.
      compute: () => ({ kind: 'slicer', column: 'Department', items: DEPARTMENTS }),
    }),
  ],
};

const occupancyPage: PageDefinition = {
  name: 'ReportSection2',
  displayName: 'Bed occupancy',
  visuals: [
    visual<BedOccupancyRow>({
      name: 'averageOccupancy',
      title: 'Average bed occupancy',
      type: 'card',
      table: 'BedOccupancy',
      layout: layout(20, 20, 300, 160),
      fields: { Values: [measure('BedOccupancy', 'Occupancy rate')] },
      compute: (rows) => ({
        kind: 'card',
        value: ratio(
          total(rows, (r) => r.Occupied),
          total(rows, (r) => r.Beds),
        ),
        format: 'percent',
      }),
    }),
    visual<BedOccupancyRow>({
      name: 'occupancyByWard',
      title: 'Bed occupancy by ward',
      type: 'clusteredBarChart',
      table: 'BedOccupancy',
      layout: layout(340, 20, 920, 330),
      fields: { Category: [column('BedOccupancy', 'Ward')], Y: [measure('BedOccupancy', 'Occupancy rate')] },
      compute: (rows) => {
        const occupied = sumBy(
          rows,
          (r) => r.Ward,
          (r) => r.Occupied,
          WARD_ORDER(rows),
        );
        const beds = sumBy(
          rows,
          (r) => r.Ward,
          (r) => r.Beds,
          WARD_ORDER(rows),
        );
        return {
          kind: 'bars',
          category: 'Ward',
          bars: occupied.map((o, i) => ({ label: o.label, value: ratio(o.value, beds[i].value) })),
          format: 'percent',
        };
      },
    }),
    visual<BedOccupancyRow>({
      name: 'occupancyByDay',
      title: 'Occupied beds by day',
      type: 'tableEx',
      table: 'BedOccupancy',
      layout: layout(20, 370, 1240, 330),
      fields: {
        Values: [
          column('BedOccupancy', 'Day'),
          summed('BedOccupancy', 'Occupied', 'Occupied'),
          summed('BedOccupancy', 'Beds', 'Beds'),
          measure('BedOccupancy', 'Occupancy rate', 'Occupancy'),
        ],
      },
      compute: (rows) => {
        const occupied = sumBy(
          rows,
          (r) => r.Day,
          (r) => r.Occupied,
          DAYS,
        );
        const beds = sumBy(
          rows,
          (r) => r.Day,
          (r) => r.Beds,
          DAYS,
        );
        return {
          kind: 'table',
          columns: [
            { title: 'Day' },
            { title: 'Occupied', format: 'count' },
            { title: 'Beds', format: 'count' },
            { title: 'Occupancy', format: 'percent' },
          ],
          rows: occupied.map((o, i) => [o.label, o.value, beds[i].value, ratio(o.value, beds[i].value)]),
        };
      },
    }),
  ],
};

const readmissionsPage: PageDefinition = {
  name: 'ReportSection3',
  displayName: 'Readmissions',
  visuals: [
    visual<ReadmissionRow>({
      name: 'readmissionRate',
      title: '30-day readmission rate',
      type: 'card',
      table: 'Readmissions',
      layout: layout(20, 20, 300, 160),
      fields: { Values: [measure('Readmissions', 'Readmission rate')] },
      compute: (rows) => ({
        kind: 'card',
        value: ratio(
          total(rows, (r) => r.Readmissions),
          total(rows, (r) => r.Discharges),
        ),
        format: 'percent',
      }),
    }),
    visual<ReadmissionRow>({
      name: 'readmissionRateByDepartment',
      title: '30-day readmission rate by department',
      type: 'clusteredBarChart',
      table: 'Readmissions',
      layout: layout(340, 20, 920, 330),
      fields: { Category: [column('Readmissions', 'Department')], Y: [measure('Readmissions', 'Readmission rate')] },
      compute: (rows) => {
        const readmitted = sumBy(
          rows,
          (r) => r.Department,
          (r) => r.Readmissions,
          DEPARTMENTS,
        );
        const discharged = sumBy(
          rows,
          (r) => r.Department,
          (r) => r.Discharges,
          DEPARTMENTS,
        );
        return {
          kind: 'bars',
          category: 'Department',
          bars: readmitted.map((r, i) => ({ label: r.label, value: ratio(r.value, discharged[i].value) })),
          format: 'percent',
        };
      },
    }),
    visual<ReadmissionRow>({
      name: 'readmissionsByMonth',
      title: 'Readmissions by month',
      type: 'tableEx',
      table: 'Readmissions',
      layout: layout(20, 370, 1240, 330),
      fields: {
        Values: [
          column('Readmissions', 'Month'),
          summed('Readmissions', 'Discharges', 'Discharges'),
          summed('Readmissions', 'Readmissions', 'Readmissions'),
          measure('Readmissions', 'Readmission rate', 'Rate'),
        ],
      },
      compute: (rows) => {
        const readmitted = sumBy(
          rows,
          (r) => r.Month,
          (r) => r.Readmissions,
          MONTHS,
        );
        const discharged = sumBy(
          rows,
          (r) => r.Month,
          (r) => r.Discharges,
          MONTHS,
        );
        return {
          kind: 'table',
          columns: [
            { title: 'Month' },
            { title: 'Discharges', format: 'count' },
            { title: 'Readmissions', format: 'count' },
            { title: 'Rate', format: 'percent' },
          ],
          rows: readmitted.map((r, i) => [r.label, discharged[i].value, r.value, ratio(r.value, discharged[i].value)]),
        };
      },
    }),
  ],
};

/** The pages of the sample report, in order; the first is active after a load without `pageName`. */
export const REPORT_PAGES: readonly PageDefinition[] = [admissionsPage, occupancyPage, readmissionsPage];

const inFilter = (table: string, column: string, values: string[]) => ({
  $schema: 'http://powerbi.com/product/schema#basic',
  target: { table, column },
  filterType: 1,
  operator: 'In',
  values,
});

/** The sample report: what the frame serves for a report id it does not know (by default). */
export const SAMPLE_REPORT: ReportDefinition = {
  displayName: REPORT_DISPLAY_NAME,
  pages: REPORT_PAGES,
  model: SAMPLE_MODEL,
  createData: createSampleData,
  bookmarks: [
    {
      name: 'Bookmark1',
      displayName: 'Cardiology admissions',
      activePage: 'ReportSection1',
      reportFilters: [inFilter('Admissions', 'Department', ['Cardiology'])],
    },
    {
      name: 'Bookmark2',
      displayName: 'Ward 4A occupancy',
      activePage: 'ReportSection2',
      pageFilters: { ReportSection2: [inFilter('BedOccupancy', 'Ward', ['Ward 4A'])] },
    },
    {
      name: 'Bookmark3',
      displayName: 'Readmissions, first quarter',
      activePage: 'ReportSection3',
      reportFilters: [inFilter('Readmissions', 'Month', ['2024-01', '2024-02', '2024-03'])],
    },
  ],
};

/** The page named `name`, if the report (the sample one by default) has it. */
export function findPage(name: string, report: ReportDefinition = SAMPLE_REPORT): PageDefinition | undefined {
  return report.pages.find((p) => p.name === name);
}

/** Computes a visual from the dataset and the filters that apply to it (report, page and visual level). */
export function computeVisual(
  definition: VisualDefinition,
  data: DataTables,
  filterRows: (table: string, rows: readonly object[]) => object[],
): VisualData {
  return definition.compute(filterRows(definition.table, data[definition.table] ?? []) as never[]);
}
