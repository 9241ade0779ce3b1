// @ts-nocheck -- checked by type-compat.test.ts under application compiler options instead: the
// project's verbatimModuleSyntax rejects powerbi-models' const enums, which users may well use.
// Realistic code written against powerbi-models 1.12. type-compat.test.ts compiles it as is and
// with the import specifier switched to our package; both must compile without diagnostics.
// It is only type-checked, never run.
import * as models from 'powerbi-models';
import {
  AdvancedFilter,
  AggregateFunction,
  BackgroundType,
  BasicFilter,
  BasicFilterWithKeys,
  BookmarksPlayMode,
  BrowserPrintAdjustmentsMode,
  CommandDisplayOption,
  CommonErrorCodes,
  ContrastMode,
  CredentialType,
  DataCacheMode,
  DataType,
  DisplayOption,
  ExportDataType,
  Filter,
  FilterType,
  FiltersLevel,
  FiltersOperations,
  HierarchyFilter,
  HyperlinkClickBehavior,
  IdentityFilter,
  IncludeExcludeFilter,
  LayoutType,
  LegendPosition,
  MenuLocation,
  NotSupportedFilter,
  PageNavigationPosition,
  PageSelector,
  PageSizeType,
  Permissions,
  QnaMode,
  RelativeDateFilter,
  RelativeDateFilterTimeUnit,
  RelativeDateOperators,
  RelativeTimeFilter,
  ReportAlignment,
  ReportCreationMode,
  SectionVisibility,
  SlicerTargetSelector,
  SortDirection,
  TextAlignment,
  TokenType,
  TopNFilter,
  TraceType,
  TupleFilter,
  ViewMode,
  VisualContainerDisplayMode,
  VisualDataRoleKind,
  VisualDataRoleKindPreference,
  VisualSelector,
  VisualTypeSelector,
  getFilterType,
  isBasicFilterWithKeys,
  isColumn,
  isColumnAggr,
  isFilterKeyColumnsTarget,
  isFlatMenuExtension,
  isGroupedMenuExtension,
  isHierarchyLevel,
  isHierarchyLevelAggr,
  isIExtensionArray,
  isIExtensions,
  isMeasure,
  isOnLoadFilters,
  isPercentOfGrandTotal,
  isReportFiltersArray,
} from 'powerbi-models';
import type {
  CommandExtensionSelector,
  EventHooks,
  Extensions,
  IAddBookmarkRequest,
  IAdvancedFilter,
  IAdvancedFilterCondition,
  IApplyBookmarkRequest,
  IBasicFilter,
  IBasicFilterWithKeys,
  IBootstrapEmbedConfiguration,
  ICaptureBookmarkOptions,
  ICaptureBookmarkRequest,
  ICavasItemsSelection,
  ICloneVisualRequest,
  ICloneVisualResponse,
  IColumnSchema,
  ICommandExtension,
  ICommandsSettings,
  ICreateVisualRequest,
  ICreateVisualResponse,
  ICustomLayout,
  ICustomPageSize,
  ICustomTheme,
  IDashboardEmbedConfiguration,
  IDashboardLoadConfiguration,
  IDatasetCreateConfiguration,
  IDefaultProperty,
  IEmbedConfiguration,
  IEmbedConfigurationBase,
  IEqualsDataReference,
  IError,
  IExportDataRequest,
  IExportDataResult,
  IExtension,
  IExtensions,
  IFilter,
  IFilterColumnTarget,
  IFilterKeyColumnsTarget,
  IFilterTarget,
  IHierarchyFilter,
  IHierarchyFilterNode,
  IIdentityValue,
  IIncludeExcludeFilter,
  ILoadQnaConfiguration,
  IMeasureTarget,
  IMenuExtension,
  IMenuGroupExtension,
  INotSupportedFilter,
  IPage,
  IPaginatedReportLoadConfiguration,
  IPlayBookmarkRequest,
  IQnaEmbedConfiguration,
  IQnaInterpretInputData,
  IQnaVisualRenderedEvent,
  IQuickCreateConfiguration,
  IRelativeDateFilter,
  IRelativeTimeFilter,
  IReportBookmark,
  IReportCreateConfiguration,
  IReportEmbedConfiguration,
  IReportLoadConfiguration,
  ISaveAsParameters,
  ISelection,
  ISettings,
  ISlicer,
  ISlicerFilter,
  ISlicerState,
  ISortByVisualRequest,
  ISwipeEvent,
  ITarget,
  IThemeColorProperty,
  ITileEmbedConfiguration,
  ITileLoadConfiguration,
  ITopNFilter,
  ITupleFilter,
  IUpdateFiltersRequest,
  IVisual,
  IVisualCapabilities,
  IVisualCustomCommandEvent,
  IVisualEmbedConfiguration,
  IVisualHeader,
  IVisualLayout,
  IVisualPropertySelector,
  IVisualPropertyValue,
  KeyValuePair,
  OnLoadFilters,
  PageLevelFilters,
  PageView,
  ReportLevelFilters,
  TupleValueType,
  VisualLevelFilters,
} from 'powerbi-models';

