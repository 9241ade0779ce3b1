// A compilation that holds powerbi-client's own typings beside ours (an app migrating one screen
// at a time): its ambient `report`, `page` and `visualDescriptor` modules merge with the empty ones
// ours declare for plugins, and neither package's declarations may break the other's.
import * as theirs from 'powerbi-client';
import * as ours from '@org/embed-client';

declare const element: HTMLElement;

const their = new theirs.service.Service(
  theirs.factories.hpmFactory,
  theirs.factories.wpmpFactory,
  theirs.factories.routerFactory,
);
const our = new ours.service.Service(
  ours.factories.hpmFactory,
  ours.factories.wpmpFactory,
  ours.factories.routerFactory,
);
const theirReport = their.embed(element, { type: 'report' }) as theirs.Report;
const ourReport = our.embed(element, { type: 'report' }) as ours.Report;
const theirPages: Promise<theirs.Page[]> = theirReport.getPages();
const ourPages: Promise<ours.Page[]> = ourReport.getPages();

export { theirPages, ourPages };
