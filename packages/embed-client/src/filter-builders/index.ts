// The filter builders of powerbi-client 2.22 (one file per builder), re-exported by the package root.
export { FilterBuilder } from './filter-builder';
export { BasicFilterBuilder } from './basic-filter-builder';
export { AdvancedFilterBuilder } from './advanced-filter-builder';
export { TopNFilterBuilder } from './top-n-filter-builder';
export { RelativeDateFilterBuilder } from './relative-date-filter-builder';
export { RelativeTimeFilterBuilder } from './relative-time-filter-builder';
