/** Medical demo dashboards; the ids are what `@org/fake-frame` receives as `reportId`. */
export const DEMO_REPORTS = [
  { id: '3f1c2a9e-5b7d-4e21-9a0c-1d2e3f4a5b61', name: 'Patient Admissions' },
  { id: '7a8b9c0d-1e2f-4a3b-8c4d-5e6f7a8b9c02', name: 'Bed Occupancy' },
  { id: 'b2c3d4e5-f607-4819-a2b3-c4d5e6f70803', name: 'Emergency Department Wait Times' },
  { id: 'c4d5e6f7-0819-4a2b-b3c4-d5e6f7081904', name: 'Lab Turnaround' },
  { id: 'd6e7f809-1a2b-4c3d-8e4f-5a6b7c8d9e05', name: 'Pharmacy Inventory' },
] as const;

/**
 * Demo people. The first two are the default accounts of `@org/local-identity`, so the local
 * demo signs in out of the box: one sees every dashboard, one a subset. The third is disabled
 * (login answers 400 USER_NOT_FOUND).
 */
export const DEMO_USERS = [
  {
    email: 'adele.vance@contoso.example',
    displayName: 'Adele Vance',
    disabled: false,
    reports: DEMO_REPORTS.map((r) => r.id),
  },
  {
    email: 'alex.wilber@contoso.example',
    displayName: 'Alex Wilber',
    disabled: false,
    reports: [DEMO_REPORTS[0].id, DEMO_REPORTS[2].id, DEMO_REPORTS[4].id],
  },
  {
    email: 'former.staff@contoso.example',
    displayName: 'Former Staff',
    disabled: true,
    reports: [DEMO_REPORTS[1].id],
  },
] as const;
