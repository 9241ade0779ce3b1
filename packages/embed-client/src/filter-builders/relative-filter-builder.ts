import type { RelativeDateFilterTimeUnit, RelativeDateOperators } from '@org/embed-models';
import { FilterBuilder } from './filter-builder';

/**
 * What the relative date and time builders share: in the last, this or next N units. The operators
 * are RelativeDateOperators' values (InLast 0, InThis 1, InNext 2), as literals for a smaller bundle.
 */
export abstract class RelativeFilterBuilder extends FilterBuilder {
  declare protected operator: RelativeDateOperators;
  declare protected timeUnitsCount: number;
  declare protected timeUnitType: RelativeDateFilterTimeUnit;

  private with(operator: RelativeDateOperators, timeUnitsCount: number, timeUnitType: RelativeDateFilterTimeUnit) {
    this.operator = operator;
    this.timeUnitsCount = timeUnitsCount;
    this.timeUnitType = timeUnitType;
    return this;
  }

  /** In the last `timeUnitsCount` units (operator `InLast`). */
  inLast(timeUnitsCount: number, timeUnitType: RelativeDateFilterTimeUnit): this {
    return this.with(0, timeUnitsCount, timeUnitType);
  }

  /** In this unit (operator `InThis`). */
  inThis(timeUnitsCount: number, timeUnitType: RelativeDateFilterTimeUnit): this {
    return this.with(1, timeUnitsCount, timeUnitType);
  }

  /** In the next `timeUnitsCount` units (operator `InNext`). */
  inNext(timeUnitsCount: number, timeUnitType: RelativeDateFilterTimeUnit): this {
    return this.with(2, timeUnitsCount, timeUnitType);
  }
}
