import { EmbedError } from '../embed-error';
import type { ErrorMode } from '../host/error-mode';
import type { IService } from '../host/embed-host';
import type { HttpMethod, MessageHeaders, ResponseMessage } from '../transport';

/** The whole answer of the frame, `{ statusCode, statusText, headers, body }` (the reference's name). */
export type IHttpPostMessageResponse<T> = ResponseMessage<T>;

/** What a request to an embed's frame needs: the service's HTTP layer, the embed's uid and iframe. */
export interface FrameNode {
  service: IService;
  config: { uniqueId?: string };
  iframe?: HTMLIFrameElement | null;
}

/**
 * Sends a request to the frame of `node` with its `uid` header. Resolves with the whole response;
 * rejects with the frame's error body (as the reference does; its whole answer with `rejectWith:
 * 'response'`), or with an `EmbedError` when the host could not post or got no answer (the
 * reference rejected with undefined then).
 */
export function frameRequest<T = unknown>(
  node: FrameNode,
  method: HttpMethod,
  url: string,
  body?: unknown,
  headers: MessageHeaders = { uid: node.config.uniqueId },
  rejectWith: 'body' | 'response' = 'body',
): Promise<ResponseMessage<T>> {
  const notSent = (cause?: unknown) => {
    const why =
      node.iframe?.contentWindow && cause instanceof Error
        ? cause.message
        : 'the embed has no frame: it was reset, or its lazy or queued frame is not created yet';
    return new EmbedError('PostFailed', `${method} ${url} was not sent: ${why}`, { cause });
  };
  if (!node.iframe) return Promise.reject(notSent());
  // A synchronous throw (no target window, a body that cannot be cloned) becomes a rejection.
  return new Promise<ResponseMessage<T>>((resolve) => {
    // The service's HTTP layer called the way powerbi-client does (`get(url, headers, target)`,
    // `post/put/patch/delete(url, body, headers, target)`), so that any object with those methods
    // works: ours, http-post-message, or a test double.
    const hpm = node.service.hpm;
    const target = node.iframe!.contentWindow;
    resolve(
      method === 'GET'
        ? hpm.get<T>(url, headers, target)
        : hpm[method.toLowerCase() as 'post' | 'put' | 'patch' | 'delete']<T>(url, body, headers, target),
    );
  }).catch((error: unknown) => {
    if (error instanceof EmbedError) throw error;
    if (error instanceof Error) throw notSent(error);
    const body = (error as ResponseMessage | undefined)?.body;
    const missing = (body as { message?: unknown } | undefined)?.message === 'PowerBIEntityNotFound';
    // The service of a component is the EmbedService that built it (public types keep the reference's IService).
    throw (node.service as IService & ErrorMode).refusal(
      rejectWith === 'body' ? body : error,
      missing ? 'EntityNotFound' : 'FrameError',
    );
  });
}

/** The body of the frame's answer. */
export function bodyOf<T>(response: Promise<ResponseMessage<T>>): Promise<T> {
  // An HTTP layer that resolves with nothing (a test double) gives undefined, not a TypeError.
  return response.then((answer) => answer?.body);
}
