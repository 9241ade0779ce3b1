import * as z from 'zod/mini';
import { opt } from '../validation/rules';
import { filtersArraySchema } from './filters';
import { slicerTargetSelectorSchema, visualSelectorSchema } from './selectors';

/** The state of a slicer: the filters it applies. */
export const slicerStateSchema = /* @__PURE__ */ z.looseObject({
  filters: /* @__PURE__ */ opt(filtersArraySchema),
});
export type SlicerStateSchemaType = z.infer<typeof slicerStateSchema>;

/** A slicer to set: which slicer (by visual or by target) and the state to give it. */
export const slicerSchema = /* @__PURE__ */ z.looseObject({
  selector: /* @__PURE__ */ z.union([visualSelectorSchema, slicerTargetSelectorSchema]),
  state: slicerStateSchema,
});
export type SlicerSchemaType = z.infer<typeof slicerSchema>;
