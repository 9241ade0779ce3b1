import * as z from 'zod/mini';
import { numEnum, opt } from '../validation/rules';
import { customThemeSchema } from './custom-theme';
import { datasetCreateConfigSchema } from './dataset-create';

/** The configuration a quick-create embed (a report made from pasted data) is loaded with. */
export const quickCreateSchema = /* @__PURE__ */ z.looseObject({
  accessToken: z.string(),
  groupId: opt(z.string()),
  // TokenType: Aad 0, Embed 1.
  tokenType: opt(/* @__PURE__ */ numEnum([0, 1])),
  theme: opt(customThemeSchema),
  datasetCreateConfig: datasetCreateConfigSchema,
});
export type QuickCreateSchemaType = z.infer<typeof quickCreateSchema>;
