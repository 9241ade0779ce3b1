/**
 * Holds this page's `load` event (and so the parent's iframe `load`) until `release` is called: a
 * hidden child frame whose document is left open keeps the page loading. Where the page has already
 * loaded, nothing is held. Used by `loadAfterReady`, so that a test sees the frame's ready signal
 * strictly before the iframe's `load`, as a frame that signals early does on a quiet machine.
 */
export function holdLoad(): () => void {
  if (document.readyState === 'complete') return () => undefined;
  const holder = document.createElement('iframe');
  holder.hidden = true;
  holder.setAttribute('aria-hidden', 'true');
  (document.body ?? document.documentElement).appendChild(holder);
  const doc = holder.contentDocument;
  doc?.open();
  return () => {
    doc?.close();
    holder.remove();
  };
}
