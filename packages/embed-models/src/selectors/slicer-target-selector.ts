import type { ISlicerTargetSelector } from '../interfaces/selectors';
import type { SlicerTarget } from '../interfaces/slicers';
import { Selector } from './selector';
import { VisualSelector } from './visual-selector';

/** Selects the slicers bound to a target. */
export class SlicerTargetSelector extends Selector implements ISlicerTargetSelector {
  static schemaUrl = 'http://powerbi.com/product/schema#slicerTargetSelector';
  declare target: SlicerTarget;

  constructor(target: SlicerTarget) {
    // Same quirk as VisualTypeSelector: the instance carries the visual-selector URL.
    super(VisualSelector.schemaUrl);
    this.target = target;
  }

  /** `{ $schema, target }`. */
  override toJSON(): ISlicerTargetSelector {
    const json = super.toJSON() as ISlicerTargetSelector;
    json.target = this.target;
    return json;
  }
}
