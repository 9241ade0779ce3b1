import type {
  IAdvancedFilter,
  IBasicFilter,
  IBasicFilterWithKeys,
  IHierarchyFilter,
  IRelativeDateFilter,
  IRelativeTimeFilter,
} from './filters';
import type { ISlicerTargetSelector, IVisualSelector } from './selectors';
import type { IFilterKeyTarget, IFilterTarget } from './targets';

/** A field slicers can be bound to. */
export type SlicerTarget = IFilterTarget | IFilterKeyTarget;

/** How a slicer is found: by visual name or by target. */
export type SlicerSelector = IVisualSelector | ISlicerTargetSelector;

/** Filters a slicer's state may hold. */
export type ISlicerFilter =
  | IBasicFilter
  | IBasicFilterWithKeys
  | IAdvancedFilter
  | IRelativeDateFilter
  | IRelativeTimeFilter
  | IHierarchyFilter;

/** A slicer state to apply at load time. */
export interface ISlicer {
  selector: SlicerSelector;
  state: ISlicerState;
}

/** What a slicer currently selects. */
export interface ISlicerState {
  filters: ISlicerFilter[];
  targets?: SlicerTarget[];
}
