import { validateDashboardLoad, type IError } from '@org/embed-models';
import type { IDashboardEmbedConfiguration, IEmbedConfigurationBase } from '../configurations';
import type { EmbedService } from '../service/embed-service';
import type { DashboardEventMap, IEventHandler } from '../events';
import { Embed, requiredId } from './embed';
import { paramFromUrl } from './embed-url';

/** An embedded dashboard: its tiles raise `tileClicked`. */
export class Dashboard extends Embed {
  static override allowedEvents = ['tileClicked', 'error'];
  static dashboardIdAttribute = 'powerbi-dashboard-id';
  static override typeAttribute = 'powerbi-type';
  static override type = 'Dashboard';
  // A re-typing of Embed's `config` (no field of its own: TS2612).
  declare config: IDashboardEmbedConfiguration & IEmbedConfigurationBase;

  constructor(
    service: EmbedService,
    element: HTMLElement,
    config: IEmbedConfigurationBase,
    phasedRender?: boolean,
    isBootstrap?: boolean,
  ) {
    super(service, element, config, undefined, phasedRender, isBootstrap, true);
    this.loadPath = '/dashboard/load';
    // Defined by the protocol; like the reference, a phased load of a dashboard posts the load.
    this.phasedLoadPath = '/dashboard/prepare';
    this.allowedEvents.push(...Dashboard.allowedEvents);
    this.setUp(config, isBootstrap);
  }

  /** The `dashboardId=` value of an embed URL. */
  static findIdFromEmbedUrl(url: string): string | undefined {
    return paramFromUrl(url, 'dashboardId');
  }

  /** Calls `handler` with the DOM event each time the frame raises `eventName`. */
  override on<K extends keyof DashboardEventMap>(eventName: K, handler: IEventHandler<DashboardEventMap[K]>): void;
  override on<T>(eventName: string, handler: IEventHandler<T>): void;
  override on(eventName: string, handler: IEventHandler<unknown>): void {
    super.on(eventName, handler);
  }

  /** The dashboard id: from the config, the `powerbi-dashboard-id` attribute or the embed URL. */
  getId(): string {
    const { id, embedUrl } = this.config;
    const attribute = Dashboard.dashboardIdAttribute;
    return requiredId(
      this.service.fail,
      id || this.element.getAttribute(attribute) || Dashboard.findIdFromEmbedUrl(embedUrl!),
      'Dashboard',
      attribute,
    );
  }

  /** Checks a dashboard configuration, then its `pageView`. */
  validate(config: IEmbedConfigurationBase): IError[] | undefined {
    const pageView = (config as IDashboardEmbedConfiguration).pageView;
    return (
      validateDashboardLoad(config) ||
      (pageView && !/^(fitToWidth|oneColumn|actualSize)$/.test(pageView)
        ? [{ message: 'pageView must be one of the followings: fitToWidth, oneColumn, actualSize' }]
        : undefined)
    );
  }

  /** @hidden Adds the dashboard id. */
  configChanged(isBootstrap: boolean): void {
    if (!isBootstrap) this.config.id = this.getId();
  }

  /** @hidden */
  getDefaultEmbedUrlEndpoint(): string {
    return 'dashboardEmbed';
  }
}
