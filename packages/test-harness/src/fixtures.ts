/** A basic filter on the fake frame's admissions table (its sample report's data). */
export const ADMISSIONS_FILTER = {
  $schema: 'http://powerbi.com/product/schema#basic',
  target: { table: 'Admissions', column: 'Department' },
  operator: 'In',
  values: ['Cardiology', 'Oncology'],
  filterType: 1,
};
