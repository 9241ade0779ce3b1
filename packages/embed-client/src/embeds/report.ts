import {
  type ICavasItemsSelection,
  type ISwipeEvent,
  type IVisualCustomCommandEvent,
  validatePaginatedReportLoad,
  validateReportLoad,
  type FiltersOperations,
  type ICommandExtension,
  type ICustomPageSize,
  type IError,
  type IFilter,
  type IPage,
  type IReportLoadConfiguration,
  type IReportTheme,
  type ISettings,
  type IVisualLayout,
  type LayoutType,
  type MenuLocation,
  type PageSizeType,
  type SectionVisibility,
  type ViewMode,
  type VisualContainerDisplayMode,
} from '@org/embed-models';
import type { IEmbedConfiguration, IEmbedConfigurationBase, IReportEmbedConfiguration } from '../configurations';
import type { EmbedService } from '../service/embed-service';
import type { EmbedEventMap, IEventHandler } from '../events';
import type { IReportNode } from '../host/embed-host';
import { BookmarksManager } from './bookmarks-manager';
import { Embed, requiredId } from './embed';
import { addParamToUrl, isRdlEmbed, paramFromUrl } from './embed-url';
import { addRoute } from '../add-route';
import { eventHookRoute } from './event-hooks';
import { filterRequests, type FilterRequests } from './filter-requests';
import type { IFilterable } from './filterable';
import { bodyOf, frameRequest, type IHttpPostMessageResponse } from './frame-request';
import { withMenuCommand, withoutMenuCommand } from './menu-commands';
import { Page } from './page';
import { notFound, unlessPaginated } from './refusals';
import type { PluginMembers } from '../plugin-members';

/** The `detail` of each event a report allows. */
export interface ReportEventMap extends EmbedEventMap {
  filtersApplied: unknown;
  /** `newPage` is turned into a `Page` of this report before the event is dispatched. */
  pageChanged: { newPage: Page; oldPage?: IPage };
  commandTriggered: IVisualCustomCommandEvent;
  swipeStart: ISwipeEvent;
  swipeEnd: ISwipeEvent;
  bookmarkApplied: unknown;
  dataHyperlinkClicked: unknown;
  visualRendered: unknown;
  visualClicked: unknown;
  selectionChanged: ICavasItemsSelection;
  renderingStarted: unknown;
  blur: unknown;
}

/** A visual embed raises what a report raises. */
export type VisualEventMap = ReportEventMap;

// LayoutType.MobilePortrait and MobileLandscape.
const isMobile = (layoutType?: LayoutType) => layoutType === 2 || layoutType === 3;

