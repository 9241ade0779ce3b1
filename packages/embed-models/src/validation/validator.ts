import type { IError } from '../interfaces/errors';
import type { Check } from './checks';

/** A validator in the powerbi-models style: undefined when valid, else one error. */
export type Validate = (input: unknown) => IError[] | undefined;

/** Wraps a check as a powerbi-models validate function; null and undefined are valid, as there. */
export function makeValidator(check: Check): Validate {
  return (input) => {
    const message = input == null ? undefined : check(input, undefined);
    return message ? [{ message }] : undefined;
  };
}

/** `{ <name>Validator: { validate } }` for each of the space-separated `names`, in order. */
export const registry = <T>(names: string, validators: Validate[]): T =>
  Object.fromEntries(names.split(' ').map((name, i) => [`${name}Validator`, { validate: validators[i] }])) as T;
