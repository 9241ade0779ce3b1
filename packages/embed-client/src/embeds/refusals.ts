import { EmbedError } from '../embed-error';
import { isRdlEmbed } from './embed-url';

/**
 * A rejection with one of the reference's bare-string refusals (`PowerBIEntityNotFound`, the RDL
 * and layout texts), as an `EmbedError` whose message is that exact text.
 */
export const refuse = (text: string): Promise<never> => Promise.reject(new EmbedError('InvalidArgument', text));

/** The frame has no page, visual or menu command of that name. */
export const notFound = (): Promise<never> => refuse('PowerBIEntityNotFound');

/**
 * The refusal of a paginated (RDL) report, whose frame does not support most report APIs
 * (nothing is sent then); undefined for any other report, so callers write `unlessPaginated(c) || send()`.
 */
export const unlessPaginated = (config: { embedUrl?: string }): Promise<never> | undefined =>
  isRdlEmbed(config.embedUrl) ? refuse('This API is currently not supported for RDL reports') : undefined;
