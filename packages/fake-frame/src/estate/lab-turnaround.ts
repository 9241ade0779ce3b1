import { column, measure } from '../report/data-fields';
import { jitter, ratioMeasure, sumMeasure, weightedAverage } from '../report/report-model';
import { defineReport, inFilter } from './define-report';

const T = 'LabResults';

/** The tests, their monthly volume and usual turnaround (minutes, routine priority). */
const TESTS = [
  { test: 'Full blood count', volume: 5200, minutes: 75 },
  { test: 'Urea and electrolytes', volume: 4800, minutes: 95 },
  { test: 'C-reactive protein', volume: 3100, minutes: 90 },
  { test: 'Troponin', volume: 1400, minutes: 60 },
  { test: 'Coagulation screen', volume: 1250, minutes: 85 },
  { test: 'Blood gas', volume: 900, minutes: 15 },
  { test: 'Urine culture', volume: 1100, minutes: 2160 },
  { test: 'Blood culture', volume: 420, minutes: 2880 },
];

/** Priorities: their share of the requests, how much faster they are done and their target (× routine). */
const PRIORITIES = [
  { priority: 'Stat', share: 0.12, speed: 0.45, target: 0.6 },
  { priority: 'Urgent', share: 0.28, speed: 0.7, target: 0.9 },
  { priority: 'Routine', share: 0.6, speed: 1, target: 1.3 },
];

const MONTHS = ['2024-04', '2024-05', '2024-06', '2024-07', '2024-08', '2024-09'];

function createData() {
  const rows = [];
  for (const Month of MONTHS) {
    for (const t of TESTS) {
      for (const p of PRIORITIES) {
        const key = `${Month}|${t.test}|${p.priority}`;
        const Tests = Math.max(1, Math.round(t.volume * p.share * (1 + 0.1 * jitter(key))));
        const minutes = t.minutes * p.speed * (1 + 0.15 * jitter(`${key}|tat`));
        const within = Math.min(0.99, Math.max(0.55, 1.1 - (0.3 * minutes) / (t.minutes * p.target)));
        rows.push({
          Test: t.test,
          Priority: p.priority,
          Month,
          Tests,
          TurnaroundMinutes: Math.round(Tests * minutes),
          WithinTarget: Math.round(Tests * within),
        });
      }
    }
  }
  return { [T]: rows };
}

/** 'Lab Turnaround': turnaround by test and priority, and monthly volumes against target. */
export const LAB_TURNAROUND = defineReport({
  id: 'c4d5e6f7-0819-4a2b-b3c4-d5e6f7081904',
  displayName: 'Lab Turnaround',
  model: {
    [T]: {
      columns: ['Test', 'Priority', 'Month', 'Tests', 'TurnaroundMinutes', 'WithinTarget'],
      numeric: ['Tests', 'TurnaroundMinutes', 'WithinTarget'],
      measures: {
        'Average turnaround (min)': weightedAverage('TurnaroundMinutes', 'Tests'),
        'Tests reported': sumMeasure('Tests'),
        'Within target': ratioMeasure('WithinTarget', 'Tests'),
      },
    },
  },
  createData,
  pages: [
    {
      name: 'ReportSection1',
      displayName: 'Turnaround by test',
      visuals: [
        {
          name: 'withinTarget',
          title: 'Reported within target',
          type: 'card',
          table: T,
          at: [20, 20, 300, 160],
          fields: { Values: [measure(T, 'Within target')] },
        },
        {
          name: 'prioritySlicer',
          title: 'Priority',
          type: 'slicer',
          table: T,
          at: [20, 190, 300, 510],
          fields: { Values: [column(T, 'Priority')] },
        },
        {
          name: 'turnaroundByTest',
          title: 'Average turnaround by test (minutes)',
          type: 'clusteredBarChart',
          table: T,
          at: [340, 20, 920, 330],
          fields: { Category: [column(T, 'Test')], Y: [measure(T, 'Average turnaround (min)')] },
        },
        {
          name: 'turnaroundByPriority',
          title: 'Turnaround by priority',
          type: 'tableEx',
          table: T,
          at: [340, 370, 920, 330],
          fields: {
            Values: [
              column(T, 'Priority'),
              measure(T, 'Tests reported'),
              measure(T, 'Average turnaround (min)'),
              measure(T, 'Within target'),
            ],
          },
        },
      ],
    },
    {
      name: 'ReportSection2',
      displayName: 'Volumes by month',
      visuals: [
        {
          name: 'testsReported',
          title: 'Tests reported, six months',
          type: 'card',
          table: T,
          at: [20, 20, 300, 330],
          fields: { Values: [measure(T, 'Tests reported')] },
        },
        {
          name: 'testsByTest',
          title: 'Tests reported by test',
          type: 'clusteredBarChart',
          table: T,
          at: [340, 20, 920, 330],
          fields: { Category: [column(T, 'Test')], Y: [measure(T, 'Tests reported')] },
        },
        {
          name: 'volumesByMonth',
          title: 'Volumes and turnaround by month',
          type: 'tableEx',
          table: T,
          at: [20, 370, 1240, 330],
          fields: {
            Values: [
              column(T, 'Month'),
              measure(T, 'Tests reported'),
              measure(T, 'Average turnaround (min)'),
              measure(T, 'Within target'),
            ],
          },
        },
      ],
    },
  ],
  bookmarks: [
    {
      name: 'Bookmark1',
      displayName: 'Stat requests',
      activePage: 'ReportSection1',
      reportFilters: [inFilter(T, 'Priority', ['Stat'])],
    },
    {
      name: 'Bookmark2',
      displayName: 'Cultures',
      activePage: 'ReportSection2',
      reportFilters: [inFilter(T, 'Test', ['Urine culture', 'Blood culture'])],
    },
  ],
});