// --- targets and filters ---------------------------------------------------------------------

const region: IFilterColumnTarget = { table: 'Geo', column: 'Region' };
const total: IMeasureTarget = { table: 'Sales', measure: 'Total', percentOfGrandTotal: false };
const storeKeys: IFilterKeyColumnsTarget = { table: 'Store', column: 'Name', keys: ['StoreId'] };
const yearLevel = { table: 'Date', hierarchy: 'Calendar', hierarchyLevel: 'Year' };

const basic = new BasicFilter(region, 'In', 'East', 'West');
basic.requireSingleSelection = true;
basic.displaySettings = { isLockedInViewMode: true, isHiddenInViewMode: false, displayName: 'Region' };
const basicFromArray = new models.BasicFilter(region, 'NotIn', ['North']);
const everything = new BasicFilter(region, 'All');
const basicJson: IBasicFilter = basic.toJSON();
const keyed = new BasicFilterWithKeys(storeKeys, 'In', ['Store 1', 'Store 2'], [[1], [2]]);
const keyedJson = keyed.toJSON() as IBasicFilterWithKeys;
const keyValues: (string | number | boolean)[][] = keyedJson.keyValues;

const conditions: IAdvancedFilterCondition[] = [
  { operator: 'GreaterThanOrEqual', value: new Date(2024, 0, 1) },
  { operator: 'IsNotBlank' },
];
const advanced = new AdvancedFilter(region, 'And', conditions);
const advancedSpread = new AdvancedFilter(
  region,
  'Or',
  { operator: 'Contains', value: 'st' },
  { operator: 'StartsWith', value: 'N' },
);
const advancedJson: IAdvancedFilter = advancedSpread.toJSON();
const topN: ITopNFilter = new TopNFilter(region, 'Top', 5, total).toJSON();
const lastWeek = new RelativeDateFilter(region, RelativeDateOperators.InLast, 7, RelativeDateFilterTimeUnit.Days, true);
const lastWeekJson: IRelativeDateFilter = lastWeek.toJSON();
const lastHour: IRelativeTimeFilter = new RelativeTimeFilter(
  region,
  RelativeDateOperators.InLast,
  1,
  RelativeDateFilterTimeUnit.Hours,
).toJSON();
const excluded: IIncludeExcludeFilter = new IncludeExcludeFilter(region, true, ['Unknown']).toJSON();
const unsupported: INotSupportedFilter = new NotSupportedFilter(region, 'not supported', 'CustomFilter').toJSON();
const identity = new IdentityFilter([1, 2, 3], 'In').toJSON();
const tupleValues: TupleValueType[] = [[{ value: 'East' }, { value: 2024, keyValues: [2024] }]];
const tuple: ITupleFilter = new TupleFilter([region, { table: 'Date', column: 'Year' }], 'In', tupleValues).toJSON();
const nodes: IHierarchyFilterNode[] = [
  { value: 2024, operator: 'Selected', children: [{ value: 'Q1', operator: 'NotSelected' }] },
];
const hierarchy: IHierarchyFilter = new HierarchyFilter([yearLevel], nodes).toJSON();
const instances: Filter[] = [basic, basicFromArray, everything, keyed, advanced, lastWeek];
const filterType: FilterType = basic.filterType;
const schemaUrls: string[] = [
  BasicFilter.schemaUrl,
  AdvancedFilter.schemaUrl,
  TopNFilter.schemaUrl,
  HierarchyFilter.schemaUrl,
];

