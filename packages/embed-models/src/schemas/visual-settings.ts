import * as z from 'zod/mini';
import { opt } from '../validation/rules';
import { visualOrTypeSelectorSchema } from './selectors';

/** What a visual header shows. */
export const visualHeaderSettingsSchema = /* @__PURE__ */ z.looseObject({
  visible: /* @__PURE__ */ opt(z.boolean()),
});
export type VisualHeaderSettingsSchemaType = z.infer<typeof visualHeaderSettingsSchema>;

/** Header settings for the visuals a selector picks (every visual when there is no selector). */
export const visualHeaderSchema = /* @__PURE__ */ z.looseObject({
  settings: visualHeaderSettingsSchema,
  selector: /* @__PURE__ */ opt(visualOrTypeSelectorSchema),
});
export type VisualHeaderSchemaType = z.infer<typeof visualHeaderSchema>;

/** Visual settings: the list of visual header settings. */
export const visualSettingsSchema = /* @__PURE__ */ z.looseObject({
  visualHeaders: /* @__PURE__ */ opt(/* @__PURE__ */ z.array(visualHeaderSchema)),
});
export type VisualSettingsSchemaType = z.infer<typeof visualSettingsSchema>;
