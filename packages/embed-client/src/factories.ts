import { SDK_TYPE, SDK_VERSION } from './sdk-info';
import { HttpPostMessage, MessageProxy, Router } from './transport';

/** Creates the HTTP layer with the SDK headers the reference sends on every request. */
export function hpmFactory(
  wpmp: MessageProxy,
  defaultTargetWindow?: Window | null,
  sdkVersion: string = SDK_VERSION,
  sdkType: string = SDK_TYPE,
  sdkWrapperVersion?: string,
): HttpPostMessage {
  // Key order and the present-but-undefined wrapper version are part of what the frame sees.
  return new HttpPostMessage(
    wpmp,
    { 'x-sdk-type': sdkType, 'x-sdk-version': sdkVersion, 'x-sdk-wrapper-version': sdkWrapperVersion },
    defaultTargetWindow,
  );
}

/**
 * Creates the message proxy. Until a `Service` adopts it (the service's iframes become its peers,
 * each at its origin), it talks to the windows its caller addresses, as window-post-message-proxy
 * does, but only to them: it posts to any window at "*", and accepts messages only from a window
 * it has posted to and from `window.parent` (its embedder in a frame; the page itself at the top).
 * With `eventSourceOverrideWindow`, every received message counts as coming from that window (and
 * is answered there), as with window-post-message-proxy. Other code may set `proxy.peers`.
 */
export function wpmpFactory(name?: string, logMessages?: boolean, eventSourceOverrideWindow?: Window): MessageProxy {
  // The windows it posted to (a WeakMap used as a set: the bundle has WeakMap already).
  const addressed = new WeakMap<object, true>();
  return new MessageProxy({
    name,
    logMessages,
    eventSourceOverrideWindow,
    peers: {
      accepts: ({ source }) => addressed.has(source!) || source === parent,
      targetOrigin: (target) => (addressed.set(target, true), '*'),
    },
  });
}

/** Creates the router of inbound routes over a proxy. */
export function routerFactory(wpmp: MessageProxy): Router {
  return new Router(wpmp);
}

/** The factories a `Service` is built from (pass your own to the constructor to replace one). */
export const factories = { hpmFactory, wpmpFactory, routerFactory };
