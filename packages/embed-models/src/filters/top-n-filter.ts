import { FilterType } from '../enums';
import type { ITopNFilter, TopNFilterOperators } from '../interfaces/filters';
import type { IFilterTarget, ITarget } from '../interfaces/targets';
import { Filter } from './filter';

/** Builds a filter keeping the top or bottom `itemCount` items ordered by `orderBy`. */
export class TopNFilter extends Filter {
  static override schemaUrl = 'http://powerbi.com/product/schema#topN';
  declare operator: TopNFilterOperators;
  declare orderBy: ITarget;
  declare itemCount: number;

  constructor(target: IFilterTarget, operator: TopNFilterOperators, itemCount: number, orderBy: ITarget) {
    super(target, FilterType.TopN);
    this.operator = operator;
    this.itemCount = itemCount;
    this.schemaUrl = TopNFilter.schemaUrl;
    this.orderBy = orderBy;
  }

  /** Adds `operator`, `itemCount` and `orderBy`. */
  override toJSON(): ITopNFilter {
    const json = super.toJSON() as ITopNFilter;
    json.operator = this.operator;
    json.itemCount = this.itemCount;
    json.orderBy = this.orderBy;
    return json;
  }
}
