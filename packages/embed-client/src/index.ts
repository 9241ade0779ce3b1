// @org/embed-client: named exports only; importing touches no window, document or crypto.
import * as models from '@org/embed-models';

export { models };
export { service } from './service/namespace';
export { Service } from './service/service';
export { EmbedService } from './service/embed-service';
export type {
  EmbedComponentClass,
  EmbedComponentMap,
  EmbedConfigMap,
  EmbedServiceOptions,
  TypedEmbedConfiguration,
} from './service/embed-service';
export { factories, hpmFactory, wpmpFactory, routerFactory } from './factories';
export { Embed } from './embeds/embed';
export { Report } from './embeds/report';
export type { IReportNode } from './embeds/report';
export { Visual } from './embeds/visual';
export { Dashboard } from './embeds/dashboard';
export { Tile } from './embeds/tile';
export { Qna } from './embeds/qna';
export { Create } from './embeds/create';
export { QuickCreate } from './embeds/quick-create';
export { Page } from './embeds/page';
export type { IPageNode } from './embeds/page';
export { VisualDescriptor } from './embeds/visual-descriptor';
export { BookmarksManager } from './embeds/bookmarks-manager';
export type { IFilterable } from './embeds/filterable';
export type { IHttpPostMessageResponse } from './embeds/frame-request';
export * from './filter-builders';
export { EmbedError } from './embed-error';
export type { EmbedErrorCode, EmbedErrorOptions } from './embed-error';
export { toEmbedError } from './to-embed-error';
export { SDK_TYPE, SDK_VERSION } from './sdk-info';
export * from './transport';
export type * from './configurations';
export type * from './events';
export type * from './service/configuration';
