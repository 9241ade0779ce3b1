import * as z from 'zod/mini';
import { num, numEnum, opt } from '../validation/rules';

/** The configuration a tile embed is loaded with; its `pageView` is any string, unlike a dashboard's. */
export const tileLoadSchema = /* @__PURE__ */ z.looseObject({
  accessToken: z.string(),
  id: z.string(),
  dashboardId: z.string(),
  groupId: opt(z.string()),
  pageView: opt(z.string()),
  // TokenType: Aad 0, Embed 1.
  tokenType: opt(/* @__PURE__ */ numEnum([0, 1])),
  width: opt(/* @__PURE__ */ num()),
  height: opt(/* @__PURE__ */ num()),
});
export type TileLoadSchemaType = z.infer<typeof tileLoadSchema>;
