// The transport: the only code of the package that posts or receives window messages.
export type * from './types';
export { MessageProxy, anyPeer, noPeers, DEFAULT_REQUEST_TIMEOUT } from './message-proxy';
export type { MessageProxyOptions, MessageReceiver } from './message-proxy';
export { HttpPostMessage } from './http-post-message';
export { Router, RouteResponse } from './router';
export type { RouteHandler, RouteRequest } from './router';
export { compilePattern, parseQuery, recognize } from './route-pattern';
export type { QueryParams, Recognized, RoutePattern } from './route-pattern';
export { FrameRegistry, originOf } from './frame-registry';
export { ParentPeer } from './parent-peer';
export type { ParentPeerOptions } from './parent-peer';
