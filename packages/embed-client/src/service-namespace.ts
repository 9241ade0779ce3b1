// powerbi-client's `service` namespace (`new service.Service()`, `let s: service.Service`). A plain object
// rather than `import * as`: a bundler drops an unused object literal, while a namespace re-export
// becomes a runtime call that keeps `Service`, and with it every embed type, in every page.
import type * as types from './service';
import { Service as ServiceClass } from './service';

export const service = { Service: ServiceClass };

// The types the reference's namespace carries, under the same names (a namespace is the reference's public shape).
// eslint-disable-next-line @typescript-eslint/no-namespace
export declare namespace service {
  type Service = ServiceClass;
  type IEvent<T> = types.IEvent<T>;
  type ICustomEvent<T> = types.ICustomEvent<T>;
  type IEventHandler<T> = types.IEventHandler<T>;
  type IComponentEmbedConfiguration = types.IComponentEmbedConfiguration;
  type EmbedComponentFactory = types.EmbedComponentFactory;
  type IDebugOptions = types.IDebugOptions;
  type IHpmFactory = types.IHpmFactory;
  type IPowerBiElement = types.IPowerBiElement;
  type IRouterFactory = types.IRouterFactory;
  type IService = types.IService;
  type IServiceConfiguration = types.IServiceConfiguration;
  type IWpmpFactory = types.IWpmpFactory;
}
