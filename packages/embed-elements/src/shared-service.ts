import { Service } from '@org/embed-client';

let shared: Service | undefined;

/**
 * The `Service` every element without a `service` property embeds with: one per page, created on
 * the first embed (nothing is created at import). It has the token lifecycle and lazy loading.
 */
export function getSharedService(): Service {
  return (shared ||= new Service());
}
