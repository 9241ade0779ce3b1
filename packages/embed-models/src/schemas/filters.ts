import * as z from 'zod/mini';
import { forbidden, num, numEnum, opt } from '../validation/rules';
import { filterTargetSchema } from './target';

/** A single filter value: string, number or boolean (a Date is refused). */
export const primitiveValueSchema = /* @__PURE__ */ z.union([z.string(), /* @__PURE__ */ num(), z.boolean()]);
export type PrimitiveValueSchemaType = z.infer<typeof primitiveValueSchema>;

/** A list of filter values; any item that is not a primitive makes the whole list invalid. */
export const primitiveValuesSchema = /* @__PURE__ */ z.array(primitiveValueSchema);

/** How a filter shows in the filter pane. */
export const filterDisplaySettingsSchema = /* @__PURE__ */ z.looseObject({
  isLockedInViewMode: opt(z.boolean()),
  isHiddenInViewMode: opt(z.boolean()),
  displayName: opt(z.string()),
});
export type FilterDisplaySettingsSchemaType = z.infer<typeof filterDisplaySettingsSchema>;

// The part every filter kind shares. Each kind narrows `filterType` to its own number; since
// the kinds are only ever tried inside a union, which of the two checks fails first never shows.
const filterBase = {
  target: filterTargetSchema,
  $schema: /* @__PURE__ */ opt(z.string()),
  displaySettings: /* @__PURE__ */ opt(filterDisplaySettingsSchema),
};

/** FilterType.Basic (1): `operator` In/NotIn/All over a list of values. */
export const basicFilterSchema = /* @__PURE__ */ z.looseObject({
  ...filterBase,
  operator: z.string(),
  values: primitiveValuesSchema,
  filterType: /* @__PURE__ */ opt(/* @__PURE__ */ numEnum([1])),
  requireSingleSelection: /* @__PURE__ */ opt(z.boolean()),
});
export type BasicFilterSchemaType = z.infer<typeof basicFilterSchema>;

/** One condition of an advanced filter. */
export const conditionItemSchema = /* @__PURE__ */ z.looseObject({
  value: /* @__PURE__ */ opt(primitiveValueSchema),
  operator: z.string(),
});
export type ConditionItemSchemaType = z.infer<typeof conditionItemSchema>;

/** FilterType.Advanced (0): conditions joined by `logicalOperator` And/Or. */
export const advancedFilterSchema = /* @__PURE__ */ z.looseObject({
  ...filterBase,
  logicalOperator: z.string(),
  conditions: /* @__PURE__ */ opt(/* @__PURE__ */ z.array(conditionItemSchema)),
  filterType: /* @__PURE__ */ opt(/* @__PURE__ */ numEnum([0])),
});
export type AdvancedFilterSchemaType = z.infer<typeof advancedFilterSchema>;

/** FilterType.IncludeExclude (3). */
export const includeExcludeFilterSchema = /* @__PURE__ */ z.looseObject({
  ...filterBase,
  isExclude: z.boolean(),
  values: primitiveValuesSchema,
  filterType: /* @__PURE__ */ opt(/* @__PURE__ */ numEnum([3])),
});
export type IncludeExcludeFilterSchemaType = z.infer<typeof includeExcludeFilterSchema>;

/** FilterType.Unknown (2): a filter the service could not express. */
export const notSupportedFilterSchema = /* @__PURE__ */ z.looseObject({
  ...filterBase,
  message: z.string(),
  notSupportedTypeName: z.string(),
  filterType: /* @__PURE__ */ opt(/* @__PURE__ */ numEnum([2])),
});
export type NotSupportedFilterSchemaType = z.infer<typeof notSupportedFilterSchema>;

/** FilterType.RelativeDate (4): operator InLast/InThis/InNext over days … years. */
export const relativeDateFilterSchema = /* @__PURE__ */ z.looseObject({
  ...filterBase,
  operator: /* @__PURE__ */ numEnum([0, 1, 2]),
  timeUnitsCount: /* @__PURE__ */ opt(/* @__PURE__ */ num()),
  timeUnitType: /* @__PURE__ */ numEnum([0, 1, 2, 3, 4, 5, 6]),
  filterType: /* @__PURE__ */ opt(/* @__PURE__ */ numEnum([4])),
  includeToday: z.boolean(),
});
export type RelativeDateFilterSchemaType = z.infer<typeof relativeDateFilterSchema>;

/** FilterType.RelativeTime (7): operator InLast/InThis/InNext over minutes or hours. */
export const relativeTimeFilterSchema = /* @__PURE__ */ z.looseObject({
  ...filterBase,
  operator: /* @__PURE__ */ numEnum([0, 1, 2]),
  timeUnitsCount: /* @__PURE__ */ opt(/* @__PURE__ */ num()),
  timeUnitType: /* @__PURE__ */ numEnum([7, 8]),
  filterType: /* @__PURE__ */ opt(/* @__PURE__ */ numEnum([7])),
});
export type RelativeTimeFilterSchemaType = z.infer<typeof relativeTimeFilterSchema>;

