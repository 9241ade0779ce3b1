import type { IVisualTypeSelector } from '../interfaces/selectors';
import { Selector } from './selector';
import { VisualSelector } from './visual-selector';

/** Selects every visual of a type. */
export class VisualTypeSelector extends Selector implements IVisualTypeSelector {
  static schemaUrl = 'http://powerbi.com/product/schema#visualTypeSelector';
  declare visualType: string;

  constructor(visualType: string) {
    // Instances carry the visual-selector URL, not this class's own: that is what powerbi-models
    // sends and what the service accepts, so we send the same.
    super(VisualSelector.schemaUrl);
    this.visualType = visualType;
  }

  /** `{ $schema, visualType }`. */
  override toJSON(): IVisualTypeSelector {
    const json = super.toJSON() as IVisualTypeSelector;
    json.visualType = this.visualType;
    return json;
  }
}
