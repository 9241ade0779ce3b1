import type { ErrorMode } from '../host/error-mode';
import type { IService } from '../host/embed-host';
import { isRdlEmbed } from './embed-url';

/** A component, or what belongs to one (a page, the bookmarks manager): its service and, for the RDL check, its config. */
interface Refuser {
  service: IService;
  config?: { embedUrl?: string };
}

// The public types keep the reference's `IService` (`{ hpm }`); the service of a component is the
// EmbedService that built it, whose error mode was decided once (host/error-mode.ts).
type Host = IService & ErrorMode;

/** The frame has no page, visual or menu command of that name. */
export const notFound = (node: Refuser): Promise<never> =>
  (node.service as Host).refuse('PowerBIEntityNotFound', 'EntityNotFound');

/**
 * The refusal of a paginated (RDL) report, whose frame does not support most report APIs
 * (nothing is sent then); undefined for any other report, so callers write `unlessPaginated(c) || send()`.
 */
export const unlessPaginated = (node: Refuser): Promise<never> | undefined =>
  isRdlEmbed(node.config?.embedUrl)
    ? (node.service as Host).refuse('This API is currently not supported for RDL reports')
    : undefined;
