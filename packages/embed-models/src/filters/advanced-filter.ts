import { FilterType } from '../enums';
import type { AdvancedFilterLogicalOperators, IAdvancedFilter, IAdvancedFilterCondition } from '../interfaces/filters';
import type { IFilterTarget } from '../interfaces/targets';
import { Filter } from './filter';

/** Builds a filter of up to two conditions joined by And/Or. */
export class AdvancedFilter extends Filter {
  static override schemaUrl = 'http://powerbi.com/product/schema#advanced';
  declare logicalOperator: AdvancedFilterLogicalOperators;
  declare conditions: IAdvancedFilterCondition[];

  /** Conditions may be passed one by one or as a single array. */
  constructor(
    target: IFilterTarget,
    logicalOperator: AdvancedFilterLogicalOperators,
    ...conditions: (IAdvancedFilterCondition | IAdvancedFilterCondition[])[]
  ) {
    super(target, FilterType.Advanced);
    this.schemaUrl = AdvancedFilter.schemaUrl;
    if (typeof logicalOperator !== 'string' || logicalOperator.length === 0) {
      throw new Error(`logicalOperator must be a valid operator, You passed: ${logicalOperator}`);
    }
    this.logicalOperator = logicalOperator;
    const first = conditions[0];
    const list = Array.isArray(first) ? first : (conditions as IAdvancedFilterCondition[]);
    if (list.length > 2) {
      // The count printed is that of the arguments (1 for one array), as in powerbi-models.
      throw new Error(`AdvancedFilters may not have more than two conditions. You passed: ${conditions.length}`);
    }
    if (list.length === 1 && logicalOperator !== 'And') {
      throw new Error('Logical Operator must be "And" when there is only one condition provided');
    }
    this.conditions = list;
  }

  /** Adds `logicalOperator` and `conditions`. */
  override toJSON(): IAdvancedFilter {
    const json = super.toJSON() as IAdvancedFilter;
    json.logicalOperator = this.logicalOperator;
    json.conditions = this.conditions;
    return json;
  }
}
