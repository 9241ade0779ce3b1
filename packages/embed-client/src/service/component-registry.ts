import type { IEmbedConfigurationBase } from '../configurations';
import type { Embed } from '../embeds/embed';
import type { ErrorMode } from '../host/error-mode';

/**
 * A component class a service of type `S` can embed: its static `type` (lowercased) is the config
 * `type` (`EmbedComponentClass` is this for `EmbedService`).
 */
export interface ComponentClass<S> {
  type: string;
  new (
    service: S,
    element: HTMLElement,
    config: IEmbedConfigurationBase,
    phasedRender?: boolean,
    isBootstrap?: boolean,
    iframe?: HTMLIFrameElement,
  ): Embed;
}

/**
 * A factory added with `register`, as the service that it was registered on calls it. Declared as a
 * method, whose parameters TypeScript compares both ways: a factory written for powerbi-client takes
 * a `Service`, and the service calling it is one whenever that code runs as written.
 */
type Registered<S> = {
  build(
    service: S,
    element: HTMLElement,
    config: IEmbedConfigurationBase,
    phasedRender?: boolean,
    isBootstrap?: boolean,
  ): Embed;
}['build'];

// The built-in names `register` refuses (case-insensitively), whatever components a service has.
const RESERVED = /^(tile|report|dashboard|qna|visual)$/i;

/**
 * The component types of one service: the built-in classes it was created with and the types
 * added with `register`. Built-in types match case-sensitively and registered ones not, as in the
 * reference.
 */
export interface ComponentTypes<S> {
  readonly classes: ComponentClass<S>[];
  /** The factories added with `register`, keyed by the name as it was registered. */
  readonly factories: Record<string, Registered<S>>;
}

const registered = <S>(types: ComponentTypes<S>, type: string): string | undefined =>
  Object.keys(types.factories).find((key) => key.toLowerCase() === type.toLowerCase());

/**
 * Adds `componentType` to `types`, or throws the reference's error (with the service's `fail`)
 * for a reserved or taken name, or for an event URL without `:uniqueId` and `:eventName`. Every
 * check comes first: a refused call registers nothing.
 */
export function registerType<S>(
  types: ComponentTypes<S>,
  fail: ErrorMode['fail'],
  componentType: string,
  factory: Registered<S>,
  eventUrls: string[],
): void {
  const type = componentType.toLowerCase();
  if (RESERVED.test(type) || types.classes.some((component) => component.type.toLowerCase() === type)) {
    throw fail('The component name is reserved. Cannot register a component with this name.');
  }
  if (registered(types, type)) {
    throw fail('A component with this type is already registered.');
  }
  if (eventUrls.some((url) => !url.includes(':uniqueId') || !url.includes(':eventName'))) {
    throw fail('Invalid router event URL');
  }
  types.factories[componentType] = factory;
}

/** Builds a component of `type` for `service`; throws the reference's error for an unknown type. */
export function createComponent<S extends ErrorMode>(
  types: ComponentTypes<S>,
  service: S,
  type: string,
  element: HTMLElement,
  config: IEmbedConfigurationBase,
  phasedRender?: boolean,
  isBootstrap?: boolean,
): Embed {
  const Component = types.classes.find((component) => component.type.toLowerCase() === type);
  if (Component) return new Component(service, element, config, phasedRender, isBootstrap);
  const key = registered(types, type);
  if (!key) {
    throw service.fail(
      `Attempted to embed component of type: ${type} but did not find any matching component.  Please verify the type you specified is intended.`,
    );
  }
  return types.factories[key](service, element, config, phasedRender, isBootstrap);
}
