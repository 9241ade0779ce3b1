// The container's content box, read and sized through CSSOM (no style attribute strings, so a
// strict Content-Security-Policy allows it).

const px = (value: string) => parseFloat(value) || 0;

/**
 * Gives `element`'s content box the height `height` (CSS px, rounded) through `style.height`,
 * counting padding and borders under `box-sizing: border-box`. Does nothing when it already is.
 */
export function setContentHeight(element: HTMLElement, height: number): void {
  const style = getComputedStyle(element);
  const extra =
    style.boxSizing === 'border-box'
      ? px(style.paddingTop) + px(style.paddingBottom) + px(style.borderTopWidth) + px(style.borderBottomWidth)
      : 0;
  const value = `${Math.round(height + extra)}px`;
  if (element.style.height !== value) element.style.height = value;
}

/**
 * Calls `onResize` when `element` changes size (a ResizeObserver); returns the removal. Where
 * ResizeObserver is missing, nothing is observed.
 */
export function observeSize(element: HTMLElement, onResize: () => void): () => void {
  if (typeof ResizeObserver === 'undefined') return () => undefined;
  const observer = new ResizeObserver(() => onResize());
  observer.observe(element);
  return () => observer.disconnect();
}
