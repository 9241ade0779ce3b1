import * as z from 'zod/mini';
import { numEnum, opt, typedArr } from '../validation/rules';
import { qnaPanesSchema } from './panes';

/** `settings` of a Q&A embed: a small subset of a report's. */
export const qnaSettingsSchema = /* @__PURE__ */ z.looseObject({
  filterPaneEnabled: opt(z.boolean()),
  hideErrors: opt(z.boolean()),
  panes: opt(qnaPanesSchema),
});
export type QnaSettingsSchemaType = z.infer<typeof qnaSettingsSchema>;

/** The configuration a Q&A embed is loaded with. */
export const qnaLoadSchema = /* @__PURE__ */ z.looseObject({
  accessToken: z.string(),
  datasetIds: /* @__PURE__ */ typedArr('string'),
  question: opt(z.string()),
  // Checked against ViewMode {0, 1}, which happens to match QnaMode's values.
  viewMode: opt(/* @__PURE__ */ numEnum([0, 1])),
  settings: opt(qnaSettingsSchema),
  // TokenType: Aad 0, Embed 1.
  tokenType: opt(/* @__PURE__ */ numEnum([0, 1])),
  groupId: opt(z.string()),
});
export type QnaLoadSchemaType = z.infer<typeof qnaLoadSchema>;
