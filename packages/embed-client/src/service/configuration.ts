import type { IEmbedConfigurationBase } from '../configurations';
import type { Embed } from '../embeds/embed';
import type { Service } from './service';
import type { HttpPostMessage, MessageProxy, Router } from '../transport';

export type { IDebugOptions, IService, IServiceConfiguration } from '../host/embed-host';

/** Builds the HTTP layer of a service (see `factories.hpmFactory`). */
export interface IHpmFactory {
  (wpmp: MessageProxy, targetWindow?: Window | null, version?: string, type?: string, origin?: string): HttpPostMessage;
}

/** Builds the message proxy of a service (see `factories.wpmpFactory`). */
export interface IWpmpFactory {
  (name?: string, logMessages?: boolean, eventSourceOverrideWindow?: Window): MessageProxy;
}

/** Builds the router of inbound routes of a service (see `factories.routerFactory`). */
export interface IRouterFactory {
  (wpmp: MessageProxy): Router;
}

/** A container element with the component embedded in it. */
export interface IPowerBiElement extends HTMLElement {
  powerBiEmbed: Embed;
}

/** Builds a component of a type registered with `service.register`. */
export type EmbedComponentFactory = (
  service: Service,
  element: HTMLElement,
  config: IEmbedConfigurationBase,
  phasedRender?: boolean,
  isBootstrap?: boolean,
) => Embed;
