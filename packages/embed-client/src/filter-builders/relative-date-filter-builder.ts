import { RelativeDateFilter } from '@org/embed-models';
import { RelativeFilterBuilder } from './relative-filter-builder';

/** Builds a {@link RelativeDateFilter}: e.g. `.inLast(3, RelativeDateFilterTimeUnit.Months).includeToday(false)`. */
export class RelativeDateFilterBuilder extends RelativeFilterBuilder {
  private isTodayIncluded = true;

  /** Whether today counts (default true). */
  includeToday(includeToday: boolean): this {
    this.isTodayIncluded = includeToday;
    return this;
  }

  /** The filter. */
  build(): RelativeDateFilter {
    return new RelativeDateFilter(
      this.target,
      this.operator,
      this.timeUnitsCount,
      this.timeUnitType,
      this.isTodayIncluded,
    );
  }
}
