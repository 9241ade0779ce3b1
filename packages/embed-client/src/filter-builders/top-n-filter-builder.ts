import { TopNFilter, type ITarget, type TopNFilterOperators } from '@org/embed-models';
import { FilterBuilder } from './filter-builder';

/** Builds a {@link TopNFilter}: `.top(n)` or `.bottom(n)`, ordered by `orderByTarget(target)`. */
export class TopNFilterBuilder extends FilterBuilder {
  declare private itemCount: number;
  declare private operator: TopNFilterOperators;
  declare private orderByTargetValue: ITarget;

  private with(operator: TopNFilterOperators, itemCount: number): this {
    this.operator = operator;
    this.itemCount = itemCount;
    return this;
  }

  /** Keeps the first `itemCount` items (operator `Top`). */
  top(itemCount: number): this {
    return this.with('Top', itemCount);
  }

  /** Keeps the last `itemCount` items (operator `Bottom`). */
  bottom(itemCount: number): this {
    return this.with('Bottom', itemCount);
  }

  /** Orders the items by `target`. */
  orderByTarget(target: ITarget): this {
    this.orderByTargetValue = target;
    return this;
  }

  /** The filter. */
  build(): TopNFilter {
    return new TopNFilter(this.target, this.operator, this.itemCount, this.orderByTargetValue);
  }
}
