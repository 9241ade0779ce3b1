import type {
  DashboardEventMap,
  Embed,
  ICustomEvent,
  IDashboardEmbedConfiguration,
  IQnaEmbedConfiguration,
  IReportCreateConfiguration,
  IReportEmbedConfiguration,
  ITileEmbedConfiguration,
  IVisualEmbedConfiguration,
  models,
  ReportEventMap,
  Service,
  TileEventMap,
  TokenProvider,
} from '@org/embed-client';
import type { CSSProperties } from 'react';

/** The handler type of powerbi-client-react 1.4, kept for code written against it. */
export type EventHandler = {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- as in powerbi-client-react: any detail
  (event?: ICustomEvent<any>, embeddedEntity?: Embed): void | null;
};

/** A handler of any event name: called with the DOM event and the embedded component. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the detail depends on the name
export type AnyEventHandler = (event: ICustomEvent<any>, embed: Embed) => unknown;

/** The `detail` of every event name an embed type allows (a Q&A box's `visualRendered` is typed loosely here). */
export type EmbedEventDetails = ReportEventMap & DashboardEventMap & TileEventMap;

/** Handlers as an object: `{ error: (event, embed) => event.detail.message }`, the `detail` typed by event name. */
export type EventHandlerObject = {
  [Name in keyof EmbedEventDetails]?: ((event: ICustomEvent<EmbedEventDetails[Name]>, embed: Embed) => unknown) | null;
} & { [name: string]: AnyEventHandler | null | undefined };

/** Event name to handler, as a `Map` (as in powerbi-client-react) or an object; a null handler means none. */
export type EventHandlers = Map<string, AnyEventHandler | null | undefined> | EventHandlerObject;

/** What `embedConfig` accepts: the config of any embed type, a paginated report or a report creation. */
export type EmbedConfig =
  | IReportEmbedConfiguration
  | IDashboardEmbedConfiguration
  | ITileEmbedConfiguration
  | IQnaEmbedConfiguration
  | IVisualEmbedConfiguration
  | models.IPaginatedReportLoadConfiguration
  | IReportCreateConfiguration;

/** The props of `<EmbedComponent>` (those of powerbi-client-react 1.4's `PowerBIEmbed`, plus `title` and `style`). */
export interface EmbedProps {
  /** What to embed. With `accessToken` and `embedUrl` it is embedded, otherwise the iframe is bootstrapped. */
  embedConfig: EmbedConfig;
  /** Called with the embedded component after each embed, load, bootstrap or report creation. */
  getEmbeddedComponent?: (embeddedComponent: Embed) => void;
  /** Event name to handler; the latest handlers passed are always the ones called. */
  eventHandlers?: EventHandlers;
  /** `className` of the container `<div>`. */
  cssClassName?: string;
  /** Reports only: load the report without showing it (`report.render()` shows it). */
  phasedEmbedding?: boolean;
  /** The service to embed with; by default the page's shared one (`getSharedService()`). Another one re-embeds. */
  service?: Service;
  /** The iframe's title, for screen readers. */
  title?: string;
  /** `style` of the container `<div>`. */
  style?: CSSProperties;
  /**
   * Fetches and renews the access token, as `embedConfig.tokenProvider` (this prop wins over it):
   * with one, `embedConfig` needs no `accessToken`. An inline function is fine: the latest one
   * passed is the one called, and a new function identity neither refetches nor re-embeds.
   */
  tokenProvider?: TokenProvider;
}
