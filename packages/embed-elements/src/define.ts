// The side-effect entry `@org/embed-elements/define`: importing it registers every element (and,
// for TypeScript, brings the elements' global types: HTMLElementTagNameMap, HTMLElementEventMap).
import { defineEmbedElements } from './define-elements';

export type * from './types';

defineEmbedElements();
