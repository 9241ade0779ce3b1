import { bySpecificity, compilePattern, recognize, type QueryParams, type RoutePattern } from './route-pattern';
import type { HandlerRegistry, HttpMethod, MessageHandler, RequestMessage } from './types';

/** A request as a route handler sees it: the router adds the URL's `params` and `queryParams`. */
export type RouteRequest<TBody = unknown> = RequestMessage<TBody> & {
  params: Record<string, string>;
  queryParams: QueryParams;
};

/** The reply being built for a routed request: 200 with a null body unless `send` says otherwise. */
export class RouteResponse {
  statusCode = 200;
  headers: Record<string, unknown> = {};
  body: unknown = null;

  /** Sets the status and the body (undefined when omitted) of the reply. */
  send(statusCode: number, body?: unknown): void {
    this.statusCode = statusCode;
    this.body = body;
  }
}

/** A route handler; its return value is awaited and ignored (the reply is the `RouteResponse`). */
export type RouteHandler = (request: RouteRequest, response: RouteResponse) => unknown;

interface Route extends RoutePattern {
  method: HttpMethod;
  handler: RouteHandler;
}

/**
 * Routes inbound requests by method and URL pattern, as powerbi-router does (most specific
 * pattern wins), through a single handler on the registry that exists only while routes do.
 */
export class Router {
  // Sorted by specificity (a stable sort: equally specific routes keep the order they were added in).
  private readonly routes: Route[] = [];
  private readonly matched = new WeakMap<object, Route>();
  private registered = false;
  declare private readonly registry: HandlerRegistry;
  private readonly handler: MessageHandler = {
    test: (request) => {
      const routes = this.routes.filter((route) => route.method === request.method);
      // No route of the method: the URL is not even read (one that cannot be parsed throws below).
      const found = routes[0] && recognize(routes, request.url);
      if (!found) return false;
      // Like powerbi-router, the parameters are put on the request itself for the handler to read.
      const routed = request as RouteRequest;
      routed.params = found.params;
      routed.queryParams = found.queryParams;
      this.matched.set(request, found.route);
      return true;
    },
    handle: (request) => {
      const route = this.matched.get(request);
      if (!route) return undefined;
      this.matched.delete(request);
      const response = new RouteResponse();
      const result = route.handler(request as RouteRequest, response);
      return Promise.resolve(result).then(() => ({
        statusCode: response.statusCode,
        headers: response.headers,
        body: response.body,
      }));
    },
  };

  constructor(registry: HandlerRegistry) {
    this.registry = registry;
  }

  /** How many routes are registered. */
  get routeCount(): number {
    return this.routes.length;
  }

  /** Adds a GET route. */
  get(pattern: string, handler: RouteHandler): this {
    this.add('GET', pattern, handler);
    return this;
  }

  /** Adds a POST route. */
  post(pattern: string, handler: RouteHandler): this {
    this.add('POST', pattern, handler);
    return this;
  }

  /** Adds a PUT route. */
  put(pattern: string, handler: RouteHandler): this {
    this.add('PUT', pattern, handler);
    return this;
  }

  /** Adds a PATCH route. */
  patch(pattern: string, handler: RouteHandler): this {
    this.add('PATCH', pattern, handler);
    return this;
  }

  /** Adds a DELETE route. */
  delete(pattern: string, handler: RouteHandler): this {
    this.add('DELETE', pattern, handler);
    return this;
  }

  /** Adds a route (replacing one with the same method and pattern); returns its removal function. */
  add(method: HttpMethod, pattern: string, handler: RouteHandler): () => void {
    const route: Route = { ...compilePattern(pattern), method, handler };
    const routes = this.routes;
    const same = routes.findIndex((other) => other.method === method && other.key === route.key);
    if (same < 0) routes.push(route);
    else routes[same] = route;
    routes.sort(bySpecificity);
    if (!this.registered) {
      this.registry.addHandler(this.handler);
      this.registered = true;
    }
    return () => {
      const index = routes.indexOf(route);
      if (index < 0) return;
      routes.splice(index, 1);
      // A registry that cannot remove handlers (a test double) keeps ours; it matches nothing then.
      if (!routes.length && typeof this.registry.removeHandler === 'function') {
        this.registry.removeHandler(this.handler);
        this.registered = false;
      }
    };
  }
}
