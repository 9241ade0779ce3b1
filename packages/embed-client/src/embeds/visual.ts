import type { FiltersLevel, FiltersOperations, IFilter, IVisual, IVisualLayout } from '@org/embed-models';
import type { IEmbedConfiguration, IEmbedConfigurationBase, IVisualEmbedConfiguration } from '../configurations';
import type { EmbedService } from '../service/embed-service';
import { filterRequests } from './filter-requests';
import { bodyOf, frameRequest, type IHttpPostMessageResponse } from './frame-request';
import type { Page } from './page';
import { Report } from './report';
import { VisualDescriptor } from './visual-descriptor';

/**
 * One visual of a report, embedded alone: every load shows only that visual, sized to the
 * configured width and height (or the frame's), with the panes hidden.
 */
export class Visual extends Report {
  static override type = 'visual';
  static GetPagesNotSupportedError = 'Get pages is not supported while embedding a visual.';
  static SetPageNotSupportedError = 'Set page is not supported while embedding a visual.';
  static RenderNotSupportedError = 'render is not supported while embedding a visual.';
  // A re-typing of Embed's `config` (no field of its own: TS2612).
  declare config: IVisualEmbedConfiguration & IEmbedConfiguration;

  constructor(
    service: EmbedService,
    element: HTMLElement,
    config: IEmbedConfigurationBase,
    phasedRender?: boolean,
    isBootstrap?: boolean,
    iframe?: HTMLIFrameElement,
  ) {
    super(service, element, config, phasedRender, isBootstrap, iframe, true);
    this.setUp(config, isBootstrap);
  }

  /**
   * Forces the single-visual layout into the config, then loads it. Throws (synchronously) when
   * the page or visual name is missing; without a token it sends nothing.
   * @hidden
   */
  override load(phasedRender?: boolean): Promise<void> {
    const config = this.config;
    if (!config.accessToken) return Promise.resolve();
    const { pageName, visualName } = config;
    if (typeof pageName !== 'string' || !pageName)
      throw this.service.fail('Page name is required when embedding a visual.');
    if (typeof visualName !== 'string' || !visualName) {
      throw this.service.fail(
        'Visual name is required, but it was not found. You must provide a visual name as part of embed configuration.',
      );
    }
    // A lazy or queued visual has no frame yet: it is sized when its frame has loaded.
    if (!this.iframe) return super.load(phasedRender);
    // 0 counts as not configured, as in the reference.
    const width = config.width || this.iframe.offsetWidth;
    const height = config.height || this.iframe.offsetHeight;
    // Keys already in the settings keep their place; the numbers are the models' enums:
    // LayoutType.Custom, DisplayOption.FitToPage, PageSizeType.Custom, display modes Hidden/Visible.
    Object.assign((config.settings ||= {}), {
      filterPaneEnabled: false,
      navContentPaneEnabled: false,
      layoutType: 1,
      customLayout: {
        displayOption: 0,
        pageSize: { type: 4, width, height },
        pagesLayout: {
          [pageName!]: {
            defaultLayout: { displayState: { mode: 1 } },
            visualsLayout: { [visualName]: { displayState: { mode: 0 }, x: 1, y: 1, z: 1, width, height } },
          },
        },
      },
    });
    return super.load(phasedRender);
  }

  /** Not supported for a visual: throws. */
  override getPages(): Promise<Page[]> {
    // Thrown, not rejected, as in the reference.
    throw this.service.refusal(Visual.GetPagesNotSupportedError, 'NotSupported');
  }

  /** Not supported for a visual: throws. */
  override setPage(_pageName: string): Promise<IHttpPostMessageResponse<void>> {
    throw this.service.refusal(Visual.SetPageNotSupportedError, 'NotSupported');
  }

  /** Not supported for a visual: rejects. */
  override render(_config?: unknown): Promise<void> {
    return this.service.refuse(Visual.RenderNotSupportedError);
  }

  /**
   * The embedded visual (name, title, type, layout). Rejects with
   * `{ message: 'visualNotFound', detailedMessage: 'Visual not found' }` when the page has no such visual.
   */
  getVisualDescriptor(): Promise<VisualDescriptor> {
    const { pageName, visualName } = this.config;
    return bodyOf(frameRequest<IVisual[]>(this, 'GET', `/report/pages/${pageName}/visuals`)).then((visuals) => {
      const visual = visuals.find((candidate) => candidate.name === visualName);
      // The reference meant to reject with this error but rejected with undefined.
      if (!visual)
        throw this.service.refusal(
          { message: 'visualNotFound', detailedMessage: 'Visual not found' },
          'EntityNotFound',
        );
      return new VisualDescriptor(
        this.page(pageName!),
        visual.name,
        visual.title,
        visual.type,
        visual.layout as IVisualLayout,
      );
    });
  }

  /** The filters of `filtersLevel`: report, page, or (by default) the visual's. */
  override getFilters(filtersLevel?: FiltersLevel): Promise<IFilter[]> {
    return this.filters(filtersLevel).getFilters();
  }

  /** Adds, replaces or removes filters of `filtersLevel` (the visual's by default). */
  override updateFilters(
    operation: FiltersOperations,
    filters?: IFilter[],
    filtersLevel?: FiltersLevel,
  ): Promise<IHttpPostMessageResponse<void>> {
    return this.filters(filtersLevel).updateFilters(operation, filters);
  }

  /** Replaces the filters of `filtersLevel` (the visual's by default). */
  override setFilters(filters: IFilter[], filtersLevel?: FiltersLevel): Promise<IHttpPostMessageResponse<void>> {
    return this.filters(filtersLevel).setFilters(filters);
  }

  /** Removes every filter of `filtersLevel` (the visual's by default). */
  override removeFilters(filtersLevel?: FiltersLevel): Promise<IHttpPostMessageResponse<void>> {
    return this.updateFilters(0, undefined, filtersLevel);
  }

  // FiltersLevel.Report is 0 and Page 1; anything else means the visual.
  private filters(level?: FiltersLevel) {
    const page = '/report/pages/' + this.config.pageName;
    const at = level === 0 ? '/report' : level === 1 ? page : `${page}/visuals/${this.config.visualName}`;
    return filterRequests(this, at + '/filters');
  }
}
