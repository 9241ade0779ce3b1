import { FilterType } from '../enums';
import type { IHierarchyFilter, IHierarchyFilterNode } from '../interfaces/filters';
import type { IFilterKeyTarget, IFilterTarget } from '../interfaces/targets';
import { Filter } from './filter';

/** Builds a selection over several levels of a hierarchy (e.g. a hierarchy slicer). */
export class HierarchyFilter extends Filter {
  static override schemaUrl = 'http://powerbi.com/product/schema#hierarchy';
  declare target: (IFilterTarget | IFilterKeyTarget)[];
  declare hierarchyData: IHierarchyFilterNode[];

  constructor(target: (IFilterTarget | IFilterKeyTarget)[], hierarchyData: IHierarchyFilterNode[]) {
    super(target, FilterType.Hierarchy);
    this.schemaUrl = HierarchyFilter.schemaUrl;
    this.hierarchyData = hierarchyData;
  }

  /** Adds `hierarchyData` (and sets `target` again, as powerbi-models does). */
  override toJSON(): IHierarchyFilter {
    const json = super.toJSON() as IHierarchyFilter;
    json.hierarchyData = this.hierarchyData;
    json.target = this.target;
    return json;
  }
}
