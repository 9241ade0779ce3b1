import { SDK_TYPE, SDK_VERSION } from './sdk-info';
import { HttpPostMessage, MessageProxy, Router, noPeers } from './transport';

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
 * Creates the message proxy. With `eventSourceOverrideWindow`, every received message counts as
 * coming from that window (and is answered there), as with window-post-message-proxy. It has no
 * peers until a `Service` adopts it (the service's iframes become its peers): until then it accepts
 * nothing and posts nowhere. Other code sets `proxy.peers` itself.
 */
export function wpmpFactory(name?: string, logMessages?: boolean, eventSourceOverrideWindow?: Window): MessageProxy {
  return new MessageProxy({ name, logMessages, eventSourceOverrideWindow, peers: noPeers });
}

/** Creates the router of inbound routes over a proxy. */
export function routerFactory(wpmp: MessageProxy): Router {
  return new Router(wpmp);
}

/** The factories a `Service` is built from (pass your own to the constructor to replace one). */
export const factories = { hpmFactory, wpmpFactory, routerFactory };
