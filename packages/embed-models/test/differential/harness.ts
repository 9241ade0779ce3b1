import * as reference from 'powerbi-models';
import { expect } from 'vitest';
import * as ours from '../../src/index';

/** Every input run by any differential test, so the corpus size can be reported. */
export const corpus: { validator: string; input: unknown }[] = [];

type ValidatorName = Extract<keyof typeof reference, `validate${string}`>;

/**
 * Runs `input` through our validator and powerbi-models 1.12.6's of the same name and expects
 * identical results (undefined, or the same messages in the same order).
 */
export function expectSameResult(validator: ValidatorName, input: unknown): void {
  corpus.push({ validator, input });
  const theirs = (reference[validator] as (x: unknown) => unknown)(input);
  const mine = (ours as unknown as Record<string, (x: unknown) => unknown>)[validator](input);
  expect(mine, `${validator}(${safeJson(input)})`).toEqual(theirs);
}

function safeJson(value: unknown): string {
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}
