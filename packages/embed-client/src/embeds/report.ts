import {
  validatePaginatedReportLoad,
  validateReportLoad,
  type FiltersOperations,
  type IError,
  type IFilter,
  type IPage,
  type IReportLoadConfiguration,
  type ISettings,
  type SectionVisibility,
  type ViewMode,
} from '@org/embed-models';
import type { IEmbedConfiguration, IEmbedConfigurationBase, IReportEmbedConfiguration } from '../configurations';
import { EmbedError } from '../embed-error';
import type { EmbedService } from '../embed-service';
import type { IEventHandler, ReportEventMap } from '../events';
import type { IService } from '../service-configuration';
import { Embed } from './embed';
import { addParamToUrl, isRdlEmbed, paramFromUrl } from './embed-url';
import { eventHookRoute } from './event-hooks';
import type { IFilterable } from './filterable';
import { bodyOf, frameRequest, type IHttpPostMessageResponse } from './frame-request';
import { Page } from './page';

/** What pages and visuals need of their report. */
export interface IReportNode {
  iframe: HTMLIFrameElement;
  service: IService;
  config: IEmbedConfiguration | IReportEmbedConfiguration;
}

const notFound = () => Promise.reject(new EmbedError('InvalidArgument', 'PowerBIEntityNotFound'));

/** An embedded report: pages, filters, settings, view mode, save. */
export class Report extends Embed implements IReportNode, IFilterable {
  static override allowedEvents = [
    'filtersApplied',
    'pageChanged',
    'commandTriggered',
    'swipeStart',
    'swipeEnd',
    'bookmarkApplied',
    'dataHyperlinkClicked',
    'visualRendered',
    'visualClicked',
    'selectionChanged',
    'renderingStarted',
    'blur',
  ];
  static reportIdAttribute = 'powerbi-report-id';
  static filterPaneEnabledAttribute = 'powerbi-settings-filter-pane-enabled';
  static navContentPaneEnabledAttribute = 'powerbi-settings-nav-content-pane-enabled';
  static override typeAttribute = 'powerbi-type';
  static override type = 'Report';
  declare config: IReportEmbedConfiguration & IEmbedConfiguration;

  constructor(
    service: EmbedService,
    element: HTMLElement,
    baseConfig: IEmbedConfigurationBase,
    phasedRender?: boolean,
    isBootstrap?: boolean,
    iframe?: HTMLIFrameElement,
  ) {
    super(service, element, baseConfig, iframe, phasedRender, isBootstrap);
    this.loadPath = '/report/load';
    this.phasedLoadPath = '/report/prepare';
    this.allowedEvents.push(...Report.allowedEvents);
    // Bound to the uid the iframe was created with, and removed by reset.
    this.disposers.push(
      service.router.add('POST', `/reports/${this.config.uniqueId}/eventHooks/:eventName`, eventHookRoute(this, true)),
    );
  }

  /** The `reportId=` value of an embed URL. */
  static findIdFromEmbedUrl(url: string): string | undefined {
    return paramFromUrl(url, 'reportId');
  }

  /** Calls `handler` with the DOM event each time the frame raises `eventName`. */
  override on<K extends keyof ReportEventMap>(eventName: K, handler: IEventHandler<ReportEventMap[K]>): void;
  override on<T>(eventName: string, handler: IEventHandler<T>): void;
  override on(eventName: string, handler: IEventHandler<unknown>): void {
    super.on(eventName, handler);
  }

  /** Shows a report prepared with `service.load` (phased loading). */
  render(config?: IReportLoadConfiguration | IReportEmbedConfiguration): Promise<void> {
    return bodyOf(frameRequest(this, 'POST', '/report/render', config));
  }

  /** The report-level filters. */
  getFilters(): Promise<IFilter[]> {
    return this.unlessPaginated() || bodyOf(frameRequest(this, 'GET', '/report/filters'));
  }

  /** Adds, replaces or removes report filters (`FiltersOperations`). */
  updateFilters(operation: FiltersOperations, filters?: IFilter[]): Promise<IHttpPostMessageResponse<void>> {
    return frameRequest(this, 'POST', '/report/filters', { filtersOperation: operation, filters });
  }

  /** Removes every report filter. */
  removeFilters(): Promise<IHttpPostMessageResponse<void>> {
    // FiltersOperations.RemoveAll
    return this.unlessPaginated() || this.updateFilters(0);
  }

  /** Replaces the report filters with `filters`. */
  setFilters(filters: IFilter[]): Promise<IHttpPostMessageResponse<void>> {
    return this.unlessPaginated() || frameRequest(this, 'PUT', '/report/filters', filters);
  }

