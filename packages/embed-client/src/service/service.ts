import type { IEmbedConfiguration, IQuickCreateConfiguration, IReportCreateConfiguration } from '../configurations';
import { EmbedService } from './embed-service';
import { Create } from '../embeds/create';
import { Dashboard } from '../embeds/dashboard';
import { Qna } from '../embeds/qna';
import { QuickCreate } from '../embeds/quick-create';
import { Report } from '../embeds/report';
import { Tile } from '../embeds/tile';
import { Visual } from '../embeds/visual';
import { lazyLoading } from './lazy-loading-feature';
import { reportLayout } from './report-layout-feature';
import { tokenLifecycle } from './token-lifecycle-feature';
import { handOverToReport } from './report-hand-over';
import type { Embed } from '../embeds/embed';
import type { IEmbedConfigurationBase } from '../configurations';
import type { IServiceConfiguration } from '../host/embed-host';
import type { IHpmFactory, IRouterFactory, IWpmpFactory } from './configuration';

export type { IEvent, ICustomEvent, IEventHandler } from '../events';
export type { IComponentEmbedConfiguration } from '../configurations';
export type {
  EmbedComponentFactory,
  IDebugOptions,
  IHpmFactory,
  IPowerBiElement,
  IRouterFactory,
  IService,
  IServiceConfiguration,
  IWpmpFactory,
} from './configuration';

/**
 * The entry point: embeds reports, visuals, dashboards, tiles and Q&A boxes in container
 * elements, and creates reports (`createReport`, `quickCreate`). `new Service()` or `new Service(config)`; the reference's
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
    // The reference's search order.
    const components = [Tile, Report, Dashboard, Qna, Visual];
    const features = [tokenLifecycle, lazyLoading, reportLayout];
    super(
      typeof first === 'function'
        ? { ...config, components, features, hpmFactory: first, wpmpFactory, routerFactory }
        : { ...first, components, features },
    );
  }

  /** @hidden A report embedded over a creation of this service takes its frame over (see report-hand-over.ts). */
  override handOver = (created: Embed, element: HTMLElement, config: IEmbedConfigurationBase): Embed | undefined =>
    handOverToReport(this, created, element, config);

  /**
   * Embeds a report-creation experience over a dataset in `element` (always a new component; sets
   * `config.type` to 'create'). The creation config is checked and posted when the iframe has loaded.
   */
  createReport(element: HTMLElement, config: IEmbedConfiguration | IReportCreateConfiguration): Create {
    config.type = 'create';
    return this.attach(element, new Create(this, element, config));
  }

  /** Embeds a quick-create experience in `element` (always a new component; sets `config.type` to 'quickCreate'). */
  quickCreate(element: HTMLElement, config: IQuickCreateConfiguration): QuickCreate {
    config.type = 'quickCreate';
    return this.attach(element, new QuickCreate(this, element, config));
  }
}
