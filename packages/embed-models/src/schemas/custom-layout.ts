import * as z from 'zod/mini';
import { num, numEnum, opt } from '../validation/rules';
import { pageSizeSchema } from './page-size';

/** How a visual is shown in a custom layout (VisualContainerDisplayMode: Visible 0, Hidden 1). */
export const displayStateSchema = /* @__PURE__ */ z.looseObject({
  mode: opt(/* @__PURE__ */ numEnum([0, 1])),
});
export type DisplayStateSchemaType = z.infer<typeof displayStateSchema>;

/** Position, size and display state of one visual. */
export const visualLayoutSchema = /* @__PURE__ */ z.looseObject({
  x: opt(/* @__PURE__ */ num()),
  y: opt(/* @__PURE__ */ num()),
  z: opt(/* @__PURE__ */ num()),
  width: opt(/* @__PURE__ */ num()),
  height: opt(/* @__PURE__ */ num()),
  displayState: opt(displayStateSchema),
});
export type VisualLayoutSchemaType = z.infer<typeof visualLayoutSchema>;

/** The layout of one page: visual name → visual layout, plus a default for unlisted visuals. */
export const pageLayoutSchema = /* @__PURE__ */ z.looseObject({
  visualsLayout: z.record(z.string(), visualLayoutSchema),
  defaultLayout: opt(visualLayoutSchema),
});
export type PageLayoutSchemaType = z.infer<typeof pageLayoutSchema>;

/**
 * `settings.customLayout`. `reportAlignment` is left unchecked on purpose: powerbi-models does
 * not validate it, and refusing what it accepts would break existing embeds.
 */
export const customLayoutSchema = /* @__PURE__ */ z.looseObject({
  pageSize: opt(pageSizeSchema),
  // DisplayOption: FitToPage 0, FitToWidth 1, ActualSize 2.
  displayOption: opt(/* @__PURE__ */ numEnum([0, 1, 2])),
  pagesLayout: opt(z.record(z.string(), pageLayoutSchema)),
});
export type CustomLayoutSchemaType = z.infer<typeof customLayoutSchema>;
