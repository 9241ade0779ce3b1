import { EmbedError } from '../embed-error';
import type { IService } from '../service-configuration';
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
 * Sends a request to the frame of `node` with its `uid` header, posted at once. Resolves with the
 * whole response; rejects with the frame's error body, or with an `EmbedError` when the host could
 * not post or got no answer (the reference rejected with undefined then).
 */
export function frameRequest<T = unknown>(
  node: FrameNode,
  method: HttpMethod,
  url: string,
  body?: unknown,
  headers: MessageHeaders = { uid: node.config.uniqueId },
): Promise<ResponseMessage<T>> {
  const target = node.iframe?.contentWindow;
  if (!target) {
    return Promise.reject(
      new EmbedError('PostFailed', `${method} ${url} was not sent: the embed has no frame (was it reset?).`),
    );
  }
  // GET messages carry no body key at all; the frame sees exactly the reference's shapes.
  return node.service.hpm
    .send<T>(method === 'GET' ? { method, url, headers } : { method, url, headers, body }, target)
    .catch((error: unknown) => {
      throw error instanceof Error ? error : (error as ResponseMessage | undefined)?.body;
    });
}

/** The body of the frame's answer. */
export function bodyOf<T>(response: Promise<ResponseMessage<T>>): Promise<T> {
  return response.then((answer) => answer.body);
}
