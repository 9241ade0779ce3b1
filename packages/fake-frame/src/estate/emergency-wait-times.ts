import { column, measure } from '../report/data-fields';
import { jitter, ratioMeasure, sumMeasure, weightedAverage } from '../report/report-model';
import { defineReport, inFilter } from './define-report';

const T = 'EDAttendances';

/** The Manchester triage levels, their target time to be seen and how long patients usually wait. */
const TRIAGE = [
  { level: '1 Immediate', share: 0.02, wait: 2, target: 0 },
  { level: '2 Very urgent', share: 0.12, wait: 9, target: 10 },
  { level: '3 Urgent', share: 0.38, wait: 48, target: 60 },
  { level: '4 Standard', share: 0.36, wait: 96, target: 120 },
  { level: '5 Non-urgent', share: 0.12, wait: 131, target: 240 },
];

const HOURS = Array.from({ length: 24 }, (_, h) => `${String(h).padStart(2, '0')}:00`);
// Arrivals per hour over the month: quiet at night, a peak late morning and another early evening.
const ARRIVALS = [38, 30, 24, 20, 18, 20, 28, 46, 70, 88, 96, 98, 94, 90, 86, 84, 88, 92, 90, 82, 72, 62, 52, 44];

function createData() {
  const rows = [];
  for (const [h, Hour] of HOURS.entries()) {
    // Waits grow when the department is busy.
    const load = ARRIVALS[h] / 70;
    for (const t of TRIAGE) {
      const Patients = Math.max(1, Math.round(ARRIVALS[h] * t.share * 4 * (1 + 0.15 * jitter(`${Hour}|${t.level}`))));
      const wait = t.wait * (0.7 + 0.4 * load) * (1 + 0.1 * jitter(`${Hour}|${t.level}|wait`));
      const seen = t.target === 0 ? 1 : Math.min(0.99, Math.max(0.4, 1.05 - (0.35 * wait) / t.target));
      rows.push({
        TriageLevel: t.level,
        Hour,
        Patients,
        WaitMinutes: Math.round(Patients * wait),
        SeenWithinTarget: Math.round(Patients * seen),
      });
    }
  }
  return { [T]: rows };
}

/** 'Emergency Department Wait Times': waits by triage level and hour of arrival, in September 2024. */
export const EMERGENCY_WAIT_TIMES = defineReport({
  id: 'b2c3d4e5-f607-4819-a2b3-c4d5e6f70803',
  displayName: 'Emergency Department Wait Times',
  model: {
    [T]: {
      columns: ['TriageLevel', 'Hour', 'Patients', 'WaitMinutes', 'SeenWithinTarget'],
      numeric: ['Patients', 'WaitMinutes', 'SeenWithinTarget'],
      measures: {
        'Average wait (min)': weightedAverage('WaitMinutes', 'Patients'),
        Attendances: sumMeasure('Patients'),
        'Seen within target': ratioMeasure('SeenWithinTarget', 'Patients'),
      },
    },
  },
  createData,
  pages: [
    {
      name: 'ReportSection1',
      displayName: 'Waits by triage level',
      visuals: [
        {
          name: 'averageWait',
          title: 'Average wait to be seen (minutes)',
          type: 'card',
          table: T,
          at: [20, 20, 300, 160],
          fields: { Values: [measure(T, 'Average wait (min)')] },
        },
        {
          name: 'triageSlicer',
          title: 'Triage level',
          type: 'slicer',
          table: T,
          at: [20, 190, 300, 510],
          fields: { Values: [column(T, 'TriageLevel')] },
        },
        {
          name: 'waitByTriage',
          title: 'Average wait by triage level (minutes)',
          type: 'clusteredBarChart',
          table: T,
          at: [340, 20, 920, 330],
          fields: { Category: [column(T, 'TriageLevel')], Y: [measure(T, 'Average wait (min)')] },
        },
        {
          name: 'waitsByHour',
          title: 'Waits by hour of arrival',
          type: 'tableEx',
          table: T,
          at: [340, 370, 920, 330],
          fields: {
            Values: [
              column(T, 'Hour'),
              measure(T, 'Attendances'),
              measure(T, 'Average wait (min)', 'Average wait (min)'),
              measure(T, 'Seen within target'),
            ],
          },
        },
      ],
    },
    {
      name: 'ReportSection2',
      displayName: 'Arrivals by hour',
      visuals: [
        {
          name: 'attendances',
          title: 'Attendances this month',
          type: 'card',
          table: T,
          at: [20, 20, 300, 330],
          fields: { Values: [measure(T, 'Attendances')] },
        },
        {
          name: 'withinTargetByTriage',
          title: 'Seen within target by triage level',
          type: 'clusteredBarChart',
          table: T,
          at: [340, 20, 920, 330],
          fields: { Category: [column(T, 'TriageLevel')], Y: [measure(T, 'Seen within target')] },
        },
        {
          name: 'arrivalsByHour',
          title: 'Arrivals by hour',
          type: 'tableEx',
          table: T,
          at: [20, 370, 1240, 330],
          fields: { Values: [column(T, 'Hour'), measure(T, 'Attendances'), measure(T, 'Average wait (min)')] },
        },
      ],
    },
  ],
  bookmarks: [
    {
      name: 'Bookmark1',
      displayName: 'Urgent and very urgent',
      activePage: 'ReportSection1',
      reportFilters: [inFilter(T, 'TriageLevel', ['2 Very urgent', '3 Urgent'])],
    },
    {
      name: 'Bookmark2',
      displayName: 'Night arrivals',
      activePage: 'ReportSection2',
      reportFilters: [inFilter(T, 'Hour', ['00:00', '01:00', '02:00', '03:00', '04:00', '05:00'])],
    },
  ],
});
