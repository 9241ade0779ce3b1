import { RelativeTimeFilter } from '@org/embed-models';
import { RelativeFilterBuilder } from './relative-filter-builder';

/** Builds a {@link RelativeTimeFilter}: e.g. `.inLast(30, RelativeDateFilterTimeUnit.Minutes)`. */
export class RelativeTimeFilterBuilder extends RelativeFilterBuilder {
  /** The filter. */
  build(): RelativeTimeFilter {
    return new RelativeTimeFilter(this.target, this.operator, this.timeUnitsCount, this.timeUnitType);
  }
}
