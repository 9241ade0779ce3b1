import { FilterType } from '../enums';
import type { IIncludeExcludeFilter, PrimitiveValueType } from '../interfaces/filters';
import type { IFilterTarget } from '../interfaces/targets';
import { Filter } from './filter';

/** Builds the filter a visual gets from "include" / "exclude" on data points. */
export class IncludeExcludeFilter extends Filter {
  static override schemaUrl = 'http://powerbi.com/product/schema#includeExclude';
  declare values: PrimitiveValueType[];
  declare isExclude: boolean;

  constructor(target: IFilterTarget, isExclude: boolean, values: PrimitiveValueType[]) {
    super(target, FilterType.IncludeExclude);
    this.values = values;
    this.isExclude = isExclude;
    this.schemaUrl = IncludeExcludeFilter.schemaUrl;
  }

  /** Adds `isExclude` and `values`. */
  override toJSON(): IIncludeExcludeFilter {
    const json = super.toJSON() as IIncludeExcludeFilter;
    json.isExclude = this.isExclude;
    json.values = this.values;
    return json;
  }
}
