import * as z from 'zod/mini';
import { messageRule, numEnum, opt } from '../validation/rules';

const pageViews = ['actualSize', 'fitToWidth', 'oneColumn'] as const;

/** A dashboard's `pageView`; a wrong value has its own message in powerbi-models, kept verbatim. */
export const pageViewSchema = /* @__PURE__ */ messageRule(
  z.string(),
  'pageView must be a string with one of the following values: "actualSize", "fitToWidth", "oneColumn"',
  pageViews,
);

/** The configuration a dashboard embed is loaded with. */
export const dashboardLoadSchema = /* @__PURE__ */ z.looseObject({
  accessToken: z.string(),
  id: z.string(),
  groupId: opt(z.string()),
  pageView: opt(pageViewSchema),
  // TokenType: Aad 0, Embed 1.
  tokenType: opt(/* @__PURE__ */ numEnum([0, 1])),
  embedUrl: opt(z.string()),
});
export type DashboardLoadSchemaType = z.infer<typeof dashboardLoadSchema>;
