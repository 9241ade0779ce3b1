// The parts of the host side our configuration options turn on. `Service` has every one; an
// `EmbedService` has those in its `features` option only, so a page that uses none of them (the
// report-only page of the size budget) does not bundle them.
import type { LazyOptions } from '../host-options';
import type { Report } from '../embeds/report';
import type { Embed } from '../embeds/embed';
import type { LoadQueue } from './load-queue';
import { EmbedError } from '../embed-error';

/** `tokenProvider` and `tokenRefresh`: the token lifecycle. */
export interface TokenFeature {
  /** Checks the embed's token options (each time its configuration is built); throws naming the field. */
  check(embed: Embed): void;
  /** Starts the embed's lifecycle once it has a provider (not for a bootstrap); stopped by `embed.disposers`. */
  start(embed: Embed): void;
  /** True while the embed's lifecycle fetches or retries a token not yet given to the frame. */
  pending(embed: Embed): boolean;
  /** Whether `embed.on` accepts `eventName` beside `allowedEvents`: one of the token events, with a provider. */
  allows(embed: Embed, eventName: string): boolean;
}

/** `lazy` and the service's `maxConcurrentLoads`: frames created later. */
interface FrameFeature {
  /** The load pool for `maxConcurrentLoads` (undefined when unset); throws for an invalid value. */
  queue(maxConcurrentLoads: unknown, loadSlotTimeout: unknown): LoadQueue | undefined;
  /** Calls `create` when the container is near the viewport and the pool has a slot; returns the cancel. */
  defer(
    element: HTMLElement,
    lazy: boolean | LazyOptions | undefined,
    queue: LoadQueue | undefined,
    create: () => void,
  ): (() => void) | undefined;
}

/** `responsiveLayout` and `autoHeight` of reports. */
interface LayoutFeature {
  /** Starts, updates or stops a report's layout options after its configuration was built. */
  attach(report: Report): void;
}

/** What an `EmbedService` can do beyond powerbi-client: one entry per feature it was given. */
export interface HostFeatures {
  tokens?: TokenFeature;
  frames?: FrameFeature;
  layout?: LayoutFeature;
}

/** One feature, as `tokenLifecycle`, `lazyLoading` and `reportLayout` are (for `EmbedService`'s `features`). */
export type HostFeature = { tokens: TokenFeature } | { frames: FrameFeature } | { layout: LayoutFeature };

/** The error for `option` set on an `EmbedService` without the feature `feature` (its export's name). */
export function missingFeature(option: string, feature: string): EmbedError {
  return new EmbedError(
    'InvalidConfiguration',
    `${option} needs the ${feature} feature: use Service, or add ${feature} to EmbedService's features`,
  );
}
