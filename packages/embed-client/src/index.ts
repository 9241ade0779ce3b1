// @org/embed-client: named exports only, each listed here on purpose (test/public-api.test.ts keeps
// the list); importing touches no window, document or crypto. What powerbi-client 2.22.4 exports,
// and what this package adds (EmbedService, EmbedError, the typed-embed maps). The message layer
// (MessageProxy, Router, the peer policies, route patterns) is '@org/embed-client/transport'; only
// the types the service's public members name are exported here.
import * as models from '@org/embed-models';

export { models };

// The service.
export { service } from './service/namespace';
export { Service } from './service/service';
export { EmbedService } from './service/embed-service';
export type { EmbedServiceOptions } from './service/embed-service';
// What an EmbedService can do beyond powerbi-client, one import each (Service has all of them).
export { tokenLifecycle } from './service/token-lifecycle-feature';
export { lazyLoading } from './service/lazy-loading-feature';
export { reportLayout } from './service/report-layout-feature';
export type { HostFeature } from './host/embed-host';
export type { EmbedComponentClass } from './service/embed-service';
export type { EmbedComponentMap, EmbedConfigMap, TypedEmbedConfiguration } from './service/typed-embeds';
export type {
  EmbedComponentFactory,
  IDebugOptions,
  IHpmFactory,
  IPowerBiElement,
  IRouterFactory,
  IService,
  IServiceConfiguration,
  IWpmpFactory,
} from './service/configuration';
export { factories, hpmFactory, wpmpFactory, routerFactory } from './factories';

// The components.
export { Embed } from './embeds/embed';
export { Report } from './embeds/report';
export type { IReportNode } from './host/embed-host';
export { Visual } from './embeds/visual';
export { Dashboard } from './embeds/dashboard';
export { Tile } from './embeds/tile';
export { Qna } from './embeds/qna';
export { Create } from './embeds/create';
export { QuickCreate } from './embeds/quick-create';
export { Page } from './embeds/page';
export type { IPageNode } from './host/embed-host';
export { VisualDescriptor } from './embeds/visual-descriptor';
export { BookmarksManager } from './embeds/bookmarks-manager';
export type { IFilterable } from './embeds/filterable';
export type { IHttpPostMessageResponse } from './embeds/frame-request';

// The filter builders.
export {
  FilterBuilder,
  BasicFilterBuilder,
  AdvancedFilterBuilder,
  TopNFilterBuilder,
  RelativeDateFilterBuilder,
  RelativeTimeFilterBuilder,
} from './filter-builders';

// Errors and the SDK's identity.
export { EmbedError } from './embed-error';
export type { EmbedErrorCode, EmbedErrorOptions } from './embed-error';
export { toEmbedError } from './to-embed-error';
export { SDK_TYPE, SDK_VERSION } from './sdk-info';

// Configuration and event types.
export type {
  IBootstrapEmbedConfiguration,
  IComponentEmbedConfiguration,
  IDashboardEmbedConfiguration,
  IEmbedConfiguration,
  IEmbedConfigurationBase,
  IEmbedSettings,
  ILocaleSettings,
  IQnaEmbedConfiguration,
  IQnaSettings,
  IQuickCreateConfiguration,
  IReportCreateConfiguration,
  IReportEmbedConfiguration,
  ITileEmbedConfiguration,
  ITitledConfiguration,
  IVisualEmbedConfiguration,
} from './configurations';
export type {
  DashboardEventMap,
  EmbedEventMap,
  ICustomEvent,
  IEvent,
  IEventHandler,
  IInternalEventHandler,
  QnaEventMap,
  TileEventMap,
} from './events';
export type { ReportEventMap, VisualEventMap } from './embeds/report';

// The transport types the service's members and factories name (`service.hpm`, `.wpmp`, `.router`).
export type {
  HttpMethod,
  HttpPostMessage,
  MessageHeaders,
  MessageProxy,
  RequestMessage,
  ResponseMessage,
  RouteRequest,
  RouteResponse,
  Router,
} from './transport';

// Our production options (never posted to the frame): token lifecycle, lazy loading, layout.
export type { IHostOptions, LazyOptions, ResponsiveLayoutOptions } from './host-options';
export type {
  TokenGrant,
  TokenProvider,
  TokenRefreshOptions,
  TokenRequest,
  TokenRequestReason,
} from './token/token-provider';
export type { TokenRefreshedDetail, TokenRefreshFailedDetail } from './token/token-events';
