import * as z from 'zod/mini';

/** A report page, identified by its name. */
export const pageSchema = /* @__PURE__ */ z.looseObject({
  name: z.string(),
});
export type PageSchemaType = z.infer<typeof pageSchema>;
