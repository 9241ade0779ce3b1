// Everything of powerbi-models except the validators: enums, constants, filter and selector
// builders, guards, and the configuration interfaces.
export * from './enums';
export * from './constants';

export { Filter } from './filters/filter';
export { BasicFilter } from './filters/basic-filter';
export { BasicFilterWithKeys } from './filters/basic-filter-with-keys';
export { AdvancedFilter } from './filters/advanced-filter';
export { TopNFilter } from './filters/top-n-filter';
export { RelativeDateFilter } from './filters/relative-date-filter';
export { RelativeTimeFilter } from './filters/relative-time-filter';
export { IncludeExcludeFilter } from './filters/include-exclude-filter';
export { NotSupportedFilter } from './filters/not-supported-filter';
export { IdentityFilter } from './filters/identity-filter';
export { TupleFilter } from './filters/tuple-filter';
export { HierarchyFilter } from './filters/hierarchy-filter';

export { Selector } from './selectors/selector';
export { PageSelector } from './selectors/page-selector';
export { VisualSelector } from './selectors/visual-selector';
export { VisualTypeSelector } from './selectors/visual-type-selector';
export { SlicerTargetSelector } from './selectors/slicer-target-selector';

export * from './guards/target-guards';
export * from './guards/filter-guards';
export * from './guards/extension-guards';

export type * from './interfaces/index';
