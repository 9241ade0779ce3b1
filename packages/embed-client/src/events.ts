import type { IError, IQnaVisualRenderedEvent, ISelection } from '@org/embed-models';
import type { TokenRefreshedDetail, TokenRefreshFailedDetail } from './token/token-events';

/** An event as the frame posts it to one of the host's event routes. */
export interface IEvent<T> {
  type: string;
  id: string;
  name: string;
  value: T;
}

/** The DOM event an embed's container receives; the frame's payload is `detail`. */
export interface ICustomEvent<T> extends CustomEvent {
  detail: T;
}

/** A handler given to `embed.on`. */
export interface IEventHandler<T> {
  // `any` as in the reference: handlers may return whatever they like (a promise, a value).
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  (event: ICustomEvent<T>): any;
}

/** One subscription made with `embed.on` (the reference's public shape). */
export interface IInternalEventHandler<T> {
  test(event: IEvent<T>): boolean;
  handle(event: ICustomEvent<T>): void;
}

/** The `detail` of each event every embed type allows (`unknown` where the frame defines it). */
export interface EmbedEventMap {
  loaded: unknown;
  saved: unknown;
  rendered: unknown;
  saveAsTriggered: unknown;
  error: IError;
  dataSelected: ISelection;
  buttonClicked: unknown;
  info: unknown;
  /** Ours, with a `tokenProvider` only: a new token was given to the frame. */
  tokenRefreshed: TokenRefreshedDetail;
  /** Ours, with a `tokenProvider` only: fetching or applying a token failed; a retry is scheduled. */
  tokenRefreshFailed: TokenRefreshFailedDetail;
}

/** The `detail` of each event a dashboard allows. */
export interface DashboardEventMap extends EmbedEventMap {
  tileClicked: unknown;
}

/** The `detail` of each event a tile allows. */
export interface TileEventMap extends EmbedEventMap {
  tileClicked: unknown;
  tileLoaded: unknown;
}

/** The `detail` of each event a Q&A box allows. */
export interface QnaEventMap extends EmbedEventMap {
  visualRendered: IQnaVisualRenderedEvent;
}

/** Dispatches a bubbling, cancelable `CustomEvent` carrying `detail` on `target`. */
export function raiseCustomEvent(target: EventTarget, name: string, detail: unknown): void {
  target.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, cancelable: true }));
}
