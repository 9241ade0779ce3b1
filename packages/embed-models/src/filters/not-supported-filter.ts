import { FilterType } from '../enums';
import type { INotSupportedFilter } from '../interfaces/filters';
import type { IFilterTarget } from '../interfaces/targets';
import { Filter } from './filter';

/** Stands for a filter the SDK cannot express (filterType Unknown). */
export class NotSupportedFilter extends Filter {
  static override schemaUrl = 'http://powerbi.com/product/schema#notSupported';
  declare message: string;
  declare notSupportedTypeName: string;

  constructor(target: IFilterTarget, message: string, notSupportedTypeName: string) {
    super(target, FilterType.Unknown);
    this.message = message;
    this.notSupportedTypeName = notSupportedTypeName;
    this.schemaUrl = NotSupportedFilter.schemaUrl;
  }

  /** Adds `message` and `notSupportedTypeName`. */
  override toJSON(): INotSupportedFilter {
    const json = super.toJSON() as INotSupportedFilter;
    json.message = this.message;
    json.notSupportedTypeName = this.notSupportedTypeName;
    return json;
  }
}
