import { FilterType } from '../enums';
import type { RelativeDateFilterTimeUnit, RelativeDateOperators } from '../enums';
import type { IRelativeDateFilter } from '../interfaces/filters';
import type { IFilterTarget } from '../interfaces/targets';
import { Filter } from './filter';

/** Builds "in the last/this/next N days, weeks, months or years" filters. */
export class RelativeDateFilter extends Filter {
  static override schemaUrl = 'http://powerbi.com/product/schema#relativeDate';
  declare operator: RelativeDateOperators;
  declare timeUnitsCount: number;
  declare timeUnitType: RelativeDateFilterTimeUnit;
  declare includeToday: boolean;

  /** `includeToday` has no default (as in powerbi-models): omitting it leaves it undefined. */
  constructor(
    target: IFilterTarget,
    operator: RelativeDateOperators,
    timeUnitsCount: number,
    timeUnitType: RelativeDateFilterTimeUnit,
    includeToday: boolean,
  ) {
    super(target, FilterType.RelativeDate);
    this.operator = operator;
    this.timeUnitsCount = timeUnitsCount;
    this.timeUnitType = timeUnitType;
    this.includeToday = includeToday;
    this.schemaUrl = RelativeDateFilter.schemaUrl;
  }

  /** Adds `operator`, `timeUnitsCount`, `timeUnitType` and `includeToday`. */
  override toJSON(): IRelativeDateFilter {
    const json = super.toJSON() as IRelativeDateFilter;
    json.operator = this.operator;
    json.timeUnitsCount = this.timeUnitsCount;
    json.timeUnitType = this.timeUnitType;
    json.includeToday = this.includeToday;
    return json;
  }
}
