import type { EmbedErrorCode } from '../embed-error';
import { refusal } from '../to-embed-error';
import { isRdlEmbed } from './embed-url';

/** What a refusal needs: the service (for its `errors` option) and, for the RDL check, the config. */
interface Refuser {
  service: unknown;
  config?: { embedUrl?: string };
}

/**
 * A rejection with one of the reference's bare-string refusals (`PowerBIEntityNotFound`, the RDL
 * and layout texts): the string itself, or an `EmbedError` when the service has `errors: 'typed'`.
 */
export const refuse = (node: Refuser, text: string, code: EmbedErrorCode = 'NotSupported'): Promise<never> =>
  Promise.reject(refusal(node.service, text, code));

/** The frame has no page, visual or menu command of that name. */
export const notFound = (node: Refuser): Promise<never> => refuse(node, 'PowerBIEntityNotFound', 'EntityNotFound');

/**
 * The refusal of a paginated (RDL) report, whose frame does not support most report APIs
 * (nothing is sent then); undefined for any other report, so callers write `unlessPaginated(c) || send()`.
 */
export const unlessPaginated = (node: Refuser): Promise<never> | undefined =>
  isRdlEmbed(node.config?.embedUrl) ? refuse(node, 'This API is currently not supported for RDL reports') : undefined;

/** The `Error` the reference throws with `message` (an `EmbedError` when the service has `errors: 'typed'`). */
export const failure = (service: unknown, message: string, code: EmbedErrorCode = 'InvalidArgument'): Error =>
  refusal(service, new Error(message), code);
