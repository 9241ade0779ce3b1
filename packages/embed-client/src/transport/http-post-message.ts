import type { MessageProxy } from './message-proxy';
import type { MessageHeaders, RequestMessage, ResponseMessage } from './types';

type Target = Window | null | undefined;

/**
 * HTTP-shaped requests over a `MessageProxy`: `{ method, url, headers, body }` with the default
 * headers merged in, exactly as http-post-message builds them (GET carries no `body` key).
 */
export class HttpPostMessage {
  declare defaultHeaders: MessageHeaders;
  declare defaultTargetWindow: Target;
  declare windowPostMessageProxy: MessageProxy;

  constructor(proxy: MessageProxy, defaultHeaders: MessageHeaders = {}, defaultTargetWindow?: Target) {
    this.defaultHeaders = defaultHeaders;
    this.defaultTargetWindow = defaultTargetWindow;
    this.windowPostMessageProxy = proxy;
  }

  /** Sends a GET request (no body). */
  get<T = unknown>(url: string, headers: MessageHeaders = {}, targetWindow?: Target): Promise<ResponseMessage<T>> {
    return this.send<T>({ method: 'GET', url, headers }, targetWindow);
  }

  /** Sends a POST request. */
  post<T = unknown>(url: string, body: unknown, headers: MessageHeaders = {}, targetWindow?: Target) {
    return this.send<T>({ method: 'POST', url, headers, body }, targetWindow);
  }

  /** Sends a PUT request. */
  put<T = unknown>(url: string, body: unknown, headers: MessageHeaders = {}, targetWindow?: Target) {
    return this.send<T>({ method: 'PUT', url, headers, body }, targetWindow);
  }

  /** Sends a PATCH request. */
  patch<T = unknown>(url: string, body: unknown, headers: MessageHeaders = {}, targetWindow?: Target) {
    return this.send<T>({ method: 'PATCH', url, headers, body }, targetWindow);
  }

  /** Sends a DELETE request; the body is null unless given. */
  delete<T = unknown>(url: string, body: unknown = null, headers: MessageHeaders = {}, targetWindow?: Target) {
    return this.send<T>({ method: 'DELETE', url, headers, body }, targetWindow);
  }

  /** Merges the default headers into `request` and posts it; throws at once without a target window. */
  send<T = unknown>(
    request: RequestMessage,
    targetWindow: Target = this.defaultTargetWindow,
  ): Promise<ResponseMessage<T>> {
    request.headers = { ...this.defaultHeaders, ...request.headers };
    if (!targetWindow) {
      throw new Error(
        'target window is not provided.  You must either provide the target window explicitly as argument to request, or specify default target window when constructing instance of this class.',
      );
    }
    return this.windowPostMessageProxy.postMessage<T>(targetWindow, request);
  }
}
