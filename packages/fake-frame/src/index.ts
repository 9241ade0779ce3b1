// The frame side of the embed protocol, for bundlers: start it in your own frame page, or reuse
// its sample data and option parsing. Importing touches no browser global; startFakeFrame does.
export { startFakeFrame } from './frame/start-fake-frame';
export type { FakeFrame } from './frame/start-fake-frame';
export { parseFrameQuery, parseFailure } from './frame/frame-options';
export type { BehaviourOptions, FakeFrameOptions, RouteFailure } from './frame/frame-options';
export { BOOT_COST_DEFAULTS, NO_BOOT_COST, resolveBootCost } from './frame/boot-cost';
export type { BootCost, BootCostOptions } from './frame/boot-cost';
export { parseRouteSpec, routeMatches } from './frame/behaviour';
export type { EventScope } from './frame/frame-context';
export type { EmbedKind, FramePhase, FrameState } from './frame/frame-state';
export { tokenExpiredError } from './frame/frame-errors';
export { createTokenVerifier, notAuthorizedError } from './frame/token-verifier';
export type { TokenVerdict, TokenVerifier, TokenVerifierOptions } from './frame/token-verifier';
export { createSampleData, TABLE_COLUMNS, DEPARTMENTS, MONTHS, AGE_GROUPS, DAYS } from './data/sample-data';
export type { AdmissionRow, BedOccupancyRow, ReadmissionRow, SampleTables, TableName } from './data/sample-data';
export { filterRows, filterPredicate } from './data/apply-filters';
export type { ColumnTarget } from './data/apply-filters';
export { REPORT_PAGES, REPORT_DISPLAY_NAME, PAGE_SIZE, SAMPLE_REPORT } from './report/report-definition';
export type {
  BookmarkDefinition,
  PageDefinition,
  ReportDefinition,
  VisualDefinition,
  VisualLayout,
} from './report/report-definition';
export type { DataTables, Measure, ModelTable, ReportModel } from './report/report-model';
export { ESTATE, ESTATE_REPORTS, reportFor } from './estate/estate';
export type { UnknownReports } from './estate/estate';
export type { EstateReport } from './estate/define-report';
export { reportNotFoundError } from './frame/frame-errors';
export type { VisualData } from './report/visual-data';
export { validateReportDefinition, DEFINITION_VISUAL_TYPES } from './definitions/validate-report-definition';
export { reportFromJson } from './definitions/report-from-json';
export { ReportDefinitionError } from './definitions/report-definition-error';
export type {
  BookmarkJson,
  FieldJson,
  MeasureJson,
  PageJson,
  PaginatedJson,
  ReportDefinitionJson,
  TableJson,
  VisualJson,
} from './definitions/report-definition-json';
export { paginatedOf } from './report/paginated-definition';
export type { PaginatedDefinition, ReportParameter } from './report/paginated-definition';
