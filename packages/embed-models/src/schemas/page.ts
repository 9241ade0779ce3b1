import * as z from 'zod/mini';
import { makeValidator } from '../validation/validator';

/** A report page, identified by its name. */
export const pageSchema = /* @__PURE__ */ z.looseObject({
  name: z.string(),
});
export type PageSchemaType = z.infer<typeof pageSchema>;

/** Checks a page. */
export const validatePage = /* @__PURE__ */ makeValidator(pageSchema);
