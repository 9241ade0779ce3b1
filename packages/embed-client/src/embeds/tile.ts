import { validateTileLoad, type IError } from '@org/embed-models';
import type { IEmbedConfigurationBase, ITileEmbedConfiguration } from '../configurations';
import type { EmbedService } from '../service/embed-service';
import type { IEventHandler, TileEventMap } from '../events';
import { Embed, requiredId } from './embed';
import { paramFromUrl } from './embed-url';

/** One tile of a dashboard, embedded alone. */
export class Tile extends Embed {
  static override allowedEvents = ['tileClicked', 'tileLoaded'];
  static override type = 'Tile';
  // A re-typing of Embed's `config` (no field of its own: TS2612).
  declare config: ITileEmbedConfiguration & IEmbedConfigurationBase;

  constructor(
    service: EmbedService,
    element: HTMLElement,
    config: IEmbedConfigurationBase,
    phasedRender?: boolean,
    isBootstrap?: boolean,
  ) {
    super(service, element, config, undefined, phasedRender, isBootstrap, true);
    this.loadPath = '/tile/load';
    this.allowedEvents.push(...Tile.allowedEvents);
    this.setUp(config, isBootstrap);
  }

  /** The `tileId=` value of an embed URL. */
  static findIdFromEmbedUrl(url: string): string | undefined {
    return paramFromUrl(url, 'tileId');
  }

  /** Calls `handler` with the DOM event each time the frame raises `eventName`. */
  override on<K extends keyof TileEventMap>(eventName: K, handler: IEventHandler<TileEventMap[K]>): void;
  override on<T>(eventName: string, handler: IEventHandler<T>): void;
  override on(eventName: string, handler: IEventHandler<unknown>): void {
    super.on(eventName, handler);
  }

  /** The tile id: from the config or the embed URL. */
  getId(): string {
    const { id, embedUrl } = this.config;
    return requiredId(this.service.fail, id || Tile.findIdFromEmbedUrl(embedUrl!), 'Tile');
  }

  /** Checks a tile configuration. */
  validate(config: IEmbedConfigurationBase): IError[] | undefined {
    return validateTileLoad(config);
  }

  /** @hidden Adds the tile id. */
  configChanged(isBootstrap: boolean): void {
    if (!isBootstrap) this.config.id = this.getId();
  }

  /** @hidden */
  getDefaultEmbedUrlEndpoint(): string {
    return 'tileEmbed';
  }
}
