import type { IPageSelector } from '../interfaces/selectors';
import { Selector } from './selector';

/** Selects a page by name. */
export class PageSelector extends Selector implements IPageSelector {
  static schemaUrl = 'http://powerbi.com/product/schema#pageSelector';
  declare pageName: string;

  constructor(pageName: string) {
    super(PageSelector.schemaUrl);
    this.pageName = pageName;
  }

  /** `{ $schema, pageName }`. */
  override toJSON(): IPageSelector {
    const json = super.toJSON() as IPageSelector;
    json.pageName = this.pageName;
    return json;
  }
}
