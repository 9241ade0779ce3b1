import { column, measure, summed } from '../report/data-fields';
import { jitter, ratioMeasure, sumMeasure } from '../report/report-model';
import { defineReport, inFilter } from './define-report';

const T = 'WardCensus';

/** The wards, their unit type, staffed beds, usual occupancy and daily admissions. */
const WARDS = [
  { ward: 'Acute Medical Unit', unit: 'Medical', beds: 36, occupancy: 0.95, admitted: 14 },
  { ward: 'Ward 4A (Respiratory)', unit: 'Medical', beds: 28, occupancy: 0.92, admitted: 6 },
  { ward: 'Ward 4B (Elderly care)', unit: 'Medical', beds: 30, occupancy: 0.97, admitted: 5 },
  { ward: 'Ward 2C (Orthopaedics)', unit: 'Surgical', beds: 26, occupancy: 0.83, admitted: 7 },
  { ward: 'Surgical Assessment', unit: 'Surgical', beds: 20, occupancy: 0.76, admitted: 11 },
  { ward: 'Intensive Care', unit: 'Critical care', beds: 12, occupancy: 0.88, admitted: 2 },
  { ward: 'Coronary Care', unit: 'Critical care', beds: 10, occupancy: 0.81, admitted: 3 },
  { ward: "Children's Ward", unit: 'Paediatric', beds: 22, occupancy: 0.69, admitted: 8 },
];

/** The fortnight the census covers. */
const DAYS = Array.from({ length: 14 }, (_, i) => `2024-09-${String(i + 2).padStart(2, '0')}`);

function createData() {
  const rows = [];
  for (const Day of DAYS) {
    for (const w of WARDS) {
      const rate = Math.min(1, w.occupancy * (1 + 0.07 * jitter(`${w.ward}|${Day}|census`)));
      const Admitted = Math.max(0, Math.round(w.admitted * (1 + 0.35 * jitter(`${w.ward}|${Day}|in`))));
      const Discharged = Math.max(0, Math.round(w.admitted * (1 + 0.35 * jitter(`${w.ward}|${Day}|out`))));
      rows.push({
        Ward: w.ward,
        UnitType: w.unit,
        Day,
        Beds: w.beds,
        Occupied: Math.round(w.beds * rate),
        Admitted,
        Discharged,
      });
    }
  }
  return { [T]: rows };
}

/** 'Bed Occupancy': occupancy by ward and day, and the daily flow of admissions and discharges. */
export const BED_OCCUPANCY = defineReport({
  id: '7a8b9c0d-1e2f-4a3b-8c4d-5e6f7a8b9c02',
  displayName: 'Bed Occupancy',
  model: {
    [T]: {
      columns: ['Ward', 'UnitType', 'Day', 'Beds', 'Occupied', 'Admitted', 'Discharged'],
      numeric: ['Beds', 'Occupied', 'Admitted', 'Discharged'],
      measures: {
        'Occupancy rate': ratioMeasure('Occupied', 'Beds'),
        Admissions: sumMeasure('Admitted'),
        Discharges: sumMeasure('Discharged'),
      },
    },
  },
  createData,
  pages: [
    {
      name: 'ReportSection1',
      displayName: 'Occupancy by ward',
      visuals: [
        {
          name: 'occupancyRate',
          title: 'Bed occupancy',
          type: 'card',
          table: T,
          at: [20, 20, 300, 160],
          fields: { Values: [measure(T, 'Occupancy rate')] },
        },
        {
          name: 'unitTypeSlicer',
          title: 'Unit type',
          type: 'slicer',
          table: T,
          at: [20, 190, 300, 510],
          fields: { Values: [column(T, 'UnitType')] },
        },
        {
          name: 'occupancyByWard',
          title: 'Bed occupancy by ward',
          type: 'clusteredBarChart',
          table: T,
          at: [340, 20, 920, 330],
          fields: { Category: [column(T, 'Ward')], Y: [measure(T, 'Occupancy rate')] },
        },
        {
          name: 'occupancyByDay',
          title: 'Occupied beds by day',
          type: 'tableEx',
          table: T,
          at: [340, 370, 920, 330],
          fields: {
            Values: [
              column(T, 'Day'),
              summed(T, 'Occupied', 'Occupied'),
              summed(T, 'Beds', 'Beds'),
              measure(T, 'Occupancy rate', 'Occupancy'),
            ],
          },
        },
      ],
    },
    {
      name: 'ReportSection2',
      displayName: 'Admissions and discharges',
      visuals: [
        {
          name: 'dischargesTotal',
          title: 'Discharges this fortnight',
          type: 'card',
          table: T,
          at: [20, 20, 300, 330],
          fields: { Values: [measure(T, 'Discharges')] },
        },
        {
          name: 'dischargesByWard',
          title: 'Discharges by ward',
          type: 'clusteredBarChart',
          table: T,
          at: [340, 20, 920, 330],
          fields: { Category: [column(T, 'Ward')], Y: [measure(T, 'Discharges')] },
        },
        {
          name: 'flowByDay',
          title: 'Admissions and discharges by day',
          type: 'tableEx',
          table: T,
          at: [20, 370, 1240, 330],
          fields: {
            Values: [
              column(T, 'Day'),
              measure(T, 'Admissions'),
              measure(T, 'Discharges'),
              measure(T, 'Occupancy rate', 'Occupancy'),
            ],
          },
        },
      ],
    },
  ],
  bookmarks: [
    {
      name: 'Bookmark1',
      displayName: 'Critical care occupancy',
      activePage: 'ReportSection1',
      reportFilters: [inFilter(T, 'UnitType', ['Critical care'])],
    },
    {
      name: 'Bookmark2',
      displayName: 'Acute Medical Unit flow',
      activePage: 'ReportSection2',
      pageFilters: { ReportSection2: [inFilter(T, 'Ward', ['Acute Medical Unit'])] },
    },
  ],
});
