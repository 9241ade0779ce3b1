// The script-tag entry (dist/embed-elements.global.js, @org/embed-client inside): it defines the
// elements as it loads and publishes the package as window.EmbedElements.
import * as elements from './index';

declare global {
  interface Window {
    EmbedElements: typeof elements;
  }
}

// Loaded outside a browser (server-side rendering, a test runner) it does nothing.
if (typeof window != 'undefined') {
  window.EmbedElements = elements;
  elements.defineEmbedElements();
}
