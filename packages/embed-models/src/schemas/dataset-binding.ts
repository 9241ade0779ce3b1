import * as z from 'zod/mini';

/** `datasetBinding` of a report load: the dataset to bind the report to. */
export const datasetBindingSchema = /* @__PURE__ */ z.looseObject({ datasetId: z.string() });
export type DatasetBindingSchemaType = z.infer<typeof datasetBindingSchema>;
