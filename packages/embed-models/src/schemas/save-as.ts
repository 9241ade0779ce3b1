import * as z from 'zod/mini';

/** The parameters of `saveAs`: the new report's name. */
export const saveAsParametersSchema = /* @__PURE__ */ z.looseObject({
  name: z.string(),
});
export type SaveAsParametersSchemaType = z.infer<typeof saveAsParametersSchema>;