/** A user-defined builder: subclasses may set the protected schemaUrl. */
class RegionFilter extends Filter {
  static schemaUrl = 'http://example.invalid/schema#region';
  constructor(target: IFilterTarget) {
    super(target, FilterType.Basic);
    this.schemaUrl = RegionFilter.schemaUrl;
  }
}

const reportFilters: ReportLevelFilters[] = [basicJson, advancedJson, lastWeekJson, lastHour, tuple, keyedJson];
const pageFilters: PageLevelFilters[] = [basic.toJSON(), advanced.toJSON()];
const visualFilters: VisualLevelFilters[] = [topN, excluded, basicJson];
const anyFilters: IFilter[] = [unsupported, identity, hierarchy, new RegionFilter(region).toJSON()];
const onLoad: OnLoadFilters = {
  allPages: { operation: FiltersOperations.Replace, filters: reportFilters },
  currentPage: { operation: FiltersOperations.RemoveAll },
};
const update: IUpdateFiltersRequest = { filtersOperation: FiltersOperations.Add, filters: visualFilters };
const level: FiltersLevel = FiltersLevel.Visual;

// --- selectors, slicers, extensions, commands --------------------------------------------------

const page = new PageSelector('ReportSection1');
const visual = new VisualSelector('VisualContainer1');
const byType = new VisualTypeSelector('barChart');
const slicerTarget = new SlicerTargetSelector(region);
const pageName: string = page.toJSON().pageName;
const slicerFilters: ISlicerFilter[] = [basicJson, hierarchy];
const slicerState: ISlicerState = { filters: slicerFilters, targets: [region] };
const slicers: ISlicer[] = [
  { selector: visual, state: slicerState },
  { selector: slicerTarget.toJSON(), state: { filters: [advancedJson] } },
];

const commandSelector: CommandExtensionSelector = byType.toJSON();
const command: ICommandExtension = {
  name: 'explain',
  title: 'Explain this',
  icon: 'data:image/png;base64,AAAA',
  selector: commandSelector,
  extend: {
    visualContextMenu: { title: 'Explain', groupName: 'insights' },
    visualOptionsMenu: { title: 'Explain', menuLocation: MenuLocation.Top },
  },
};
const group: IMenuGroupExtension = { name: 'insights', title: 'Insights', menuLocation: MenuLocation.Bottom };
const extensionsObject: IExtensions = { commands: [command], groups: [group] };
const extensionsArray: IExtension[] = [{ command }];
const headers: IVisualHeader[] = [
  { settings: { visible: false } },
  { settings: { visible: true }, selector: visual.toJSON() },
];
const commands: ICommandsSettings[] = [
  {
    copy: { displayOption: CommandDisplayOption.Hidden },
    exportData: { displayOption: CommandDisplayOption.Disabled, selector: byType },
  },
  {
    spotlight: { displayOption: CommandDisplayOption.Enabled },
    clearSelection: { displayOption: CommandDisplayOption.Hidden },
  },
];
const visualLayout: IVisualLayout = {
  x: 0,
  y: 0,
  z: 1,
  width: 400,
  height: 300,
  displayState: { mode: VisualContainerDisplayMode.Visible },
};
const customLayout: ICustomLayout = {
  pageSize: { type: PageSizeType.Custom },
  displayOption: DisplayOption.FitToWidth,
  reportAlignment: ReportAlignment.Center,
  pagesLayout: { ReportSection1: { defaultLayout: visualLayout, visualsLayout: { VisualContainer1: visualLayout } } },
};
const customSize: ICustomPageSize = { type: PageSizeType.Custom, width: 1280, height: 720 };

// --- settings and configurations -------------------------------------------------------------

