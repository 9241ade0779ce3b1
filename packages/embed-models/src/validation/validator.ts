import { compile, type Check } from './compile';
import type { Schema } from './rules';

/** The error shape every validator returns, as in powerbi-models: only a message. */
export interface ValidationError {
  message: string;
}

/** A validator in the powerbi-models style: undefined when valid, else one error. */
export type Validate = (input: unknown) => ValidationError[] | undefined;

/**
 * Wraps a schema as a powerbi-models-style validate function, compiled on first use so that
 * importing the package costs nothing. A null or undefined input is valid, as in powerbi-models.
 */
export function makeValidator(schema: Schema): Validate {
  let check: Check | undefined;
  return (input) => {
    if (input == null) return undefined;
    const message = (check ??= compile(schema))(input, undefined);
    return message === undefined ? undefined : [{ message }];
  };
}
