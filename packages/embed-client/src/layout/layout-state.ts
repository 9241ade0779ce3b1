import type { LayoutType } from '@org/embed-models';

/**
 * What the layout feature keeps of a report (service/report-layout-feature.ts decides it when the
 * report is configured; this folder's code, loaded on first use, acts on it).
 */
export interface LayoutState {
  /** The container width below which the mobile layout shows; undefined: `responsiveLayout` is off. */
  breakpoint?: number;
  autoHeight: boolean;
  /** The configuration's layouts: the one shown on a wide container, the one on a narrow container. */
  desktopLayout: LayoutType;
  mobileLayout: LayoutType;
  /** True while a switch of the responsive layout embeds the report again (its layout is chosen). */
  applying: boolean;
  /** The report raised `loaded` since it was last configured (before this code had loaded, too). */
  loaded: boolean;
  /** The container's inline height before `autoHeight` set it, given back when it stops. */
  heightBefore?: string;
  /** The width of the container's content box (CSS px; 0 while not rendered). */
  width(): number;
  /** Stops the responsive layout, when it runs. */
  responsive?: () => void;
  stopAutoHeight?: () => void;
}
