import { Router, type RouteHandler } from './transport';

/** The part of a router a service uses: powerbi-router's registration methods. */
export interface RouteRegistry {
  post(url: string, handler: RouteHandler): unknown;
}

/**
 * Registers a `POST` route on a service's router. Our `Router` can take it back, so the removal is
 * returned; any other router (powerbi-router, a test double) only has `post` and keeps the route
 * (the removal does nothing then).
 */
export function addRoute(router: RouteRegistry, pattern: string, handler: RouteHandler): () => void {
  if (router instanceof Router) return router.add('POST', pattern, handler);
  router.post(pattern, handler);
  return () => {};
}
