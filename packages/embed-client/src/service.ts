import { EmbedService } from './embed-service';
import { Report } from './embeds/report';
import type { IHpmFactory, IRouterFactory, IServiceConfiguration, IWpmpFactory } from './service-configuration';

export type { IEvent, ICustomEvent, IEventHandler } from './events';
export type { IComponentEmbedConfiguration } from './configurations';
export type {
  EmbedComponentFactory,
  IDebugOptions,
  IHpmFactory,
  IPowerBiElement,
  IRouterFactory,
  IService,
  IServiceConfiguration,
  IWpmpFactory,
} from './service-configuration';

/**
 * The entry point: embeds reports (and, with later releases, every other component type) in
 * container elements. `new Service()` or `new Service(config)`; the reference's
 * `new Service(hpmFactory, wpmpFactory, routerFactory, config?)` works too.
 */
export class Service extends EmbedService {
  constructor(config?: IServiceConfiguration);
  constructor(
    hpmFactory: IHpmFactory,
    wpmpFactory: IWpmpFactory,
    routerFactory: IRouterFactory,
    config?: IServiceConfiguration,
  );
  constructor(
    first?: IHpmFactory | IServiceConfiguration,
    wpmpFactory?: IWpmpFactory,
    routerFactory?: IRouterFactory,
    config?: IServiceConfiguration,
  ) {
    const components = [Report];
    super(
      typeof first === 'function'
        ? { ...config, components, hpmFactory: first, wpmpFactory, routerFactory }
        : { ...first, components },
    );
  }
}
