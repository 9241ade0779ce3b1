// The iframes the package adds to a page. Attribute order is kept as it is: it shows in `outerHTML`,
// which the reference's error messages quote. Styles are set through CSSOM properties only, never
// as a `style` attribute string, which a strict Content-Security-Policy (no 'unsafe-inline' in
// style-src) blocks.
import { raiseCustomEvent } from '../events';
import { addParamToUrl } from './embed-url';

/**
 * The iframe of an embed: the whole container, the embed URL with `uid=<uniqueId>` added when
 * there is an id, no scrollbars, full screen allowed, and `title` for assistive technology.
 */
export function createEmbedIframe(embedUrl: string, uniqueId: string | undefined, title: string): HTMLIFrameElement {
  const iframe = document.createElement('iframe');
  iframe.style.width = '100%';
  iframe.style.height = '100%';
  iframe.setAttribute('src', uniqueId ? addParamToUrl(embedUrl, 'uid', uniqueId) : embedUrl);
  iframe.setAttribute('scrolling', 'no');
  iframe.setAttribute('allowfullscreen', 'true');
  iframe.setAttribute('title', title);
  return iframe;
}

/**
 * A hidden iframe appended to `parent` that starts loading the frame's code ahead of an embed;
 * it raises `preloaded` (bubbling) when it has loaded.
 */
export function appendPreloadIframe(embedUrl: string, parent: HTMLElement): HTMLIFrameElement {
  const iframe = document.createElement('iframe');
  // Serialised as `style="display: none;"` (the reference's attribute string reads `display:none;`).
  iframe.style.display = 'none';
  iframe.setAttribute('src', embedUrl);
  iframe.setAttribute('scrolling', 'no');
  iframe.setAttribute('allowfullscreen', 'false');
  parent.appendChild(iframe);
  iframe.onload = () => raiseCustomEvent(iframe, 'preloaded', {});
  return iframe;
}
