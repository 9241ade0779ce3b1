// The node side of @org/fake-frame: a static server for the frame page (tests, the local demo).
export { startFakeFrameServer, FRAME_PATHS, SCRIPT_PATH } from './start-fake-frame-server';
export type { FakeFrameServer, FakeFrameServerOptions } from './start-fake-frame-server';
export { framePage } from './frame-page';
export type { FramePageOptions } from './frame-page';
export { BOOT_COST_DEFAULTS, resolveBootCost } from '../frame/boot-cost';
export type { BootCost, BootCostOptions } from '../frame/boot-cost';
export { readReportDefinitions } from './read-report-definitions';
export { validateReportDefinition } from '../definitions/validate-report-definition';
export { ReportDefinitionError } from '../definitions/report-definition-error';
export type { ReportDefinitionJson } from '../definitions/report-definition-json';
