import { FilterType } from '../enums';
import type { ITupleFilter, TupleFilterOperators, TupleValueType } from '../interfaces/filters';
import type { ITupleFilterTarget } from '../interfaces/targets';
import { Filter } from './filter';

/** Builds a filter on combinations of values over several targets. */
export class TupleFilter extends Filter {
  static override schemaUrl = 'http://powerbi.com/product/schema#tuple';
  declare operator: TupleFilterOperators;
  declare target: ITupleFilterTarget;
  declare values: TupleValueType[];

  constructor(target: ITupleFilterTarget, operator: TupleFilterOperators, values: TupleValueType[]) {
    super(target, FilterType.Tuple);
    this.operator = operator;
    this.schemaUrl = TupleFilter.schemaUrl;
    this.values = values;
  }

  /** Adds `operator` and `values` (and sets `target` again, as powerbi-models does). */
  override toJSON(): ITupleFilter {
    const json = super.toJSON() as ITupleFilter;
    json.operator = this.operator;
    json.values = this.values;
    json.target = this.target;
    return json;
  }
}
