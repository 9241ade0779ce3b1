import type { ISelector } from '../interfaces/selectors';

// `$schema` is an own field (unlike filters' `schemaUrl`), so a posted selector instance and its
// toJSON() look the same on the wire.

/** Base of the selector builders. */
export abstract class Selector implements ISelector {
  declare $schema: string;

  constructor(schema: string) {
    this.$schema = schema;
  }

  /** The selector's JSON form, starting with `$schema`. */
  toJSON(): ISelector {
    return { $schema: this.$schema };
  }
}
