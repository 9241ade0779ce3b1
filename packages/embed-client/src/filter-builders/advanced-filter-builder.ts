import {
  AdvancedFilter,
  type AdvancedFilterConditionOperators,
  type AdvancedFilterLogicalOperators,
  type IAdvancedFilterCondition,
} from '@org/embed-models';
import { FilterBuilder } from './filter-builder';

/** Builds an {@link AdvancedFilter}: `.and()` or `.or()` and up to two `addCondition` calls. */
export class AdvancedFilterBuilder extends FilterBuilder {
  declare private logicalOperator: AdvancedFilterLogicalOperators;
  private conditions: IAdvancedFilterCondition[] = [];

  /** Joins the conditions with `And`. */
  and(): this {
    this.logicalOperator = 'And';
    return this;
  }

  /** Joins the conditions with `Or`. */
  or(): this {
    this.logicalOperator = 'Or';
    return this;
  }

  /** Adds the condition `{ operator, value }`. */
  addCondition(operator: AdvancedFilterConditionOperators, value?: string | number | boolean | Date): this {
    this.conditions.push({ operator, value });
    return this;
  }

  /** The filter; throws the AdvancedFilter constructor's errors (no logical operator, more than two conditions, …). */
  build(): AdvancedFilter {
    return new AdvancedFilter(this.target, this.logicalOperator, this.conditions);
  }
}