const settings: ISettings = {
  filterPaneEnabled: false,
  navContentPaneEnabled: true,
  bookmarksPaneEnabled: false,
  useCustomSaveAsDialog: true,
  hideErrors: false,
  personalBookmarksEnabled: true,
  persistentFiltersEnabled: true,
  visualRenderedEvents: true,
  authoringHintsEnabled: false,
  background: BackgroundType.Transparent,
  layoutType: LayoutType.Custom,
  hyperlinkClickBehavior: HyperlinkClickBehavior.RaiseEvent,
  customLayout,
  extensions: extensionsObject,
  commands,
  visualSettings: { visualHeaders: headers },
  bars: { actionBar: { visible: true }, statusBar: { visible: false } },
  panes: {
    filters: { visible: true, expanded: false },
    pageNavigation: { visible: true, position: PageNavigationPosition.Left },
    bookmarks: { visible: false },
    fields: { expanded: false },
    selection: { visible: true },
    syncSlicers: { visible: false },
    visualizations: { expanded: true },
  },
  localeSettings: { language: 'en-US', formatLocale: 'en-GB' },
  zoomLevel: 1.25,
  printSettings: { browserPrintAdjustmentsMode: BrowserPrintAdjustmentsMode.NoAdjustments },
};
const legacySettings: ISettings = { extensions: extensionsArray };

const eventHooks: EventHooks = {
  accessTokenProvider: async () => 'new-token',
  applicationContextProvider: () => ({ sessionId: 'abc' }),
};
const bookmark: IApplyBookmarkRequest = { name: 'Bookmark1' };
const theme: ICustomTheme = { themeJson: { name: 'Dark', dataColors: ['#000000'] } };

const reportConfig: IReportEmbedConfiguration = {
  type: 'report',
  id: 'report-id',
  embedUrl: 'https://app.powerbi.com/reportEmbed?reportId=report-id',
  accessToken: 'token',
  tokenType: TokenType.Embed,
  permissions: Permissions.All,
  viewMode: ViewMode.Edit,
  contrastMode: ContrastMode.HighContrastBlack,
  pageName: 'ReportSection1',
  settings,
  filters: reportFilters,
  slicers,
  bookmark,
  theme,
  datasetBinding: { datasetId: 'dataset-id' },
  eventHooks,
};
const reportWithOnLoad: IReportEmbedConfiguration = { ...reportConfig, filters: onLoad };
const visualConfig: IVisualEmbedConfiguration = {
  ...reportConfig,
  visualName: 'VisualContainer1',
  width: 400,
  height: 300,
};
const pageView: PageView = 'fitToWidth';
const dashboardConfig: IDashboardEmbedConfiguration = {
  type: 'dashboard',
  id: 'd',
  accessToken: 'token',
  tokenType: TokenType.Aad,
  pageView,
  filters: anyFilters,
};
const tileConfig: ITileEmbedConfiguration = {
  type: 'tile',
  id: 't',
  dashboardId: 'd',
  accessToken: 'token',
  width: 300,
  height: 200,
};
const qnaConfig: IQnaEmbedConfiguration = {
  type: 'qna',
  accessToken: 'token',
  datasetIds: ['dataset-id'],
  question: 'sales by region',
  viewMode: QnaMode.ResultOnly,
};
const createConfig: IReportCreateConfiguration = {
  type: 'create',
  datasetId: 'dataset-id',
  accessToken: 'token',
  groupId: 'group',
  settings,
  theme,
  eventHooks,
};
const columns: IColumnSchema[] = [
  { name: 'Amount', displayName: 'Amount', dataType: DataType.Number, aggregateFunction: AggregateFunction.Sum },
  { name: 'Region', dataType: DataType.Text },
  { name: 'When', dataType: DataType.DateTime, aggregateFunction: AggregateFunction.Default },
];
const datasetCreateConfig: IDatasetCreateConfiguration = {
  locale: 'en-US',
  mashupDocument: 'section Section1;',
  datasourceConnectionConfig: {
    dataCacheMode: DataCacheMode.Import,
    credentials: { credentialType: CredentialType.Anonymous, credentialDetails: { user: 'u' } },
  },
  tableSchemaList: [{ name: 'Sales', columns }],
  data: [{ name: 'Sales', rows: [['1', 'East', '2024-01-01']] }],
};
const quickCreateConfig: IQuickCreateConfiguration = {
  type: 'quickCreate',
  accessToken: 'token',
  tokenType: TokenType.Embed,
  datasetCreateConfig,
  reportCreationMode: ReportCreationMode.QuickExplore,
  eventHooks,
};
const paginatedConfig: IPaginatedReportLoadConfiguration = {
  accessToken: 'token',
  id: 'rdl',
  type: 'paginatedReport',
  settings: { commands: { parameterPanel: { enabled: true, expanded: false } } },
  parameterValues: [
    { name: 'Year', value: '2024' },
    { name: 'Region', value: null },
  ],
};
const bootstrap: IBootstrapEmbedConfiguration = {
  type: 'report',
  hostname: 'https://app.powerbi.com',
  settings: legacySettings,
  bootstrapped: true,
};
const base: IEmbedConfigurationBase = { accessToken: 'token', tokenType: TokenType.Aad, uniqueId: 'u1' };
const legacy: IEmbedConfiguration = {
  type: 'report',
  id: 'r',
  accessToken: 'token',
  filters: anyFilters,
  pageView,
  dashboardId: 'd',
  datasetId: 'ds',
  action: 'view',
};
const legacyLoad: IReportLoadConfiguration = {
  accessToken: 'token',
  id: 'r',
  filters: reportFilters,
  slicers,
  eventHooks,
};
const legacyDashboard: IDashboardLoadConfiguration = { accessToken: 'token', id: 'd', pageView: 'oneColumn' };
const legacyTile: ITileLoadConfiguration = { accessToken: 'token', id: 't', dashboardId: 'd' };
const legacyQna: ILoadQnaConfiguration = {
  accessToken: 'token',
  datasetIds: ['ds'],
  viewMode: QnaMode.Interactive,
  settings: { filterPaneEnabled: false, panes: { filters: { visible: false } } },
};

