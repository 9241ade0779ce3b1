// autoHeight: the container's height follows its width in the proportions of the active page's
// default size (from `getPages()` after each load and on `pageChanged`, and again when the
// container is resized). Set through CSSOM (`style.height`), which a strict CSP allows.
import type { ICustomPageSize } from '@org/embed-models';
import type { HostedReport } from '../host/embed-host';
import { observeSize, setContentHeight } from './container-size';
import type { LayoutState } from './layout-state';

type PageSize = Pick<ICustomPageSize, 'width' | 'height'> | undefined;
type PageChanged = { newPage?: { name?: string } } | undefined;

/**
 * Starts sizing `report`'s container from its active page (`state.heightBefore`, kept when it was
 * configured, is the height it had); returns the stop, which also gives the
 * container back the inline height it had before.
 */
export function startAutoHeight(report: HostedReport, state: LayoutState): () => void {
  const element = report.element;
  const heightBefore = state.heightBefore ?? element.style.height;
  let ratio: number | undefined;
  let stopped = false;

  const apply = () => {
    const width = state.width();
    if (ratio && width) setContentHeight(element, width * ratio);
  };
  const takeSize = (size: PageSize) => {
    if (stopped || !size?.width || !size.height || size.width <= 0 || size.height <= 0) return;
    ratio = size.height / size.width;
    apply();
  };

  // The page `name`, else the active one, as the frame describes it now (an event's Page has no size).
  const sizeFromFrame = (name?: string) => {
    report.getPages().then(
      (pages) =>
        takeSize((pages.find((page) => page.name === name) ?? pages.find((page) => page.isActive))?.defaultSize),
      () => undefined, // no pages to size from (a paginated report): the height stays
    );
  };
  const onLoaded = () => sizeFromFrame();
  const onPageChanged = (event: Event) => sizeFromFrame((event as CustomEvent<PageChanged>).detail?.newPage?.name);
  element.addEventListener('loaded', onLoaded);
  element.addEventListener('pageChanged', onPageChanged);
  const unobserve = observeSize(element, apply);
  // The report loaded before this code had: sized as its `loaded` would have.
  if (state.loaded) onLoaded();

  return () => {
    stopped = true;
    element.removeEventListener('loaded', onLoaded);
    element.removeEventListener('pageChanged', onPageChanged);
    unobserve();
    element.style.height = heightBefore;
    state.heightBefore = undefined;
  };
}
