import { useLayoutEffect, useState, type CSSProperties } from 'react';

/**
 * The viewport box of `slot` as a fixed-position style, kept current while the slot changes
 * size (the window, the sidebar opening or closing) or moves. Undefined without a slot.
 */
export function useSlotRect(slot: HTMLElement | undefined): CSSProperties | undefined {
  const [style, setStyle] = useState<CSSProperties>();
  useLayoutEffect(() => {
    if (!slot) {
      setStyle(undefined);
      return;
    }
    let frame = 0;
    const measure = () => {
      cancelAnimationFrame(frame);
      const { left, top, width, height } = slot.getBoundingClientRect();
      setStyle((old) =>
        old && old.left === left && old.top === top && old.width === width && old.height === height
          ? old
          : { left, top, width, height },
      );
    };
    // A move without a change of size (the sidebar's width animating) shows in the following frames.
    const follow = () => {
      measure();
      const until = performance.now() + 500;
      const step = () => {
        measure();
        if (performance.now() < until) frame = requestAnimationFrame(step);
      };
      frame = requestAnimationFrame(step);
    };
    measure();
    const observer = new ResizeObserver(follow);
    observer.observe(slot);
    observer.observe(document.documentElement);
    window.addEventListener('resize', follow);
    document.addEventListener('transitionend', follow);
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
      window.removeEventListener('resize', follow);
      document.removeEventListener('transitionend', follow);
    };
  }, [slot]);
  return style;
}
