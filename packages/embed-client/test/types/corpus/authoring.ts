// powerbi-report-authoring, installed from npm, types the methods it adds by augmenting
// powerbi-client's `report`, `page` and `visualDescriptor` modules; with `powerbi-client` an alias
// of ours, the augmentation lands on our Report, Page and VisualDescriptor.
import 'powerbi-report-authoring';
import type { Report, Page, VisualDescriptor } from '@org/embed-client';
import { models } from '@org/embed-client';

declare const report: Report;
declare const page: Page;
declare const visual: VisualDescriptor;

async function author(): Promise<void> {
  const types: string[] = await report.getAvailableVisualTypes();
  const capabilities: models.IVisualCapabilities = await report.getVisualCapabilities('barChart');
  const created = await page.createVisual('barChart', { x: 10, y: 10, width: 300, height: 200 }, true);
  const createdVisual: VisualDescriptor = created.visual;
  await page.deleteVisual(createdVisual.name);
  await visual.changeType('columnChart');
  const own: models.IVisualCapabilities = await visual.getCapabilities();
  const fields: models.IBaseTarget[] = await visual.getDataFields('Category');
  const added: models.IError = await visual.addDataField('Category', { table: 'T', column: 'C' } as models.IBaseTarget);
  const name: string = await visual.getDataFieldDisplayName('Category', 0);
  await visual.setDataFieldDisplayName('Category', 0, 'Kind');
  await visual.removeDataField('Category', 0);
  const selector: models.IVisualPropertySelector = { objectName: 'title', propertyName: 'titleText' };
  const value: models.IVisualPropertyValue = await visual.getProperty(selector);
  await visual.setProperty(selector, { schema: 'http://powerbi.com/product/schema#property', value: 'Sales' });
  await visual.resetProperty(selector);
  console.log(types, capabilities, own, fields, added, name, value);
  // The augmentation is typed, not `any`:
  // @ts-expect-error createVisual needs a visual type
  await page.createVisual();
  // @ts-expect-error changeType takes a string
  await visual.changeType(42);
}

export { author };
