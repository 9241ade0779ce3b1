import { createElementClass, CSS } from './element';
import { ELEMENT_KINDS } from './kinds';

/** The tag names `defineEmbedElements()` registers. */
export const EMBED_ELEMENT_TAGS = /* @__PURE__ */ ELEMENT_KINDS.map((kind) => kind.tag);

/**
 * Registers `<pbi-report>`, `<pbi-dashboard>`, `<pbi-tile>`, `<pbi-visual>`, `<pbi-qna>` and
 * `<pbi-paginated-report>`. A name already defined (by an earlier call or another copy of the
 * package) is left as it is, so calling it twice is harmless. Outside a browser it does nothing.
 */
export function defineEmbedElements(): void {
  if (typeof customElements == 'undefined') return;
  const missing = ELEMENT_KINDS.filter((kind) => !customElements.get(kind.tag));
  if (!missing.length) return;
  let sheet: CSSStyleSheet | undefined;
  try {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(CSS);
  } catch {
    sheet = undefined; // no constructable stylesheets: the elements work, unstyled
  }
  for (const kind of missing) customElements.define(kind.tag, createElementClass(kind, sheet));
}
