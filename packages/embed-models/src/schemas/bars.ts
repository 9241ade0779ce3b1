import * as z from 'zod/mini';
import { opt } from '../validation/rules';

/** The action bar of a report: only whether it shows is checked. */
export const actionBarSchema = /* @__PURE__ */ z.looseObject({ visible: opt(z.boolean()) });
export type ActionBarSchemaType = z.infer<typeof actionBarSchema>;

/** The status bar of a report. */
export const statusBarSchema = /* @__PURE__ */ z.looseObject({ visible: opt(z.boolean()) });
export type StatusBarSchemaType = z.infer<typeof statusBarSchema>;

/** `settings.bars` of a report. */
export const reportBarsSchema = /* @__PURE__ */ z.looseObject({
  actionBar: opt(actionBarSchema),
  statusBar: opt(statusBarSchema),
});
export type ReportBarsSchemaType = z.infer<typeof reportBarsSchema>;