// --- entities, events, requests ---------------------------------------------------------------

const pages: IPage[] = [
  {
    name: 'ReportSection1',
    displayName: 'Overview',
    isActive: true,
    visibility: SectionVisibility.AlwaysVisible,
    defaultSize: customSize,
    mobileSize: { type: PageSizeType.Mobile },
    defaultDisplayOption: DisplayOption.FitToPage,
    background: { color: '#ffffff', transparency: 0 },
    wallpaper: { color: '#eeeeee', hasImage: false },
  },
];
/** What powerbi-client's VisualDescriptor holds: an IVisual plus the page it sits on. */
type VisualWithPage = IVisual & { page: string };
const visuals: VisualWithPage[] = [
  { name: 'VisualContainer1', title: 'Sales', type: 'barChart', layout: visualLayout, page: pages[0]!.name },
];

function onError(error: IError): string {
  const info: KeyValuePair[] = error.technicalDetails?.errorInfo ?? [];
  if (error.errorCode === CommonErrorCodes.TokenExpired || error.level === TraceType.Fatal) return 'refresh';
  return `${error.message} ${error.detailedMessage ?? ''} ${error.technicalDetails?.requestId ?? ''} ${info.length}`;
}
function onSelection(selection: ISelection | ICavasItemsSelection): number {
  const points: IIdentityValue<IEqualsDataReference>[] = selection.dataPoints;
  return points.length + selection.filters.length + selection.visual.title.length + selection.report.displayName.length;
}
const swipe: ISwipeEvent = { currentPosition: { x: 1, y: 2 }, startPosition: { x: 0, y: 0 } };
const customCommand: IVisualCustomCommandEvent = { visualName: 'VisualContainer1', command: 'explain' };
const qnaRendered: IQnaVisualRenderedEvent = { question: 'sales', normalizedQuestion: 'sales' };
const bookmarks: IReportBookmark[] = [{ name: 'b1', displayName: 'First', state: 'xyz', children: [] }];
const captureOptions: ICaptureBookmarkOptions = { personalizeVisuals: true, allPages: false };
const capture: ICaptureBookmarkRequest = { options: captureOptions };
const play: IPlayBookmarkRequest = { playMode: BookmarksPlayMode.Presentation };
const addBookmark: IAddBookmarkRequest = { state: 'xyz', displayName: 'Mine', apply: true };
const exportRequest: IExportDataRequest = { rows: 100, exportDataType: ExportDataType.Underlying };
const exported: IExportDataResult = { data: 'a,b\n1,2' };
const sortRequest: ISortByVisualRequest = { orderBy: total, direction: SortDirection.Descending };
const createVisual: ICreateVisualRequest = { visualType: 'lineChart', layout: visualLayout, autoFocus: true };
const createdVisual: ICreateVisualResponse = { visual: visuals[0]! };
const cloneRequest: ICloneVisualRequest = { filters: anyFilters, layout: visualLayout };
const cloned: ICloneVisualResponse = { visual: visuals[0]!, visualName: 'VisualContainer2' };
const saveAs: ISaveAsParameters = { name: 'Copy', targetWorkspaceId: 'ws' };
const interpret: IQnaInterpretInputData = { question: 'sales', datasetIds: ['ds'] };
const capabilities: IVisualCapabilities = {
  dataRoles: [
    {
      name: 'Category',
      kind: VisualDataRoleKind.Grouping,
      kindPreference: VisualDataRoleKindPreference.Grouping,
      displayName: 'Axis',
    },
  ],
};
const property: IVisualPropertySelector = { objectName: 'title', propertyName: 'alignment' };
const propertyValue: IVisualPropertyValue = { value: TextAlignment.Center };
const legend: IVisualPropertyValue = {
  schema: 'http://powerbi.com/product/schema#property',
  value: LegendPosition.BottomCenter,
};
const themeColor: IThemeColorProperty = { id: 0, shade: 0.5 };
const resetValue: IDefaultProperty = {};