/** FilterType.TopN (5): the Top or Bottom `itemCount` items ordered by another target. */
export const topNFilterSchema = /* @__PURE__ */ z.looseObject({
  ...filterBase,
  operator: z.string(),
  itemCount: /* @__PURE__ */ num(),
  filterType: /* @__PURE__ */ opt(/* @__PURE__ */ numEnum([5])),
  orderBy: filterTargetSchema,
});
export type TopNFilterSchemaType = z.infer<typeof topNFilterSchema>;

/** One node of a hierarchy filter's tree. */
export interface HierarchyFilterNodeSchemaType {
  value?: PrimitiveValueSchemaType | null;
  keyValues?: PrimitiveValueSchemaType[] | null;
  children?: HierarchyFilterNodeSchemaType[] | null;
  operator?: string | null;
  [key: string]: unknown;
}

/** A hierarchy filter node; `children` nests the same shape to any depth. */
export const hierarchyFilterNodeSchema: z.ZodMiniType<HierarchyFilterNodeSchemaType> = /* @__PURE__ */ z.looseObject({
  value: /* @__PURE__ */ opt(primitiveValueSchema),
  keyValues: /* @__PURE__ */ opt(primitiveValuesSchema),
  // A getter lets the schema refer to itself; the validator generator turns the cycle into lazy().
  get children() {
    return opt(z.array(hierarchyFilterNodeSchema));
  },
  operator: /* @__PURE__ */ opt(z.string()),
});

/** FilterType.Hierarchy (9): a tree of selected values. */
export const hierarchyFilterSchema = /* @__PURE__ */ z.looseObject({
  ...filterBase,
  hierarchyData: /* @__PURE__ */ z.array(hierarchyFilterNodeSchema),
  filterType: /* @__PURE__ */ opt(/* @__PURE__ */ numEnum([9])),
});
export type HierarchyFilterSchemaType = z.infer<typeof hierarchyFilterSchema>;

/**
 * Any filter powerbi-models accepts: an object that matches one of the kinds below. Tuple (6)
 * and Identity (8) filters match none of them and are refused.
 */
export const filterSchema = /* @__PURE__ */ z.intersection(
  /* @__PURE__ */ z.looseObject({}),
  /* @__PURE__ */ z.union([
    basicFilterSchema,
    advancedFilterSchema,
    includeExcludeFilterSchema,
    notSupportedFilterSchema,
    relativeDateFilterSchema,
    topNFilterSchema,
    relativeTimeFilterSchema,
    hierarchyFilterSchema,
  ]),
);
export type FilterSchemaType = z.infer<typeof filterSchema>;

/** A list of filters; one bad filter makes the whole list invalid. */
export const filtersArraySchema = /* @__PURE__ */ z.array(filterSchema);

/** Add (1), Replace (2) or ReplaceAll (3) filters: the list is required. */
export const filtersUpdateSchema = /* @__PURE__ */ z.looseObject({
  filtersOperation: /* @__PURE__ */ numEnum([1, 2, 3]),
  filters: filtersArraySchema,
});

/** RemoveAll (0): no filter list may be given. */
export const filtersRemoveAllSchema = /* @__PURE__ */ z.looseObject({
  filtersOperation: /* @__PURE__ */ numEnum([0]),
  filters: /* @__PURE__ */ forbidden(),
});

/** The request of `updateFilters(operation, filters)`. */
export const updateFiltersRequestSchema = /* @__PURE__ */ z.union([filtersUpdateSchema, filtersRemoveAllSchema]);
export type UpdateFiltersRequestSchemaType = z.infer<typeof updateFiltersRequestSchema>;

/** Filters applied at load to one scope: an update with a list, or RemoveAll without one. */
export const onLoadFiltersBaseSchema = /* @__PURE__ */ z.union([
  /* @__PURE__ */ z.looseObject({
    operation: /* @__PURE__ */ numEnum([1, 2, 3]),
    filters: filtersArraySchema,
  }),
  /* @__PURE__ */ z.looseObject({
    operation: /* @__PURE__ */ numEnum([0]),
    filters: /* @__PURE__ */ forbidden(),
  }),
]);
export type OnLoadFiltersBaseSchemaType = z.infer<typeof onLoadFiltersBaseSchema>;

/** Filters applied at load, report-wide (`allPages`) and to the first page (`currentPage`). */
export const onLoadFiltersSchema = /* @__PURE__ */ z.looseObject({
  allPages: /* @__PURE__ */ opt(onLoadFiltersBaseSchema),
  currentPage: /* @__PURE__ */ opt(onLoadFiltersBaseSchema),
});
export type OnLoadFiltersSchemaType = z.infer<typeof onLoadFiltersSchema>;

/** A report load's `filters`: a plain list of filters, or on-load filters. */
export const reportLoadFiltersSchema = /* @__PURE__ */ z.union([filtersArraySchema, onLoadFiltersSchema]);
export type ReportLoadFiltersSchemaType = z.infer<typeof reportLoadFiltersSchema>;
