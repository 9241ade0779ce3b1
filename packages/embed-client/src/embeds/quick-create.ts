import { validateQuickCreate, type IError } from '@org/embed-models';
import type { IEmbedConfigurationBase, IQuickCreateConfiguration } from '../configurations';
import type { EmbedService } from '../service/embed-service';
import { postCreation } from './create';
import { Embed } from './embed';
import { addRoute } from '../add-route';
import { eventHookRoute } from './event-hooks';

/** A quick-create experience: a report made from data given in the config (`service.quickCreate`). */
export class QuickCreate extends Embed {
  createConfig!: IQuickCreateConfiguration;

  constructor(
    service: EmbedService,
    element: HTMLElement,
    config: IEmbedConfigurationBase | IQuickCreateConfiguration,
    phasedRender?: boolean,
    isBootstrap?: boolean,
  ) {
    super(service, element, config as IEmbedConfigurationBase, undefined, phasedRender, isBootstrap, true);
    this.setUp(config as IEmbedConfigurationBase, isBootstrap);
    // Only the token provider can be called back (no preQuery); removed by reset.
    this.disposers.push(
      addRoute(service.router, `/reports/${this.config.uniqueId}/eventHooks/:eventName`, eventHookRoute(this, false)),
    );
  }

  /** A quick create has no id: null. */
  getId(): null {
    return null;
  }

  /** Checks a quick-create configuration. */
  validate(config: IEmbedConfigurationBase): IError[] | undefined {
    return validateQuickCreate(config);
  }

  /** @hidden The whole config is what the frame receives. */
  configChanged(isBootstrap: boolean): void {
    if (!isBootstrap) this.createConfig = this.config as IQuickCreateConfiguration;
  }

  /** @hidden */
  getDefaultEmbedUrlEndpoint(): string {
    return 'quickCreate';
  }

  /** @hidden Posts the whole config (`POST /quickcreate`); called when the iframe has loaded. */
  override create(): Promise<void> {
    return postCreation(this, '/quickcreate', this.createConfig);
  }
}
