import type { HttpMethod } from '@org/embed-client/transport';
import type { FrameContext } from '../frame-context';
import { routeNotImplemented } from '../frame-errors';

const METHODS: HttpMethod[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

/**
 * Answers 404 to every request no other route takes, so a call the fake frame does not implement
 * fails at once instead of waiting for the client's timeout. Registered last, matched last (a star
 * route is the least specific).
 */
export function registerFallbackRoutes(ctx: FrameContext): void {
  for (const method of METHODS) {
    ctx.route(method, '*path', (req, res) => res.send(404, routeNotImplemented(method, req.url.split('?')[0])));
  }
}
