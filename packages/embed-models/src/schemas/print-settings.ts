import * as z from 'zod/mini';
import { numEnum, opt } from '../validation/rules';

/** Print settings: browser print adjustments Default (0) or NoAdjustments (1). */
export const printSettingsSchema = /* @__PURE__ */ z.looseObject({
  browserPrintAdjustmentsMode: /* @__PURE__ */ opt(/* @__PURE__ */ numEnum([0, 1])),
});
export type PrintSettingsSchemaType = z.infer<typeof printSettingsSchema>;
