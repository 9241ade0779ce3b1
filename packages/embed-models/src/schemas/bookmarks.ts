import * as z from 'zod/mini';
import { numEnum, opt } from '../validation/rules';

/** Starts (1) or stops (0) bookmark play mode. */
export const playBookmarkRequestSchema = /* @__PURE__ */ z.looseObject({
  playMode: /* @__PURE__ */ numEnum([0, 1]),
});
export type PlayBookmarkRequestSchemaType = z.infer<typeof playBookmarkRequestSchema>;

/** Adds a bookmark from a captured state. */
export const addBookmarkRequestSchema = /* @__PURE__ */ z.looseObject({
  state: /* @__PURE__ */ opt(z.string()),
  displayName: /* @__PURE__ */ opt(z.string()),
  apply: /* @__PURE__ */ opt(z.boolean()),
});
export type AddBookmarkRequestSchemaType = z.infer<typeof addBookmarkRequestSchema>;

/** Applies a bookmark by its name. */
export const applyBookmarkByNameRequestSchema = /* @__PURE__ */ z.looseObject({
  name: z.string(),
});
export type ApplyBookmarkByNameRequestSchemaType = z.infer<typeof applyBookmarkByNameRequestSchema>;

/** Applies a captured bookmark state. */
export const applyBookmarkStateRequestSchema = /* @__PURE__ */ z.looseObject({
  state: z.string(),
});
export type ApplyBookmarkStateRequestSchemaType = z.infer<typeof applyBookmarkStateRequestSchema>;

/** A bookmark to apply, by name or by state (a report load's `bookmark`). */
export const applyBookmarkSchema = /* @__PURE__ */ z.union([
  applyBookmarkByNameRequestSchema,
  applyBookmarkStateRequestSchema,
]);
export type ApplyBookmarkSchemaType = z.infer<typeof applyBookmarkSchema>;

/** What a captured bookmark includes. */
export const captureBookmarkOptionsSchema = /* @__PURE__ */ z.looseObject({
  personalizeVisuals: /* @__PURE__ */ opt(z.boolean()),
  allPages: /* @__PURE__ */ opt(z.boolean()),
});
export type CaptureBookmarkOptionsSchemaType = z.infer<typeof captureBookmarkOptionsSchema>;

/** Captures the current view as a bookmark state. */
export const captureBookmarkRequestSchema = /* @__PURE__ */ z.looseObject({
  options: captureBookmarkOptionsSchema,
});
export type CaptureBookmarkRequestSchemaType = z.infer<typeof captureBookmarkRequestSchema>;
