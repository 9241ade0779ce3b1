import type { SlicerTarget } from './slicers';

/** Every selector names its kind with a `$schema` URL. */
export interface ISelector {
  $schema: string;
}

/** Selects a page by name. */
export interface IPageSelector extends ISelector {
  pageName: string;
}

/** Selects a visual by name. */
export interface IVisualSelector extends ISelector {
  visualName: string;
}

/** Selects every visual of a type. */
export interface IVisualTypeSelector extends ISelector {
  visualType: string;
}

/** Selects the slicers bound to a target. */
export interface ISlicerTargetSelector extends ISelector {
  target: SlicerTarget;
}
