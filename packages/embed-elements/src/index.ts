// @org/embed-elements: importing defines nothing and touches no window, document or HTMLElement;
// defineEmbedElements() (or the `@org/embed-elements/define` entry) registers the elements.
export { defineEmbedElements, EMBED_ELEMENT_TAGS } from './define-elements';
export { getSharedService } from './shared-service';
export type {
  EmbedElementBase,
  EmbedElementEvent,
  EmbedElementEventMap,
  PbiDashboardElement,
  PbiDashboardEventMap,
  PbiPaginatedReportElement,
  PbiQnaElement,
  PbiQnaEventMap,
  PbiReportElement,
  PbiReportEventMap,
  PbiTileElement,
  PbiTileEventMap,
  PbiVisualElement,
  PbiVisualEventMap,
} from './types';
