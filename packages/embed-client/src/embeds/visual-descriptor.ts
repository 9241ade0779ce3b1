import type { IVisualLayout } from '@org/embed-models';
import type { IPageNode } from './page';

/** A visual on a page of an embedded report; its methods act on that visual in the frame. */
export class VisualDescriptor {
  declare page: IPageNode;
  declare name: string;
  declare title: string;
  declare type: string;
  declare layout: IVisualLayout;

  constructor(page: IPageNode, name: string, title: string, type: string, layout: IVisualLayout) {
    this.page = page;
    this.name = name;
    this.title = title;
    this.type = type;
    this.layout = layout;
  }
}
