// powerbi-report-authoring loaded as apps load it: imported for its side effect. It does
// `require('powerbi-client')` (an alias of @org/embed-client here) and adds its methods to
// Report.prototype, Page.prototype and VisualDescriptor.prototype; its typings augment
// powerbi-client's 'report', 'page' and 'visualDescriptor' modules, which land on our classes, so
// the calls below are typed by the plugin's declarations (no casts).
import 'powerbi-report-authoring';
import { models, type Page, type Report, type VisualDescriptor } from '@org/embed-client';

/** The plugin's methods, by the class it extends; `satisfies` checks the augmentation typed each one. */
const METHODS = {
  Report: ['getVisualCapabilities', 'getAvailableVisualTypes'] as const satisfies readonly (keyof Report)[],
  Page: ['createVisual', 'deleteVisual'] as const satisfies readonly (keyof Page)[],
  VisualDescriptor: [
    'changeType',
    'getCapabilities',
    'getDataFieldDisplayName',
    'setDataFieldDisplayName',
    'addDataField',
    'getDataFields',
    'removeDataField',
    'getProperty',
    'setProperty',
    'resetProperty',
  ] as const satisfies readonly (keyof VisualDescriptor)[],
};

/** `Class.method` for each of `names` that is not a function on `object`. */
function lacking<T extends object>(className: string, object: T, names: readonly (keyof T & string)[]): string[] {
  return names.filter((name) => typeof object[name] !== 'function').map((name) => `${className}.${name}`);
}

const TITLE: models.IVisualPropertySelector = { objectName: 'title', propertyName: 'titleText' };
const DEPARTMENT: models.IColumnTarget = { table: 'Admissions', column: 'Department' };

/**
 * Which of the plugin's methods are missing on the embedded report's objects, and the answers of
 * real calls against the frame: on a visual of the active page, and on a visual created, edited
 * and deleted again.
 */
export async function authoring(report: Report): Promise<{ missing: string[]; results: Record<string, unknown> }> {
  const page = await report.getActivePage();
  const visuals = await page.getVisuals();
  const missing = [
    ...lacking('Report', report, METHODS.Report),
    ...lacking('Page', page, METHODS.Page),
    ...visuals.flatMap((visual) => lacking('VisualDescriptor', visual, METHODS.VisualDescriptor)),
  ];
  const results: Record<string, unknown> = {};

  results.availableVisualTypes = await report.getAvailableVisualTypes();
  const barChart: models.IVisualCapabilities = await report.getVisualCapabilities('barChart');
  results.barChartRoles = barChart.dataRoles?.map((role) => role.name);

  // A visual the report has: its own data roles, the fields of the first, its title.
  const existing = visuals[0];
  const capabilities = await existing.getCapabilities();
  const role = capabilities.dataRoles?.[0]?.name;
  results.existing = {
    name: existing.name,
    type: existing.type,
    role,
    fields: role === undefined ? [] : await existing.getDataFields(role),
    title: await existing.getProperty(TITLE),
  };

  // A visual created on the active page, retyped, given a field and a title, then deleted.
  const { visual } = await page.createVisual('barChart', { x: 20, y: 20, width: 400, height: 240 });
  results.created = { name: visual.name, type: visual.type };
  await visual.changeType('columnChart');
  results.addDataField = await visual.addDataField('Category', DEPARTMENT);
  results.dataFields = await visual.getDataFields('Category');
  await visual.setDataFieldDisplayName('Category', 0, 'Department name');
  results.dataFieldDisplayName = await visual.getDataFieldDisplayName('Category', 0);
  await visual.setProperty(TITLE, { schema: 'http://powerbi.com/product/schema#property', value: 'By department' });
  results.title = await visual.getProperty(TITLE);
  await visual.resetProperty(TITLE);
  results.titleAfterReset = await visual.getProperty(TITLE);
  await visual.removeDataField('Category', 0);
  results.dataFieldsAfterRemove = await visual.getDataFields('Category');
  await page.deleteVisual(visual.name);
  results.visualsAfterDelete = (await page.getVisuals()).map((v) => v.name).includes(visual.name)
    ? 'still there'
    : 'deleted';

  return { missing, results };
}
