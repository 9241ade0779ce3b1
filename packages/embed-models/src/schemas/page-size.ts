import * as z from 'zod/mini';
import { num, numEnum, opt } from '../validation/rules';

/** A page size by type (PageSizeType: Widescreen 0 … Mobile 5), as in `customLayout.pageSize`. */
export const pageSizeSchema = /* @__PURE__ */ z.looseObject({
  type: /* @__PURE__ */ numEnum([0, 1, 2, 3, 4, 5]),
});
export type PageSizeSchemaType = z.infer<typeof pageSizeSchema>;

/** A page size with explicit dimensions; the type is still checked first. */
export const customPageSizeSchema = /* @__PURE__ */ z.looseObject({
  ...pageSizeSchema.shape,
  width: opt(/* @__PURE__ */ num()),
  height: opt(/* @__PURE__ */ num()),
});
export type CustomPageSizeSchemaType = z.infer<typeof customPageSizeSchema>;
