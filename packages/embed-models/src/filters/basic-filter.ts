import { FilterType } from '../enums';
import type { BasicFilterOperators, IBasicFilter, PrimitiveValueType } from '../interfaces/filters';
import type { IFilterTarget } from '../interfaces/targets';
import { Filter } from './filter';

/** Builds a filter that keeps (In), drops (NotIn) or ignores (All) a list of values. */
export class BasicFilter extends Filter {
  static override schemaUrl = 'http://powerbi.com/product/schema#basic';
  declare operator: BasicFilterOperators;
  declare values: PrimitiveValueType[];
  /** Set by BasicFilterWithKeys only. */
  declare keyValues: PrimitiveValueType[][];
  /** Not set by the constructor; assign it to make a single-select slicer filter. */
  declare requireSingleSelection: boolean;

  /** Values may be passed one by one or as a single array. */
  constructor(
    target: IFilterTarget,
    operator: BasicFilterOperators,
    ...values: (PrimitiveValueType | PrimitiveValueType[])[]
  ) {
    super(target, FilterType.Basic);
    this.operator = operator;
    this.schemaUrl = BasicFilter.schemaUrl;
    if (values.length === 0 && operator !== 'All') {
      throw new Error('values must be a non-empty array unless your operator is "All".');
    }
    const first = values[0];
    this.values = Array.isArray(first) ? first : (values as PrimitiveValueType[]);
  }

  /** Adds `operator`, `values` and `requireSingleSelection` (always a boolean). */
  override toJSON(): IBasicFilter {
    const json = super.toJSON() as IBasicFilter;
    json.operator = this.operator;
    json.values = this.values;
    json.requireSingleSelection = !!this.requireSingleSelection;
    return json;
  }
}