  /** The report id: from the config, the `powerbi-report-id` attribute or the embed URL. */
  getId(): string {
    const config = this.config;
    const id =
      config.id || this.element.getAttribute(Report.reportIdAttribute) || Report.findIdFromEmbedUrl(config.embedUrl!);
    if (typeof id !== 'string' || !id) {
      throw new EmbedError(
        'InvalidArgument',
        "Report id is required, but it was not found. You must provide an id either as part of embed configuration or as attribute 'powerbi-report-id'.",
      );
    }
    return id;
  }

  /** The report's pages. */
  getPages(): Promise<Page[]> {
    return this.findPages(() => true).then((pages) => pages.map((page) => this.toPage(page)));
  }

  /** The page named `pageName`; rejects with `PowerBIEntityNotFound` when there is none. */
  getPageByName(pageName: string): Promise<Page> {
    return this.findPage((page) => page.name === pageName);
  }

  /** The active page. */
  getActivePage(): Promise<Page> {
    return this.findPage((page) => !!page.isActive);
  }

  /** A `Page` object for a page name, without asking the frame whether it exists. */
  page(name: string, displayName?: string, isActive?: boolean, visibility?: SectionVisibility): Page {
    return new Page(this, name, displayName, isActive, visibility);
  }

  /** Opens the browser's print dialog for the report. */
  print(): Promise<void> {
    return this.unlessPaginated() || bodyOf(frameRequest(this, 'POST', '/report/print', null));
  }

  /** Makes the page named `pageName` active. */
  setPage(pageName: string): Promise<IHttpPostMessageResponse<void>> {
    return (
      this.unlessPaginated() ||
      frameRequest(this, 'PUT', '/report/pages/active', { name: pageName, displayName: null, isActive: true })
    );
  }

  /** Changes settings of the embedded report (panes, layout, extensions, …). */
  updateSettings(settings: ISettings): Promise<IHttpPostMessageResponse<void>> {
    return (
      (settings.customLayout != null && this.unlessPaginated()) ||
      frameRequest<void>(this, 'PATCH', '/report/settings', settings).then((response) => {
        this.setExtensions(settings?.extensions, true);
        return response;
      })
    );
  }

  /** Checks a report configuration (paginated reports have their own rules). */
  validate(config: IEmbedConfigurationBase): IError[] | undefined {
    return (isRdlEmbed(this.config.embedUrl) ? validatePaginatedReportLoad : validateReportLoad)(config);
  }

  /** @hidden Adds the attribute-derived settings, the mobile flag and the report id. */
  configChanged(isBootstrap: boolean): void {
    const config = this.config;
    const layoutType = config.settings?.layoutType;
    // LayoutType.MobilePortrait and MobileLandscape.
    if (layoutType === 2 || layoutType === 3) config.embedUrl = addParamToUrl(config.embedUrl!, 'isMobile', 'true');
    const flag = (name: string) => {
      const value = this.element.getAttribute(name);
      return value == null ? undefined : value !== 'false';
    };
    config.settings = {
      filterPaneEnabled: flag(Report.filterPaneEnabledAttribute),
      navContentPaneEnabled: flag(Report.navContentPaneEnabledAttribute),
      ...config.settings,
    };
    if (!isBootstrap) config.id = this.getId();
  }

  /** @hidden */
  getDefaultEmbedUrlEndpoint(): string {
    return 'reportEmbed';
  }

  /** Switches between view and edit mode (`ViewMode` or 'view' / 'edit'). */
  switchMode(viewMode: ViewMode | string): Promise<void> {
    // ViewMode.View is 0 and ViewMode.Edit 1; other numbers post 'undefined', as the reference does.
    const mode = typeof viewMode === 'string' ? viewMode : ['view', 'edit'][viewMode];
    return bodyOf(frameRequest(this, 'POST', '/report/switchMode/' + mode, null));
  }

  /** Refreshes the report's data. */
  refresh(): Promise<void> {
    return bodyOf(frameRequest(this, 'POST', '/report/refresh', null));
  }

  // Paginated reports refuse most report APIs; nothing is sent to their frame.
  private unlessPaginated(): Promise<never> | undefined {
    return isRdlEmbed(this.config.embedUrl)
      ? Promise.reject(new EmbedError('InvalidArgument', 'This API is currently not supported for RDL reports'))
      : undefined;
  }

  private findPages(test: (page: IPage) => boolean): Promise<IPage[]> {
    return (
      this.unlessPaginated() ||
      bodyOf(frameRequest<IPage[]>(this, 'GET', '/report/pages')).then((pages) => pages.filter(test))
    );
  }

  private findPage(test: (page: IPage) => boolean): Promise<Page> {
    return this.findPages(test).then((pages) => (pages[0] ? this.toPage(pages[0]) : notFound()));
  }

  private toPage(page: IPage): Page {
    return new Page(
      this,
      page.name,
      page.displayName,
      page.isActive,
      page.visibility,
      page.defaultSize,
      page.defaultDisplayOption,
      page.mobileSize,
      page.background,
      page.wallpaper,
    );
  }
}
