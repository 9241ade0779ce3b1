// The side-effect entry `@org/embed-elements/define`: importing it registers every element.
import { defineEmbedElements } from './define-elements';

defineEmbedElements();
