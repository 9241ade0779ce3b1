import * as z from 'zod/mini';
import { opt } from '../validation/rules';

/** A report theme; the theme JSON itself is only checked to be an object. */
export const customThemeSchema = /* @__PURE__ */ z.looseObject({
  themeJson: /* @__PURE__ */ opt(/* @__PURE__ */ z.looseObject({})),
});
export type CustomThemeSchemaType = z.infer<typeof customThemeSchema>;
