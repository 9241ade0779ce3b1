// powerbi-client's `service` namespace (`new service.Service()`, `let s: service.Service`). A plain object
// rather than `import * as`: a bundler drops an unused object literal, while a namespace re-export
// becomes a runtime call that keeps `Service`, and with it every embed type, in every page.
import type {
  EmbedComponentFactory,
  ICustomEvent,
  IComponentEmbedConfiguration,
  IDebugOptions,
  IEvent,
  IEventHandler,
  IHpmFactory,
  IPowerBiElement,
  IRouterFactory,
  IService,
  IServiceConfiguration,
  IWpmpFactory,
} from './service';
import { Service as ServiceClass } from './service';

export const service = { Service: ServiceClass };

// The namespace's members have the names of the top-level types they stand for. Bundled into one
// declaration file, a member `type IEvent<T> = IEvent<T>` would name itself; these aliases, outside
// the namespace and under other names, keep each member pointing at the top-level type.
type ServiceInstance = ServiceClass;
type ServiceEvent<T> = IEvent<T>;
type ServiceCustomEvent<T> = ICustomEvent<T>;
type ServiceEventHandler<T> = IEventHandler<T>;
type ServiceComponentEmbedConfiguration = IComponentEmbedConfiguration;
type ServiceEmbedComponentFactory = EmbedComponentFactory;
type ServiceDebugOptions = IDebugOptions;
type ServiceHpmFactory = IHpmFactory;
type ServicePowerBiElement = IPowerBiElement;
type ServiceRouterFactory = IRouterFactory;
type ServiceService = IService;
type ServiceConfiguration = IServiceConfiguration;
type ServiceWpmpFactory = IWpmpFactory;

// The types the reference's namespace carries, under the same names (a namespace is the reference's public shape).
// eslint-disable-next-line @typescript-eslint/no-namespace
export declare namespace service {
  type Service = ServiceInstance;
  type IEvent<T> = ServiceEvent<T>;
  type ICustomEvent<T> = ServiceCustomEvent<T>;
  type IEventHandler<T> = ServiceEventHandler<T>;
  type IComponentEmbedConfiguration = ServiceComponentEmbedConfiguration;
  type EmbedComponentFactory = ServiceEmbedComponentFactory;
  type IDebugOptions = ServiceDebugOptions;
  type IHpmFactory = ServiceHpmFactory;
  type IPowerBiElement = ServicePowerBiElement;
  type IRouterFactory = ServiceRouterFactory;
  type IService = ServiceService;
  type IServiceConfiguration = ServiceConfiguration;
  type IWpmpFactory = ServiceWpmpFactory;
}
