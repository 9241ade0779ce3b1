import * as z from 'zod/mini';
import { num, numEnum, opt } from '../validation/rules';

/** The request of a visual's `exportData`: how many rows, Summarized (0) or Underlying (1). */
export const exportDataRequestSchema = /* @__PURE__ */ z.looseObject({
  rows: /* @__PURE__ */ opt(/* @__PURE__ */ num()),
  exportDataType: /* @__PURE__ */ opt(/* @__PURE__ */ numEnum([0, 1])),
});
export type ExportDataRequestSchemaType = z.infer<typeof exportDataRequestSchema>;
