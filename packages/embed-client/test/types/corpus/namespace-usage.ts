// Typed usage written the way powerbi-client's users write it, against @org/embed-client's emitted
// declarations. Compiled by ../emitted-types.test.ts; every line must type-check, and every
// `@ts-expect-error` must find an error (so no type here is secretly `any`).
import * as pbi from '@org/embed-client';
import { factories, models, service, type IEmbedConfiguration, type Report } from '@org/embed-client';

declare const element: HTMLElement;

// service.Service is the class, as a value and as a type.
const powerbi: service.Service = new service.Service(
  factories.hpmFactory,
  factories.wpmpFactory,
  factories.routerFactory,
);
const viaNamespace: pbi.service.Service = new pbi.service.Service(
  pbi.factories.hpmFactory,
  pbi.factories.wpmpFactory,
  pbi.factories.routerFactory,
  { logMessages: false },
);
// @ts-expect-error a Service is not a string
const notAService: service.Service = 'powerbi';

// The namespace's generic types are generic.
const event: service.IEvent<number> = { type: 'report', id: 'u1', name: 'loaded', value: 1 };
// @ts-expect-error the value of an IEvent<number> is a number
const wrongEvent: service.IEvent<number> = { type: 'report', id: 'u1', name: 'loaded', value: 'one' };
const onError: service.IEventHandler<models.IError> = (e: service.ICustomEvent<models.IError>) => e.detail.message;
const detailOf = (e: pbi.service.ICustomEvent<{ newPage: { name: string } }>): string => e.detail.newPage.name;

// The factory and configuration types of the namespace.
const hpmFactory: service.IHpmFactory = factories.hpmFactory;
const wpmpFactory: service.IWpmpFactory = factories.wpmpFactory;
const routerFactory: service.IRouterFactory = factories.routerFactory;
const serviceConfig: service.IServiceConfiguration = { autoEmbedOnContentLoaded: false, onError: () => undefined };
const debug: service.IDebugOptions = { logMessages: true, wpmpName: 'host' };
// @ts-expect-error logMessages is a boolean
const badDebug: service.IDebugOptions = { logMessages: 'yes' };
const asElement = (el: HTMLElement) => el as service.IPowerBiElement;
const componentFactory: service.EmbedComponentFactory = (s, el, config) => s.embed(el, config);
const componentConfig: service.IComponentEmbedConfiguration = { type: 'report' };
const withHpm: service.IService = powerbi;

// Embedding as in powerbi-client's samples.
const config: IEmbedConfiguration = {
  type: 'report',
  id: 'R1',
  embedUrl: 'https://app.powerbi.com/reportEmbed?reportId=R1',
  accessToken: 'TOKEN',
  tokenType: models.TokenType.Embed,
  permissions: models.Permissions.All,
  settings: { panes: { filters: { expanded: false, visible: false } }, background: models.BackgroundType.Transparent },
};
const report = powerbi.embed(element, config) as Report;
report.on('loaded', () => undefined);
report.on('error', onError);
report.off('loaded');
const pages: Promise<pbi.Page[]> = report.getPages();
const filter: models.IBasicFilter = new models.BasicFilter({ table: 'T', column: 'C' }, 'In', ['a']).toJSON();
const applied: Promise<unknown> = report.updateFilters(models.FiltersOperations.Replace, [filter]);
const builder = new pbi.BasicFilterBuilder().withColumnTarget('T', 'C').in(['a']).build();
const visualConfig: pbi.IVisualEmbedConfiguration = {
  type: 'visual',
  embedUrl: 'https://app.powerbi.com/reportEmbed?reportId=R1',
  accessToken: 'TOKEN',
  pageName: 'P1',
  visualName: 'V1',
};

export {
  viaNamespace,
  notAService,
  event,
  wrongEvent,
  detailOf,
  hpmFactory,
  wpmpFactory,
  routerFactory,
  serviceConfig,
  debug,
  badDebug,
  asElement,
  componentFactory,
  componentConfig,
  withHpm,
  pages,
  applied,
  builder,
  visualConfig,
};
