import { validateCreateReport, type IError } from '@org/embed-models';
import type { IEmbedConfiguration, IEmbedConfigurationBase, IReportCreateConfiguration } from '../configurations';
import type { EmbedService } from '../service/embed-service';
import { Embed, requiredId } from './embed';
import { paramFromUrl } from './embed-url';
import { bodyOf, frameRequest } from './frame-request';

/**
 * @hidden What Create and QuickCreate do when their iframe has loaded: check the creation
 * config, then post it (no frontload, no 100 ms rule).
 */
export function postCreation(embed: Embed, url: string, body: object): Promise<void> {
  const errors = embed.validate(body as IEmbedConfigurationBase);
  return errors
    ? Promise.reject(embed.service.refusal(errors, 'InvalidConfiguration'))
    : bodyOf(frameRequest<void>(embed, 'POST', url, body, embed.sessionHeaders()));
}

/** A report-creation experience over a dataset (`service.createReport`). */
export class Create extends Embed {
  createConfig!: IReportCreateConfiguration;

  constructor(
    service: EmbedService,
    element: HTMLElement,
    // powerbi-client's: an embed configuration (`width`, `filters`, …) is accepted too.
    config: IEmbedConfigurationBase | IEmbedConfiguration | IReportCreateConfiguration,
    phasedRender?: boolean,
    isBootstrap?: boolean,
  ) {
    super(service, element, config as IEmbedConfigurationBase, undefined, phasedRender, isBootstrap, true);
    this.setUp(config as IEmbedConfigurationBase, isBootstrap);
  }

  /** The `datasetId=` value of an embed URL. */
  static findIdFromEmbedUrl(url: string): string | undefined {
    return paramFromUrl(url, 'datasetId');
  }

  /** The dataset id: from the creation config or the embed URL. */
  getId(): string {
    return requiredId(
      this.service.fail,
      this.createConfig?.datasetId || Create.findIdFromEmbedUrl(this.config.embedUrl!),
      'Dataset',
    );
  }

  /** Checks a report-creation configuration. */
  validate(config: IEmbedConfigurationBase): IError[] | undefined {
    return validateCreateReport(config);
  }

  /** @hidden Builds the creation config: exactly the keys the frame reads, in its order. */
  configChanged(isBootstrap: boolean): void {
    if (isBootstrap) return;
    const { accessToken, groupId, settings, tokenType, theme, datasetId } = this.config as IReportCreateConfiguration;
    this.createConfig = { accessToken, datasetId: datasetId || this.getId(), groupId, settings, tokenType, theme };
  }

  /** @hidden */
  getDefaultEmbedUrlEndpoint(): string {
    return 'reportEmbed';
  }

  /** True when the report has no unsaved changes. */
  isSaved(): Promise<boolean> {
    return bodyOf(frameRequest<boolean>(this, 'GET', '/report/hasUnsavedChanges')).then((unsaved) => !unsaved);
  }

  /** @hidden Posts the creation config (`POST /report/create`); called when the iframe has loaded. */
  override create(): Promise<void> {
    return postCreation(this, '/report/create', this.createConfig);
  }
}
