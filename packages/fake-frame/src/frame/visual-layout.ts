import { PAGE_SIZE, type VisualDefinition, type VisualLayout } from '../report/report-definition';
import type { FrameState } from './frame-state';

interface LayoutPart extends Partial<VisualLayout> {
  displayState?: { mode?: number };
}

interface CustomLayout {
  pageSize?: { type?: number; width?: number; height?: number };
  pagesLayout?: Record<string, { defaultLayout?: LayoutPart; visualsLayout?: Record<string, LayoutPart> }>;
}

/** The custom layout in force: the settings' `customLayout` when `layoutType` is Custom (1). */
const customLayout = (state: FrameState): CustomLayout | undefined =>
  state.settings.layoutType === 1 ? (state.settings.customLayout as CustomLayout | undefined) : undefined;

/** The size of the page the visuals are laid out on: a Custom (4) page size of the layout, or 1280×720. */
export function pageSize(state: FrameState): { width: number; height: number } {
  const size = customLayout(state)?.pageSize;
  return size?.type === 4 && size.width && size.height ? { width: size.width, height: size.height } : PAGE_SIZE;
}

/**
 * Where a visual is and whether it shows: its own layout, overridden by the custom layout's entry for
 * it; its display mode is that entry's, else the page's default layout's, else Visible (0).
 */
export function visualLayout(
  state: FrameState,
  pageName: string,
  visual: VisualDefinition,
): VisualLayout & { displayState: { mode: number } } {
  const page = customLayout(state)?.pagesLayout?.[pageName];
  const own = page?.visualsLayout?.[visual.name] ?? {};
  const numbers = Object.fromEntries(
    (['x', 'y', 'z', 'width', 'height'] as const).flatMap((k) => (typeof own[k] === 'number' ? [[k, own[k]]] : [])),
  );
  // A single-visual embed without a layout for the page still shows its visual only.
  const alone = state.kind === 'visual' && visual.name !== state.config?.visualName ? 1 : 0;
  const mode = own.displayState?.mode ?? page?.defaultLayout?.displayState?.mode ?? alone;
  return { ...visual.layout, ...numbers, displayState: { mode } };
}
