import * as z from 'zod/mini';
import { typedArr } from '../validation/rules';

/** A column of a table (`{ table, column }`); extra keys such as `aggregationFunction` are not checked. */
export const columnTargetSchema = /* @__PURE__ */ z.looseObject({
  table: z.string(),
  column: z.string(),
});
export type ColumnTargetSchemaType = z.infer<typeof columnTargetSchema>;

/** A level of a hierarchy (`{ table, hierarchy, hierarchyLevel }`). */
export const hierarchyLevelTargetSchema = /* @__PURE__ */ z.looseObject({
  table: z.string(),
  hierarchy: z.string(),
  hierarchyLevel: z.string(),
});
export type HierarchyLevelTargetSchemaType = z.infer<typeof hierarchyLevelTargetSchema>;

/** A measure of a table (`{ table, measure }`). */
export const measureTargetSchema = /* @__PURE__ */ z.looseObject({
  table: z.string(),
  measure: z.string(),
});
export type MeasureTargetSchemaType = z.infer<typeof measureTargetSchema>;

/** A column target that also names its key columns. */
export const keyColumnsTargetSchema = /* @__PURE__ */ z.looseObject({
  table: z.string(),
  column: z.string(),
  keys: /* @__PURE__ */ typedArr('string'),
});
export type KeyColumnsTargetSchemaType = z.infer<typeof keyColumnsTargetSchema>;

/** A hierarchy-level target that also names its key columns. */
export const keyHierarchyTargetSchema = /* @__PURE__ */ z.looseObject({
  table: z.string(),
  hierarchy: z.string(),
  hierarchyLevel: z.string(),
  keys: /* @__PURE__ */ typedArr('string'),
});
export type KeyHierarchyTargetSchemaType = z.infer<typeof keyHierarchyTargetSchema>;

/** Any single target, key-based ones included (what a slicer-target selector points at). */
export const slicerTargetSchema = /* @__PURE__ */ z.union([
  columnTargetSchema,
  hierarchyLevelTargetSchema,
  measureTargetSchema,
  keyColumnsTargetSchema,
  keyHierarchyTargetSchema,
]);
export type SlicerTargetSchemaType = z.infer<typeof slicerTargetSchema>;

/**
 * A filter's target: one column, hierarchy level or measure, or a list of any targets. Outside a
 * list a key-based target passes as a plain column or hierarchy target, so its `keys` go unchecked.
 */
export const filterTargetSchema = /* @__PURE__ */ z.union([
  columnTargetSchema,
  hierarchyLevelTargetSchema,
  measureTargetSchema,
  /* @__PURE__ */ z.array(slicerTargetSchema),
]);
export type FilterTargetSchemaType = z.infer<typeof filterTargetSchema>;