// Typed as plugins extend it: powerbi-report-authoring's `declare module 'report'` lands here.
// eslint-disable-next-line @typescript-eslint/no-unsafe-declaration-merging
export interface Report extends PluginMembers<typeof import('report'), 'Report', import('report').Report> {}

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
  // A re-typing of Embed's `config` (no field of its own: TS2612).
  declare config: IReportEmbedConfiguration & IEmbedConfiguration;
  /** The report's bookmarks: list, apply, play, capture. */
  bookmarksManager: BookmarksManager;

  constructor(
    service: EmbedService,
    element: HTMLElement,
    baseConfig: IEmbedConfigurationBase,
    phasedRender?: boolean,
    isBootstrap?: boolean,
    iframe?: HTMLIFrameElement,
    /** @hidden Given by a subclass whose own constructor calls `setUp` (see `Embed`). */
    ownSetUp?: boolean,
  ) {
    super(service, element, baseConfig, iframe, phasedRender, isBootstrap, true);
    this.loadPath = '/report/load';
    this.phasedLoadPath = '/report/prepare';
    this.allowedEvents.push(...Report.allowedEvents);
    // The reference gives the manager the caller's config object, not the working copy: its
    // requests carry that object's uniqueId (normally none) and its RDL check reads that object's
    // embedUrl. The frame sees those uid headers, so they are kept for wire compatibility. It
    // reads the report's iframe (a lazy or queued report creates it later).
    this.bookmarksManager = new BookmarksManager(service, baseConfig, iframe, this);
    if (!ownSetUp) this.setUp(baseConfig, isBootstrap);
  }

  /** @hidden Sets up the embed, then adds the report's hook route. */
  override setUp(config: IEmbedConfigurationBase, isBootstrap?: boolean): void {
    super.setUp(config, isBootstrap);
    // Bound to the uid the iframe was created with, and removed by reset.
    this.disposers.push(
      addRoute(
        this.service.router,
        `/reports/${this.config.uniqueId}/eventHooks/:eventName`,
        eventHookRoute(this, true),
      ),
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

  /** Adds a page (edit mode) and resolves it. */
  addPage(displayName?: string): Promise<Page> {
    return bodyOf(frameRequest<IPage>(this, 'POST', '/report/addPage', { displayName })).then(
      (page) =>
        new Page(
          this,
          page.name,
          page.displayName,
          page.isActive,
          page.visibility,
          page.defaultSize,
          page.defaultDisplayOption,
        ),
    );
  }

  /** Deletes the page named `pageName` (edit mode). */
  deletePage(pageName: string): Promise<void> {
    return this.page(pageName).delete();
  }

  /** Gives the page named `pageName` a new display name. */
  renamePage(pageName: string, displayName: string): Promise<void> {
    return bodyOf(this.page(pageName).setDisplayName(displayName));
  }

  /** The report-level filters. */
  getFilters(): Promise<IFilter[]> {
    return unlessPaginated(this) || this.reportFilters().getFilters();
  }

  /** Adds, replaces or removes report filters (`FiltersOperations`). */
  updateFilters(operation: FiltersOperations, filters?: IFilter[]): Promise<IHttpPostMessageResponse<void>> {
    return this.reportFilters().updateFilters(operation, filters);
  }

  /** Removes every report filter: `updateFilters(FiltersOperations.RemoveAll)`, as in powerbi-client. */
  removeFilters(): Promise<IHttpPostMessageResponse<void>> {
    return unlessPaginated(this) || this.updateFilters(0);
  }

  /** Replaces the report filters with `filters`. */
  setFilters(filters: IFilter[]): Promise<IHttpPostMessageResponse<void>> {
    return unlessPaginated(this) || this.reportFilters().setFilters(filters);
  }

  /** The report id: from the config, the `powerbi-report-id` attribute or the embed URL. */
  getId(): string {
    const { id, embedUrl } = this.config;
    const attribute = Report.reportIdAttribute;
    return requiredId(
      this.service.fail,
      id || this.element.getAttribute(attribute) || Report.findIdFromEmbedUrl(embedUrl!),
      'Report',
      attribute,
    );
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
    return unlessPaginated(this) || bodyOf(frameRequest(this, 'POST', '/report/print', null));
  }

  /** Makes the page named `pageName` active. */
  setPage(pageName: string): Promise<IHttpPostMessageResponse<void>> {
    return (
      unlessPaginated(this) ||
      frameRequest(this, 'PUT', '/report/pages/active', { name: pageName, displayName: null, isActive: true })
    );
  }

  /** Changes settings of the embedded report (panes, layout, extensions, …). */
  updateSettings(settings: ISettings): Promise<IHttpPostMessageResponse<void>> {
    return (
      (settings.customLayout != null && unlessPaginated(this)) ||
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
    // responsiveLayout may choose the layout (and so the isMobile flag below); autoHeight starts.
    this.service.features?.layout?.attach(this);
    const config = this.config;
    if (isMobile(config.settings?.layoutType)) config.embedUrl = addParamToUrl(config.embedUrl!, 'isMobile', 'true');
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

  /** True when the report has no unsaved changes. */
  isSaved(): Promise<boolean> {
    return unlessPaginated(this) || this.getBody<boolean>('/report/hasUnsavedChanges').then((unsaved) => !unsaved);
  }

  /** Applies a theme (`{ themeJson }`). */
  applyTheme(theme: IReportTheme): Promise<void> {
    return unlessPaginated(this) || bodyOf(frameRequest<void>(this, 'PUT', '/report/theme', theme));
  }

  /** Goes back to the report's own theme. */
  resetTheme(): Promise<void> {
    return this.applyTheme({});
  }

  /** The theme applied to the report. */
  getTheme(): Promise<IReportTheme> {
    return unlessPaginated(this) || this.getBody('/report/theme');
  }

  /** Drops the user's persisted filters, slicers and other data view changes. */
  resetPersistentFilters(): Promise<IHttpPostMessageResponse<void>> {
    return frameRequest(this, 'DELETE', '/report/userState', null);
  }

  /** Persists the user's filters, slicers and other data view changes. */
  savePersistentFilters(): Promise<IHttpPostMessageResponse<void>> {
    return frameRequest(this, 'POST', '/report/userState', null);
  }

  /** True when persisted user changes are applied (false when persistent filters are off). */
  arePersistentFiltersApplied(): Promise<boolean> {
    return this.getBody('/report/isUserStateApplied');
  }

  /** Adds a custom command to the context menu of visuals (those of `visualName` or `visualType` only, when given). */
  addContextMenuCommand(
    commandName: string,
    commandTitle: string,
    contextMenuTitle = commandTitle,
    menuLocation: MenuLocation = 0,
    visualName?: string,
    visualType?: string,
    groupName?: string,
  ): Promise<IHttpPostMessageResponse<void>> {
    return this.setCommands(
      withMenuCommand(
        this.commands,
        'visualContextMenu',
        commandName,
        commandTitle,
        contextMenuTitle,
        menuLocation,
        visualName,
        visualType,
        groupName,
      ),
    );
  }

  /** Removes a command added with `addContextMenuCommand`; rejects with `PowerBIEntityNotFound` when there is none. */
  removeContextMenuCommand(commandName: string, contextMenuTitle: string): Promise<IHttpPostMessageResponse<void>> {
    return this.setCommands(withoutMenuCommand(this.commands, 'visualContextMenu', commandName, contextMenuTitle));
  }

  /** Adds a custom command (with an optional icon) to the options menu of visuals. */
  addOptionsMenuCommand(
    commandName: string,
    commandTitle: string,
    optionsMenuTitle = commandTitle,
    menuLocation: MenuLocation = 0,
    visualName?: string,
    visualType?: string,
    groupName?: string,
    commandIcon?: string,
  ): Promise<IHttpPostMessageResponse<void>> {
    return this.setCommands(
      withMenuCommand(
        this.commands,
        'visualOptionsMenu',
        commandName,
        commandTitle,
        optionsMenuTitle,
        menuLocation,
        visualName,
        visualType,
        groupName,
        commandIcon,
      ),
    );
  }

  /** Removes a command added with `addOptionsMenuCommand`; rejects with `PowerBIEntityNotFound` when there is none. */
  removeOptionsMenuCommand(commandName: string, optionsMenuTitle: string): Promise<IHttpPostMessageResponse<void>> {
    return this.setCommands(withoutMenuCommand(this.commands, 'visualOptionsMenu', commandName, optionsMenuTitle));
  }

  /** Shows or hides a visual (custom layout); the page and the visual must exist. */
  setVisualDisplayState(
    pageName: string,
    visualName: string,
    displayState: VisualContainerDisplayMode,
  ): Promise<IHttpPostMessageResponse<void>> {
    return this.layOut(pageName, visualName, { displayState: { mode: displayState } });
  }

  /** Resizes a visual (custom layout); the page and the visual must exist. */
  resizeVisual(
    pageName: string,
    visualName: string,
    width: number,
    height: number,
  ): Promise<IHttpPostMessageResponse<void>> {
    return this.layOut(pageName, visualName, { width, height });
  }

  /** Moves a visual (custom layout); the page and the visual must exist. */
  moveVisual(
    pageName: string,
    visualName: string,
    x: number,
    y: number,
    z?: number,
  ): Promise<IHttpPostMessageResponse<void>> {
    // The z key is sent even when undefined.
    return this.layOut(pageName, visualName, { x, y, z });
  }

  /** Sets the size of the active page (custom layout); `width` and `height` for `PageSizeType.Custom`. */
  resizeActivePage(
    pageSizeType: PageSizeType,
    width?: number,
    height?: number,
  ): Promise<IHttpPostMessageResponse<void>> {
    const pageSize: ICustomPageSize = { type: pageSizeType, width, height };
    // LayoutType.Custom
    return this.updateSettings({ layoutType: 1, customLayout: { pageSize } });
  }

  /** Switches to another desktop layout, or to the other mobile layout (not between the two kinds). */
  switchLayout(layoutType: LayoutType): Promise<IHttpPostMessageResponse<void>> {
    return isMobile(this.initialLayoutType) !== isMobile(layoutType)
      ? this.service.refuse(
          'Switching between mobile and desktop layouts is not supported. Please reset the embed container and re-embed with required layout.',
        )
      : this.updateSettings({ layoutType }).then((response) => {
          this.initialLayoutType = layoutType;
          return response;
        });
  }

  /** The zoom level of the report. */
  getZoom(): Promise<number> {
    return this.getBody('/report/zoom');
  }

  /** Sets the zoom level of the report. */
  setZoom(zoomLevel: number): Promise<void> {
    return this.updateSettings({ zoomLevel }).then(() => undefined);
  }

  /** Closes open context menus and tooltips. Rejects with the frame's whole error response. */
  closeAllOverlays(): Promise<void> {
    return this.postRaw('/report/closeAllOverlays');
  }

  /** Clears the selection of visuals; of popped-out visuals too when `clearPopOutState` is true. Rejects with the frame's whole error response. */
  clearSelectedVisuals(clearPopOutState?: boolean): Promise<void> {
    return this.postRaw('/report/clearSelectedVisuals/' + (clearPopOutState === true));
  }

  private reportFilters(): FilterRequests {
    return filterRequests(this, '/report/filters');
  }

  private getBody<T>(url: string): Promise<T> {
    return bodyOf(frameRequest<T>(this, 'GET', url));
  }

  // The menu-command methods: refused on paginated reports, then the whole list (undefined: no such command).
  private setCommands(commands?: ICommandExtension[]): Promise<IHttpPostMessageResponse<void>> {
    return (
      unlessPaginated(this) ||
      (commands ? this.updateSettings({ extensions: { commands, groups: this.groups } }) : notFound(this))
    );
  }

  // Looks the page and then the visual up (both must exist) before the settings change.
  private layOut(pageName: string, visualName: string, layout: IVisualLayout): Promise<IHttpPostMessageResponse<void>> {
    return this.getPageByName(pageName)
      .then((page) => page.getVisualByName(visualName))
      .then(() =>
        // LayoutType.Custom
        this.updateSettings({
          layoutType: 1,
          customLayout: { pagesLayout: { [pageName]: { visualsLayout: { [visualName]: layout } } } },
        }),
      );
  }

  // Unlike the other requests these two reject with the frame's whole error response, as the reference does.
  private postRaw(url: string): Promise<void> {
    return unlessPaginated(this) || bodyOf(frameRequest<void>(this, 'POST', url, null, undefined, 'response'));
  }

  private findPages(test: (page: IPage) => boolean): Promise<IPage[]> {
    return unlessPaginated(this) || this.getBody<IPage[]>('/report/pages').then((pages) => pages.filter(test));
  }

  private findPage(test: (page: IPage) => boolean): Promise<Page> {
    return this.findPages(test).then((pages) => (pages[0] ? this.toPage(pages[0]) : notFound(this)));
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
