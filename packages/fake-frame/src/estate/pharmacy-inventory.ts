import { column, measure } from '../report/data-fields';
import { jitter, sumMeasure } from '../report/report-model';
import { defineReport, inFilter } from './define-report';

const STOCK = 'Stock';
const EXPIRY = 'Expiry';

/** Drug classes and a few drugs of each, with the usual units held across the hospital. */
const CLASSES = [
  { drugClass: 'Analgesics', drugs: ['Paracetamol 500 mg', 'Morphine 10 mg/ml', 'Ibuprofen 400 mg'], units: 5200 },
  {
    drugClass: 'Antibiotics',
    drugs: ['Amoxicillin 500 mg', 'Co-amoxiclav 1.2 g', 'Piperacillin/tazobactam 4.5 g'],
    units: 3100,
  },
  { drugClass: 'Anticoagulants', drugs: ['Enoxaparin 40 mg', 'Apixaban 5 mg', 'Heparin 5,000 units'], units: 2300 },
  { drugClass: 'Antiemetics', drugs: ['Ondansetron 4 mg', 'Cyclizine 50 mg'], units: 1500 },
  { drugClass: 'Cardiovascular', drugs: ['Bisoprolol 2.5 mg', 'Furosemide 40 mg', 'Amlodipine 5 mg'], units: 2700 },
  { drugClass: 'Insulins', drugs: ['Insulin aspart 100 u/ml', 'Insulin glargine 100 u/ml'], units: 640 },
  { drugClass: 'Sedatives', drugs: ['Midazolam 5 mg/ml', 'Propofol 1%'], units: 820 },
];

const LOCATIONS = ['Main pharmacy', 'Emergency department', 'Intensive care', 'Ward stock'];
const LOCATION_SHARE = [0.55, 0.15, 0.12, 0.18];
const EXPIRY_MONTHS = ['2024-10', '2024-11', '2024-12', '2025-01', '2025-02', '2025-03'];

function createData() {
  const stock = [];
  for (const c of CLASSES) {
    for (const Drug of c.drugs) {
      for (const [l, Location] of LOCATIONS.entries()) {
        const OnHand = Math.max(
          5,
          Math.round((c.units / c.drugs.length) * LOCATION_SHARE[l] * (1 + 0.3 * jitter(`${Drug}|${Location}`))),
        );
        const ReorderLevel = Math.round((c.units / c.drugs.length) * LOCATION_SHARE[l] * 0.6);
        stock.push({
          DrugClass: c.drugClass,
          Drug,
          Location,
          OnHand,
          ReorderLevel,
          BelowReorder: OnHand < ReorderLevel ? 1 : 0,
        });
      }
    }
  }
  const expiry = [];
  for (const [m, ExpiryMonth] of EXPIRY_MONTHS.entries()) {
    for (const c of CLASSES) {
      // Most stock expires far out; a little is always close.
      const Units = Math.max(
        0,
        Math.round(c.units * (0.02 + 0.03 * m) * (1 + 0.4 * jitter(`${c.drugClass}|${ExpiryMonth}`))),
      );
      expiry.push({ DrugClass: c.drugClass, ExpiryMonth, Units });
    }
  }
  return { [STOCK]: stock, [EXPIRY]: expiry };
}

/** 'Pharmacy Inventory': stock on hand by drug class and location, and what expires in the next months. */
export const PHARMACY_INVENTORY = defineReport({
  id: 'd6e7f809-1a2b-4c3d-8e4f-5a6b7c8d9e05',
  displayName: 'Pharmacy Inventory',
  model: {
    [STOCK]: {
      columns: ['DrugClass', 'Drug', 'Location', 'OnHand', 'ReorderLevel', 'BelowReorder'],
      numeric: ['OnHand', 'ReorderLevel', 'BelowReorder'],
      measures: {
        'Units on hand': sumMeasure('OnHand'),
        'Reorder level': sumMeasure('ReorderLevel'),
        'Lines below reorder level': sumMeasure('BelowReorder'),
      },
    },
    [EXPIRY]: {
      columns: ['DrugClass', 'ExpiryMonth', 'Units'],
      numeric: ['Units'],
      measures: { 'Units expiring': sumMeasure('Units') },
    },
  },
  createData,
  pages: [
    {
      name: 'ReportSection1',
      displayName: 'Stock by drug class',
      visuals: [
        {
          name: 'unitsOnHand',
          title: 'Units on hand',
          type: 'card',
          table: STOCK,
          at: [20, 20, 300, 160],
          fields: { Values: [measure(STOCK, 'Units on hand')] },
        },
        {
          name: 'drugClassSlicer',
          title: 'Drug class',
          type: 'slicer',
          table: STOCK,
          at: [20, 190, 300, 510],
          fields: { Values: [column(STOCK, 'DrugClass')] },
        },
        {
          name: 'stockByClass',
          title: 'Units on hand by drug class',
          type: 'clusteredBarChart',
          table: STOCK,
          at: [340, 20, 920, 330],
          fields: { Category: [column(STOCK, 'DrugClass')], Y: [measure(STOCK, 'Units on hand')] },
        },
        {
          name: 'stockByDrug',
          title: 'Stock by drug',
          type: 'tableEx',
          table: STOCK,
          at: [340, 370, 920, 330],
          fields: {
            Values: [
              column(STOCK, 'Drug'),
              measure(STOCK, 'Units on hand'),
              measure(STOCK, 'Reorder level'),
              measure(STOCK, 'Lines below reorder level', 'Below reorder'),
            ],
          },
        },
      ],
    },
    {
      name: 'ReportSection2',
      displayName: 'Expiry',
      visuals: [
        {
          name: 'expiringUnits',
          title: 'Units expiring by March 2025',
          type: 'card',
          table: EXPIRY,
          at: [20, 20, 300, 330],
          fields: { Values: [measure(EXPIRY, 'Units expiring')] },
        },
        {
          name: 'expiringByClass',
          title: 'Units expiring by drug class',
          type: 'clusteredBarChart',
          table: EXPIRY,
          at: [340, 20, 920, 330],
          fields: { Category: [column(EXPIRY, 'DrugClass')], Y: [measure(EXPIRY, 'Units expiring')] },
        },
        {
          name: 'expiryByMonth',
          title: 'Units expiring by month',
          type: 'tableEx',
          table: EXPIRY,
          at: [20, 370, 1240, 330],
          fields: { Values: [column(EXPIRY, 'ExpiryMonth'), measure(EXPIRY, 'Units expiring')] },
        },
      ],
    },
  ],
  bookmarks: [
    {
      name: 'Bookmark1',
      displayName: 'Antibiotics stock',
      activePage: 'ReportSection1',
      reportFilters: [inFilter(STOCK, 'DrugClass', ['Antibiotics'])],
    },
    {
      name: 'Bookmark2',
      displayName: 'Expiring this year',
      activePage: 'ReportSection2',
      pageFilters: { ReportSection2: [inFilter(EXPIRY, 'ExpiryMonth', ['2024-10', '2024-11', '2024-12'])] },
    },
  ],
});
