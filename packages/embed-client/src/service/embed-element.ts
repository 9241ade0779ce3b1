// What `embed`, `load` and `bootstrap` do to a container: build a new component in an empty one,
// or, where there is a component already, load the new config into it (or replace it, for Q&A and
// for the report a creation saved).
import { EmbedError } from '../embed-error';
import { Embed } from '../embeds/embed';
import { whenSettled } from '../when-settled';
import { createComponent, type ComponentTypes } from './component-registry';
import type { IEmbedConfigurationBase } from '../configurations';
import type { EmbedHost } from '../host/embed-host';

/** What embedding on a container needs of the service (`EmbedService` is one). */
export interface EmbeddingHost extends EmbedHost {
  attach<T extends Embed>(element: HTMLElement, component: T): T;
  handOver?: (created: Embed, element: HTMLElement, config: IEmbedConfigurationBase) => Embed | undefined;
}
import type { AnyConfig } from './typed-embeds';

// Errors quote the config (without its token) and the container.
const attempted = (config: AnyConfig, element: HTMLElement): string =>
  `Attempted to embed using config ${JSON.stringify({ ...config, accessToken: '' })} on element ${element.outerHTML}`;

/** What the pending requests of a removed or replaced component reject with. */
export const resetError = (): EmbedError =>
  new EmbedError('EmbedReset', 'The embed was reset before the frame answered.');

/**
 * Builds the component `config.type` (else the container's `powerbi-type`) names in `element` and
 * makes it the element's component; sets `config.type`.
 */
export function embedNew<S extends EmbeddingHost>(
  service: S,
  components: ComponentTypes<S>,
  element: HTMLElement,
  config: AnyConfig,
  phasedRender?: boolean,
  isBootstrap?: boolean,
): Embed {
  const type = config.type || element.getAttribute(Embed.typeAttribute);
  if (!type) {
    throw service.fail(
      `${attempted(config, element)}, but could not determine what type of component to embed. You must specify a type in the configuration or as an attribute such as 'powerbi-type="report"'.`,
    );
  }
  config.type = type;
  return service.attach(
    element,
    createComponent(components, service, type, element, config, phasedRender, isBootstrap),
  );
}

/**
 * Embeds `config` where `existing` (the service's component of `element`, if it has one in its
 * list) is: a new Q&A replaces it, a report replaces a creation, any other type must be its own.
 */
export function embedExisting<S extends EmbeddingHost>(
  service: S,
  components: ComponentTypes<S>,
  existing: Embed | undefined,
  element: HTMLElement,
  config: AnyConfig,
  phasedRender?: boolean,
): Embed {
  if (!existing) {
    throw service.fail(
      `${attempted(config, element)} which already has embedded component associated, but could not find the existing component in the list of active components. This could indicate the embeds list is out of sync with the DOM, or the component is referencing the incorrect HTML element.`,
    );
  }
  const type = config.type;
  if (type?.toLowerCase() === 'qna') {
    // The new Q&A replaces the iframe: the old one's window is taken first, to reject its requests.
    const frame = existing.iframe?.contentWindow;
    const replacement = embedNew(service, components, element, config);
    existing.detach(resetError(), frame);
    return replacement;
  }
  if (typeof type === 'string' && type !== existing.config.type) {
    const report = service.handOver?.(existing, element, config);
    if (report) return report;
    const mismatch = (current: unknown) =>
      `Embedding on an existing element with a different type than the previous embed object is not supported.  ${attempted(config, element)}, but the existing element contains an embed of type: ${current} which does not match the new type: ${type}`;
    // The reference names the service's `type` setting (normally undefined) where it means the
    // embed's type; typed errors say what was meant, the default keeps the reference's text.
    throw service.refusal(new Error(mismatch(service.config.type)), 'InvalidArgument', mismatch(existing.config.type));
  }
  existing.populateConfig(config, false);
  // A provider given when embedding again on the element starts here (a new component's: in its constructor).
  service.features?.tokens?.start(existing);
  // A load replaced by a test double may return anything, not only a promise.
  whenSettled(existing.load(phasedRender), service.reportError);
  return existing;
}
