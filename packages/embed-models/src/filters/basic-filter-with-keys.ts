import type {
  BasicFilterOperators,
  IBasicFilter,
  IBasicFilterWithKeys,
  PrimitiveValueType,
} from '../interfaces/filters';
import type { IFilterKeyTarget } from '../interfaces/targets';
import { BasicFilter } from './basic-filter';

/** Builds a basic filter whose values are identified by the target's key columns. */
export class BasicFilterWithKeys extends BasicFilter {
  declare keyValues: PrimitiveValueType[][];
  declare target: IFilterKeyTarget;

  /** `keyValues` holds one tuple per value, each with a value for every key of `target.keys`. */
  constructor(
    target: IFilterKeyTarget,
    operator: BasicFilterOperators,
    values: PrimitiveValueType | PrimitiveValueType[],
    keyValues: PrimitiveValueType[][],
  ) {
    super(target, operator, values);
    this.keyValues = keyValues;
    this.target = target;
    const keyCount = target.keys ? target.keys.length : 0;
    if (keyCount > 0 && !keyValues) {
      throw new Error(
        `You should pass the values to be filtered for each key. You passed: no values and ${keyCount} keys`,
      );
    }
    if (keyCount === 0 && keyValues && keyValues.length > 0) {
      throw new Error("You passed key values but your target object doesn't contain the keys to be filtered");
    }
    // An index loop, not for-of: powerbi-models (compiled to ES5) accepts array-likes here and
    // throws a TypeError on a missing list; keep both behaviours.
    const tuples = this.keyValues;
    for (let i = 0; i < tuples.length; i++) {
      const tuple = tuples[i];
      if (!tuple) continue;
      const valueCount = tuple.length;
      if (valueCount !== keyCount) {
        throw new Error(
          `Each tuple of key values should contain a value for each of the keys. You passed: ${valueCount} values and ${keyCount} keys`,
        );
      }
    }
  }

  /** The basic filter's JSON plus `keyValues`. */
  override toJSON(): IBasicFilter {
    const json = super.toJSON() as IBasicFilterWithKeys;
    json.keyValues = this.keyValues;
    return json;
  }
}
