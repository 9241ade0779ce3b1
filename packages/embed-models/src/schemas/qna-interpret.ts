import * as z from 'zod/mini';
import { opt, typedArr } from '../validation/rules';

/** The body of a Q&A `interpret` request: the question to ask, optionally over given datasets. */
export const qnaInterpretInputDataSchema = /* @__PURE__ */ z.looseObject({
  datasetIds: opt(/* @__PURE__ */ typedArr('string')),
  question: z.string(),
});
export type QnaInterpretInputDataSchemaType = z.infer<typeof qnaInterpretInputDataSchema>;
