import type { IVisualSelector } from '../interfaces/selectors';
import { Selector } from './selector';

/** Selects a visual by name. */
export class VisualSelector extends Selector implements IVisualSelector {
  static schemaUrl = 'http://powerbi.com/product/schema#visualSelector';
  declare visualName: string;

  constructor(visualName: string) {
    super(VisualSelector.schemaUrl);
    this.visualName = visualName;
  }

  /** `{ $schema, visualName }`. */
  override toJSON(): IVisualSelector {
    const json = super.toJSON() as IVisualSelector;
    json.visualName = this.visualName;
    return json;
  }
}
