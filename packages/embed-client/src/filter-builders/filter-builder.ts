import type { IFilterTarget } from '@org/embed-models';

/** Base of the filter builders: sets the filter's target. Every method returns the builder. */
export class FilterBuilder {
  /** The target the built filter gets. */
  declare target: IFilterTarget;

  /** Uses `target` as it is. */
  withTargetObject(target: IFilterTarget): this {
    this.target = target;
    return this;
  }

  /** Targets a column: `{ table, column }`. */
  withColumnTarget(tableName: string, columnName: string): this {
    return this.withTargetObject({ table: tableName, column: columnName });
  }

  /** Targets a measure: `{ table, measure }`. */
  withMeasureTarget(tableName: string, measure: string): this {
    return this.withTargetObject({ table: tableName, measure });
  }

  /** Targets a hierarchy level: `{ table, hierarchy, hierarchyLevel }`. */
  withHierarchyLevelTarget(tableName: string, hierarchy: string, hierarchyLevel: string): this {
    return this.withTargetObject({ table: tableName, hierarchy, hierarchyLevel });
  }

  /** Targets an aggregated column: `{ table, column, aggregationFunction }`. */
  withColumnAggregation(tableName: string, columnName: string, aggregationFunction: string): this {
    return this.withTargetObject({ table: tableName, column: columnName, aggregationFunction });
  }

  /** Targets an aggregated hierarchy level: `{ table, hierarchy, hierarchyLevel, aggregationFunction }`. */
  withHierarchyLevelAggregationTarget(
    tableName: string,
    hierarchy: string,
    hierarchyLevel: string,
    aggregationFunction: string,
  ): this {
    return this.withTargetObject({ table: tableName, hierarchy, hierarchyLevel, aggregationFunction });
  }
}
