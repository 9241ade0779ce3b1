import { Service } from '@org/embed-client';

let shared: Service | undefined;

/** What the wrapper announces to the frame (`x-sdk-type`, `x-sdk-wrapper-version`), as powerbi-client-react 1.4. */
export const announce = (service: Service): Service => (service.setSdkInfo('powerbi-client-react', '1.4.0'), service);

/**
 * The `Service` every `<EmbedComponent>` without a `service` prop uses: one per page, created on
 * first use (call it in the browser, e.g. in an effect; nothing is created at import).
 */
export function getSharedService(): Service {
  return (shared ||= announce(new Service()));
}
