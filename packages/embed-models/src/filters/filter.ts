import type { FilterType } from '../enums';
import type { IFilter, IFilterDisplaySettings } from '../interfaces/filters';
import type { IFilterGeneralTarget } from '../interfaces/targets';

// Fields are `declare`d and assigned in the constructor, in powerbi-models' order: postMessage
// structured-clones an instance's own fields (not toJSON), so which fields exist and in which
// order is part of the wire contract, whatever `useDefineForClassFields` the build uses.

/** Base of the filter builders; `toJSON()` gives the filter's JSON form. */
export abstract class Filter {
  /** Declared by powerbi-models and never set; kept for type compatibility. */
  declare static schema: string;
  declare protected static schemaUrl: string;
  declare target: IFilterGeneralTarget;
  declare filterType: FilterType;
  /** Only present once assigned; sent and serialized only then. */
  declare displaySettings: IFilterDisplaySettings;
  /** Sent as `schemaUrl` when the instance itself is posted; `$schema` in toJSON(). */
  declare protected schemaUrl: string;

  constructor(target: IFilterGeneralTarget, filterType: FilterType) {
    this.target = target;
    this.filterType = filterType;
  }

  /** The filter's JSON form: `$schema`, `target`, `filterType`, then `displaySettings` if set. */
  toJSON(): IFilter {
    const json: IFilter = { $schema: this.schemaUrl, target: this.target, filterType: this.filterType };
    if (this.displaySettings !== undefined) json.displaySettings = this.displaySettings;
    return json;
  }
}
