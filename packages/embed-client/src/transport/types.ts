/** The HTTP verbs of the embed protocol, uppercase on the wire. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Header bag of a message; the transport stores the tracking id in `id`. */
export type MessageHeaders = Record<string, unknown> & { id?: string };

/**
 * An HTTP-shaped request as it travels through `postMessage`:
 * `{ method, url, headers, body }`, where GET messages carry no `body` key at all.
 */
export interface RequestMessage<TBody = unknown> {
  method: HttpMethod;
  url: string;
  headers: MessageHeaders;
  body?: TBody;
}

/** The answer to a request: a status in 200–299 (or none) resolves, anything else rejects. */
export interface ResponseMessage<TBody = unknown> {
  statusCode: number;
  statusText?: string;
  headers: MessageHeaders;
  body: TBody;
}

/** What a peer policy is shown of a received message: its sender and origin. */
export type PeerMessage = Pick<MessageEvent, 'source' | 'origin'>;

/**
 * Which windows a proxy talks to, and at which origin. The host's policy is the set of its
 * iframes (each with the origins its embed URL allows); the frame's policy is its parent.
 */
export interface PeerPolicy {
  /** True when a received `message` event comes from a peer; other events are dropped silently. */
  accepts(event: PeerMessage): boolean;
  /** The `targetOrigin` for posting to `target`, or undefined when `target` is not a peer. */
  targetOrigin(target: Window): string | undefined;
}

/** A request handler of a proxy: the first whose `test` is true answers the request. */
export interface MessageHandler {
  test(message: RequestMessage): boolean;
  /** The response to post back; falsy means "use the default warning response". */
  handle(message: RequestMessage): unknown;
}

/** Anything handlers can be added to (a `MessageProxy`); what `Router` registers itself with. */
export interface HandlerRegistry {
  addHandler(handler: MessageHandler): void;
  removeHandler?(handler: MessageHandler): void;
}
