import type * as z from 'zod/mini';
import { range } from '../validation/rules';

/** A report zoom level: a number from 0.25 to 4. */
export const zoomLevelSchema = /* @__PURE__ */ range(0.25, 4);
export type ZoomLevelSchemaType = z.infer<typeof zoomLevelSchema>;
