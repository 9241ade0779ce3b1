/** Frames after the first placing in which an entry is placed again (see `keepInView`). */
const SETTLING_FRAMES = 3;

/**
 * Scrolls `list` so that `entry` is wholly in view: to the nearest edge, or to the middle with
 * `center`; nothing when it is in view already. The entries out of sight are not laid out
 * (`content-visibility: auto` in sidebar.css) and stand at an estimated height until they come
 * near, so the entries around `entry` may take their real height in the next frames and move it:
 * it is placed again in each of the next few frames.
 */
export function keepInView(entry: HTMLElement, list: HTMLElement, center = false): void {
  const place = () => {
    if (!entry.isConnected) return;
    const box = list.getBoundingClientRect();
    const at = entry.getBoundingClientRect();
    if (at.top >= box.top && at.bottom <= box.bottom) return;
    if (center) list.scrollTop += at.top - box.top - (box.height - at.height) / 2;
    else list.scrollTop += at.top < box.top ? at.top - box.top : at.bottom - box.bottom;
  };
  place();
  let frames = 0;
  const follow = () => {
    place();
    if (++frames < SETTLING_FRAMES) requestAnimationFrame(follow);
  };
  requestAnimationFrame(follow);
}
