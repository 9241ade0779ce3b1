import { FilterType } from '../enums';
import type { IIdentityFilter, IdentityFilterOperators } from '../interfaces/filters';
import type { IIdentityFilterTarget } from '../interfaces/targets';
import { Filter } from './filter';

/** Builds a filter on data point identities. */
export class IdentityFilter extends Filter {
  static override schemaUrl = 'http://powerbi.com/product/schema#identity';
  declare operator: IdentityFilterOperators;
  declare target: IIdentityFilterTarget;

  constructor(target: IIdentityFilterTarget, operator: IdentityFilterOperators) {
    super(target, FilterType.Identity);
    this.operator = operator;
    this.schemaUrl = IdentityFilter.schemaUrl;
  }

  /** Adds `operator` (and sets `target` again, which keeps its place in the key order). */
  override toJSON(): IIdentityFilter {
    const json = super.toJSON() as IIdentityFilter;
    json.operator = this.operator;
    json.target = this.target;
    return json;
  }
}
