// The inbound routes of a service: the frames post their events as `POST` requests, and each
// becomes a DOM event on the container of the component it names.
import { Page } from '../embeds/page';
import type { IReportNode } from '../host/embed-host';
import { raiseCustomEvent, type IEvent } from '../events';
import type { RouteRequest } from '../transport';
import { addRoute } from '../add-route';
import type { Embed } from '../embeds/embed';
import type { RouteRegistry } from '../add-route';
import type { ErrorMode } from '../host/error-mode';

/** What the event routes need of their service (`EmbedService` is one). */
export interface EventRouting {
  readonly router: RouteRegistry;
  readonly fail: ErrorMode['fail'];
  find(uniqueId: string): Embed | undefined;
}

/** The event routes of the built-in types, on `service`'s router; returns their removal. */
export function addEventRoutes(service: EventRouting): () => void {
  const events = '/events/:eventName';
  const report = '/reports/:uniqueId';
  const page = report + '/pages/:pageName';
  const removals = (
    [
      [report + events, 'report'],
      [page + events, 'report'],
      [page + '/visuals/:visualName' + events, 'report'],
      ['/dashboards/:uniqueId' + events, 'dashboard'],
      ['/tile/:uniqueId' + events, 'tile'],
      ['/qna/:uniqueId' + events, 'qna'],
      ['/ready/:uniqueId', 'report'],
    ] as const
  ).map(([pattern, type]) => addRoute(service.router, pattern, eventRoute(service, type)));
  return () => removals.forEach((remove) => remove());
}

/**
 * The handler of an event route of components of `type`: `:uniqueId` names the component,
 * `:eventName` the event (`ready` when the route has none). Replies 200 with a null body whatever
 * happens, like the reference, unless dispatching throws.
 */
export function eventRoute(service: EventRouting, type: string) {
  return (request: RouteRequest) =>
    dispatchEvent(service, {
      type,
      id: request.params.uniqueId,
      name: request.params.eventName ?? 'ready',
      value: request.body,
    });
}

/**
 * Raises `event` on the container of the component whose `uniqueId` is `event.id` (nothing when
 * there is none, nor for the `loaded`, `rendered` or `error` of a load a newer one replaced); a
 * `pageChanged` value's `newPage` becomes a `Page`.
 */
export function dispatchEvent(service: EventRouting, event: IEvent<unknown>): void {
  const component = service.find(event.id);
  if (!component) return;
  // A load that a newer one replaced: its outcome is not the newer load's (powerbi-client raised it).
  if (component.loads?.stale && /^(loaded|rendered|error)$/.test(event.name)) return;
  const value = event.value as { newPage?: { name: string; displayName?: string } } | undefined;
  if (event.name === 'pageChanged') {
    const page = value?.newPage;
    if (!page) throw service.fail("Page model not found at 'event.value.newPage'.");
    value.newPage = new Page(component as unknown as IReportNode, page.name, page.displayName, true);
  }
  raiseCustomEvent(component.element, event.name, value);
}
