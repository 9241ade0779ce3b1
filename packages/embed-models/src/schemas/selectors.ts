import * as z from 'zod/mini';
import { opt } from '../validation/rules';
import { slicerTargetSchema } from './target';

/** Selects one visual by name; `$schema` may be left out (older callers omit it). */
export const visualSelectorSchema = /* @__PURE__ */ z.looseObject({
  $schema: /* @__PURE__ */ opt(/* @__PURE__ */ z.literal('http://powerbi.com/product/schema#visualSelector')),
  visualName: z.string(),
});
export type VisualSelectorSchemaType = z.infer<typeof visualSelectorSchema>;

/** Selects every visual of one type; `$schema` is required. */
export const visualTypeSelectorSchema = /* @__PURE__ */ z.looseObject({
  $schema: /* @__PURE__ */ z.literal('http://powerbi.com/product/schema#visualTypeSelector'),
  visualType: z.string(),
});
export type VisualTypeSelectorSchemaType = z.infer<typeof visualTypeSelectorSchema>;

/** Selects the slicers bound to one target; `$schema` is required. */
export const slicerTargetSelectorSchema = /* @__PURE__ */ z.looseObject({
  $schema: /* @__PURE__ */ z.literal('http://powerbi.com/product/schema#slicerTargetSelector'),
  target: slicerTargetSchema,
});
export type SlicerTargetSelectorSchemaType = z.infer<typeof slicerTargetSelectorSchema>;

/** A visual selector or a visual-type selector (visual headers, commands, menu commands). */
export const visualOrTypeSelectorSchema = /* @__PURE__ */ z.union([visualSelectorSchema, visualTypeSelectorSchema]);
export type VisualOrTypeSelectorSchemaType = z.infer<typeof visualOrTypeSelectorSchema>;
