// Options of ours that a configuration may carry beside powerbi-client's: they drive the host side
// (token lifecycle, lazy and pooled loading, responsive layout) and are never posted to the frame,
// so code that does not use them sends exactly what powerbi-client sends.
import type { TokenProvider, TokenRefreshOptions } from './token/token-provider';

/** When the frame is created: at once (default), or once the container is near the viewport. */
export interface LazyOptions {
  /** How near the viewport counts as seen (IntersectionObserver's rootMargin). Default '200px'. */
  rootMargin?: string;
}

/** A report's layout chosen by the container's width. */
export interface ResponsiveLayoutOptions {
  /** Below this container width (CSS px) the mobile layout is used. Default 600. */
  breakpoint?: number;
}

/** Our options on every embed configuration (see the README's "Production options"). */
export interface IHostOptions {
  /** Fetches and renews the access token (any embed type, Embed or Aad tokens). */
  tokenProvider?: TokenProvider;
  /** Timing of the token lifecycle: skew, default lifetime, timeout, backoff, sharing key. */
  tokenRefresh?: TokenRefreshOptions;
  /** Creates the frame only when the container comes near the viewport. */
  lazy?: boolean | LazyOptions;
  /** Switches a report between its desktop and mobile layouts at a width breakpoint. */
  responsiveLayout?: boolean | ResponsiveLayoutOptions;
  /** Sizes the container's height from the report page's size (its width stays the page's). */
  autoHeight?: boolean;
}
