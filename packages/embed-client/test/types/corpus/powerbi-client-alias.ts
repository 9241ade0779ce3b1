// Code written for powerbi-client, unchanged, with `powerbi-client` and `powerbi-models` installed
// as aliases of our packages (`"powerbi-client": "npm:@org/embed-client@…"`): the namespaces are
// ours, and the classes are the very ones @org/embed-client exports.
import * as pbi from 'powerbi-client';
import { models, service, factories, Report, type IReportEmbedConfiguration } from 'powerbi-client';
import * as powerbiModels from 'powerbi-models';
import { Report as OrgReport, type Page as OrgPage } from '@org/embed-client';

declare const container: HTMLElement;

const powerbi = new pbi.service.Service(
  pbi.factories.hpmFactory,
  pbi.factories.wpmpFactory,
  pbi.factories.routerFactory,
);
const same: service.Service = powerbi;
const config: IReportEmbedConfiguration = {
  type: 'report',
  tokenType: powerbiModels.TokenType.Aad,
  accessToken: 'TOKEN',
  embedUrl: 'https://app.powerbi.com/reportEmbed?reportId=R1',
  id: 'R1',
  permissions: models.Permissions.Read,
  viewMode: models.ViewMode.View,
  filters: [new powerbiModels.BasicFilter({ table: 'T', column: 'C' }, 'In', [1]).toJSON()],
};
const report = powerbi.embed(container, config) as Report;
// The alias and the scoped name are one class: no casts between them.
const scoped: OrgReport = report;
const back: pbi.Report = scoped;
const firstPage: Promise<OrgPage> = report.getActivePage();
const isReport: boolean = report instanceof OrgReport;
const filterType: powerbiModels.FilterType = models.FilterType.Basic;
const validation: powerbiModels.IError[] | undefined = models.validateReportLoad(config);
// @ts-expect-error the models namespace holds the protocol's types, not the client's classes
const notThere = powerbiModels.Report;
const hpm: service.IHpmFactory = factories.hpmFactory;

export { same, back, firstPage, isReport, filterType, validation, notThere, hpm };
