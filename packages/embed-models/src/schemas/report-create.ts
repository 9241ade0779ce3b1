import * as z from 'zod/mini';
import { numEnum, opt } from '../validation/rules';
import { customThemeSchema } from './custom-theme';

/** The configuration a report-authoring ("create") embed is loaded with. */
export const reportCreateSchema = /* @__PURE__ */ z.looseObject({
  accessToken: z.string(),
  datasetId: z.string(),
  groupId: opt(z.string()),
  // TokenType: Aad 0, Embed 1.
  tokenType: opt(/* @__PURE__ */ numEnum([0, 1])),
  theme: opt(customThemeSchema),
});
export type ReportCreateSchemaType = z.infer<typeof reportCreateSchema>;