// --- guards narrow ----------------------------------------------------------------------------

function describeFilters(filters: ReportLevelFilters[] | OnLoadFilters): number {
  if (isOnLoadFilters(filters)) return filters.allPages?.filters?.length ?? 0;
  if (isReportFiltersArray(filters)) return filters.length;
  return -1;
}
function describeExtensions(extensions: Extensions): string[] {
  if (isIExtensions(extensions)) return extensions.commands.map((c) => c.name);
  if (isIExtensionArray(extensions)) return extensions.map((e) => e.command?.name ?? '');
  return [];
}
function describeMenu(menu: IMenuExtension): string {
  if (isGroupedMenuExtension(menu)) return menu.groupName;
  if (isFlatMenuExtension(menu)) return String(menu.menuLocation ?? MenuLocation.Bottom);
  return '';
}
function describeTarget(target: ITarget): string {
  if (isColumn(target)) return target.column;
  if (isMeasure(target)) return `${target.measure} ${isPercentOfGrandTotal(target)}`;
  if (isHierarchyLevel(target)) return target.hierarchyLevel;
  if (isColumnAggr(target) || isHierarchyLevelAggr(target)) return target.aggregationFunction;
  return target.table;
}
function describeFilter(filter: IFilter): boolean {
  const keyedTarget = isFilterKeyColumnsTarget(filter.target as IFilterTarget);
  return getFilterType(filter) === FilterType.Basic && (isBasicFilterWithKeys(filter) || keyedTarget);
}

// --- validators -------------------------------------------------------------------------------

const loadErrors = models.validateReportLoad(reportConfig);
const messages: string[] = loadErrors ? loadErrors.map((e) => e.message) : [];
const filterErrors = models.validateFilter(basicJson);
const firstError: string | undefined = filterErrors?.[0]?.message;

export const used = [
  basicFromArray,
  everything,
  keyValues,
  advanced,
  topN,
  lastHour,
  identity,
  instances,
  filterType,
  schemaUrls,
  pageFilters,
  update,
  level,
  pageName,
  headers,
  group,
  bootstrap,
  base,
  legacy,
  legacyLoad,
  legacyDashboard,
  legacyTile,
  legacyQna,
  reportWithOnLoad,
  visualConfig,
  dashboardConfig,
  tileConfig,
  qnaConfig,
  createConfig,
  quickCreateConfig,
  paginatedConfig,
  onError,
  onSelection,
  swipe,
  customCommand,
  qnaRendered,
  bookmarks,
  capture,
  play,
  addBookmark,
  exportRequest,
  exported,
  sortRequest,
  createVisual,
  createdVisual,
  cloneRequest,
  cloned,
  saveAs,
  interpret,
  capabilities,
  property,
  propertyValue,
  legend,
  themeColor,
  resetValue,
  describeFilters,
  describeExtensions,
  describeMenu,
  describeTarget,
  describeFilter,
  messages,
  firstError,
  TextAlignment.Left,
];
