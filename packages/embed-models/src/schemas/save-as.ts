import * as z from 'zod/mini';
import { makeValidator } from '../validation/validator';

/** The parameters of `saveAs`: the new report's name. */
export const saveAsParametersSchema = /* @__PURE__ */ z.looseObject({
  name: z.string(),
});
export type SaveAsParametersSchemaType = z.infer<typeof saveAsParametersSchema>;

/** Checks save-as parameters. */
export const validateSaveAsParameters = /* @__PURE__ */ makeValidator(saveAsParametersSchema);
