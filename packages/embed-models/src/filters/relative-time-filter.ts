import { FilterType } from '../enums';
import type { RelativeDateFilterTimeUnit, RelativeDateOperators } from '../enums';
import type { IRelativeTimeFilter } from '../interfaces/filters';
import type { IFilterTarget } from '../interfaces/targets';
import { Filter } from './filter';

/** Builds "in the last/this/next N minutes or hours" filters. */
export class RelativeTimeFilter extends Filter {
  static override schemaUrl = 'http://powerbi.com/product/schema#relativeTime';
  declare operator: RelativeDateOperators;
  declare timeUnitsCount: number;
  declare timeUnitType: RelativeDateFilterTimeUnit;

  constructor(
    target: IFilterTarget,
    operator: RelativeDateOperators,
    timeUnitsCount: number,
    timeUnitType: RelativeDateFilterTimeUnit,
  ) {
    super(target, FilterType.RelativeTime);
    this.operator = operator;
    this.timeUnitsCount = timeUnitsCount;
    this.timeUnitType = timeUnitType;
    this.schemaUrl = RelativeTimeFilter.schemaUrl;
  }

  /** Adds `operator`, `timeUnitsCount` and `timeUnitType`. */
  override toJSON(): IRelativeTimeFilter {
    const json = super.toJSON() as IRelativeTimeFilter;
    json.operator = this.operator;
    json.timeUnitsCount = this.timeUnitsCount;
    json.timeUnitType = this.timeUnitType;
    return json;
  }
}
