import * as z from 'zod/mini';
import { fieldsOnly, numEnum, opt } from '../validation/rules';

/** The parameter panel of a paginated report. */
export const parameterPanelSchema = /* @__PURE__ */ z.looseObject({
  expanded: opt(z.boolean()),
  enabled: opt(z.boolean()),
});
export type ParameterPanelSchemaType = z.infer<typeof parameterPanelSchema>;

/** `settings` of a paginated report: only `commands.parameterPanel` is checked. */
export const paginatedReportSettingsSchema = /* @__PURE__ */ z.looseObject({
  commands: opt(z.looseObject({ parameterPanel: opt(parameterPanelSchema) })),
});
export type PaginatedReportSettingsSchemaType = z.infer<typeof paginatedReportSettingsSchema>;

/** One report parameter value; a null `value` is allowed. Checked field by field, like powerbi-models. */
export const reportParameterSchema = /* @__PURE__ */ fieldsOnly(
  z.looseObject({
    name: z.string(),
    value: opt(z.string()),
  }),
);
export type ReportParameterSchemaType = z.infer<typeof reportParameterSchema>;

/** The configuration a paginated report embed is loaded with. */
export const paginatedReportLoadSchema = /* @__PURE__ */ z.looseObject({
  accessToken: z.string(),
  id: z.string(),
  groupId: opt(z.string()),
  settings: opt(paginatedReportSettingsSchema),
  // TokenType: Aad 0, Embed 1.
  tokenType: opt(/* @__PURE__ */ numEnum([0, 1])),
  embedUrl: opt(z.string()),
  type: opt(z.string()),
  parameterValues: opt(z.array(reportParameterSchema)),
});
export type PaginatedReportLoadSchemaType = z.infer<typeof paginatedReportLoadSchema>;
