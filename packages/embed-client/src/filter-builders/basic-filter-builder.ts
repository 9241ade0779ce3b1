import { BasicFilter, type BasicFilterOperators, type PrimitiveValueType } from '@org/embed-models';
import { FilterBuilder } from './filter-builder';

/** Builds a {@link BasicFilter}: `new BasicFilterBuilder().withColumnTarget('t', 'c').in([1, 2]).build()`. */
export class BasicFilterBuilder extends FilterBuilder {
  declare private values: PrimitiveValueType[];
  declare private operator: BasicFilterOperators;
  private isRequireSingleSelection = false;

  private with(operator: BasicFilterOperators, values: PrimitiveValueType[]): this {
    this.operator = operator;
    this.values = values;
    return this;
  }

  /** Keeps only `values` (operator `In`). */
  in(values: PrimitiveValueType[]): this {
    return this.with('In', values);
  }

  /** Drops `values` (operator `NotIn`). */
  notIn(values: PrimitiveValueType[]): this {
    return this.with('NotIn', values);
  }

  /** Keeps everything (operator `All`, no values). */
  all(): this {
    return this.with('All', []);
  }

  /** Makes the filter single-select (the built filter's `requireSingleSelection`; default false). */
  requireSingleSelection(isRequireSingleSelection = false): this {
    this.isRequireSingleSelection = isRequireSingleSelection;
    return this;
  }

  /** The filter; throws the BasicFilter constructor's error when values are missing. */
  build(): BasicFilter {
    const filter = new BasicFilter(this.target, this.operator, this.values);
    filter.requireSingleSelection = this.isRequireSingleSelection;
    return filter;
  }
}
