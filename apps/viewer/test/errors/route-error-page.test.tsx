import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  data,
  StaticRouterProvider,
  type NonIndexRouteObject,
  type RouteObject,
} from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { routes } from '../../src/routes.tsx';

/** Runs a request through the real route table on the server and renders what the router shows. */
async function render(request: Request, table: RouteObject[] = routes) {
  const handler = createStaticHandler(table);
  const context = await handler.query(request);
  if (context instanceof Response) throw new Error(`unexpected redirect/response ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(<StaticRouterProvider router={router} context={context} hydrate={false} />);
  return { html, context };
}

/** The real root route (its error element) with other children. */
function rootWith(children: (root: NonIndexRouteObject) => RouteObject[]): RouteObject[] {
  const root = routes[0] as NonIndexRouteObject;
  return [{ ...root, children: children(root) }];
}

function text(html: string) {
  return html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

describe('route error page', () => {
  it('[V-ERROR-01] [V-ERROR-04] reports a router 404 as Not Found under Unexpected Application Error!', async () => {
    // The real table answers every other path with its 404 page (the '*' route), so the router's
    // own 404 is produced with the same root route and children minus that catch-all.
    const withoutCatchAll = rootWith((root) => root.children!.filter((child) => child.path !== '*'));
    const { html, context } = await render(new Request('http://viewer.test/elsewhere'), withoutCatchAll);
    expect(context.statusCode).toBe(404);
    expect(html).toContain('<h1 id="error-title">Unexpected Application Error!</h1>');
    expect(text(html)).toContain('404 Not Found');
  });

  it('[V-ERROR-02] reports a POST to a route without an action as 405 Method Not Allowed', async () => {
    const { html, context } = await render(new Request('http://viewer.test/', { method: 'POST', body: 'x=1' }));
    expect(context.statusCode).toBe(405);
    expect(html).toContain('Unexpected Application Error!');
    expect(text(html)).toContain('405 Method Not Allowed');
  });

  it('[V-ERROR-03] reports a loader that answers 400 as Bad Request', async () => {
    const withBadLoader = rootWith((root) => [
      ...(root.children ?? []),
      {
        path: 'bad',
        loader: () => {
          throw data(null, { status: 400 });
        },
        element: <p>never</p>,
      },
    ]);
    const { html, context } = await render(new Request('http://viewer.test/bad'), withBadLoader);
    expect(context.statusCode).toBe(400);
    expect(html).toContain('Unexpected Application Error!');
    expect(text(html)).toContain('400 Bad Request');
    expect(html).not.toContain('never');
  });

  it('[V-ERROR-04] shows the message of any other error thrown in a route', async () => {
    const throwing = rootWith(() => [
      {
        path: 'broken',
        loader: () => {
          throw new Error('The dashboards response is malformed.');
        },
        element: <p>never</p>,
      },
    ]);
    const { html } = await render(new Request('http://viewer.test/broken'), throwing);
    expect(html).toContain('Unexpected Application Error!');
    expect(text(html)).toContain('The dashboards response is malformed.');
    expect(text(html)).toContain('Back to home');
  });

  it('[V-CHUNK-03] offers a reload when a route chunk failed to load (ChunkLoadError)', async () => {
    const failingChunk = rootWith(() => [
      {
        path: 'lazy',
        lazy: async () => {
          const { loadChunk } = await import('../../src/routes/load-chunk.ts');
          return loadChunk(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
        },
      },
    ]);
    const { html } = await render(new Request('http://viewer.test/lazy'), failingChunk);
    const shown = text(html);
    expect(shown).toContain('Unexpected Application Error!');
    expect(shown).toContain('A part of the app failed to load');
    expect(shown).toContain('Reload');
    expect(shown).toContain('Back to home');
  });

  it('[V-DAY-01] says what happened in plain words, with the status or the error itself closed under Technical details', async () => {
    const withoutCatchAll = rootWith((root) => root.children!.filter((child) => child.path !== '*'));
    const refused = (await render(new Request('http://viewer.test/elsewhere'), withoutCatchAll)).html;
    expect(refused).toContain('<p class="error-message">This page could not be opened. Go back to the home page');
    expect(refused).toMatch(
      /<details class="problem-details"><summary>Technical details<\/summary><p[^>]*>404 Not Found<\/p><\/details>/,
    );

    const throwing = rootWith(() => [
      {
        path: 'broken',
        loader: () => {
          throw new Error('GET /dashboards failed: [0].report.name must be a string');
        },
        element: <p>never</p>,
      },
    ]);
    const broken = (await render(new Request('http://viewer.test/broken'), throwing)).html;
    expect(broken).toContain('Something went wrong on this page.');
    expect(broken).toMatch(
      /<details class="problem-details"><summary>Technical details<\/summary><p[^>]*>Error: GET \/dashboards failed: \[0\]\.report\.name must be a string<\/p><\/details>/,
    );
    // Outside the disclosure, only plain words.
    expect(text(broken.replace(/<details[\s\S]*<\/details>/, ''))).not.toContain('/dashboards');

    const failingChunk = rootWith(() => [
      {
        path: 'lazy',
        lazy: async () => {
          const { loadChunk } = await import('../../src/routes/load-chunk.ts');
          return loadChunk(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
        },
      },
    ]);
    const chunk = (await render(new Request('http://viewer.test/lazy'), failingChunk)).html;
    expect(text(chunk.replace(/<details[\s\S]*<\/details>/, ''))).not.toContain('ChunkLoadError');
    expect(chunk).toMatch(
      /<details class="problem-details"><summary>Technical details<\/summary><p[^>]*>ChunkLoadError: /,
    );
  });

  it('[V-ROUTES-05] [V-ROUTES-06] shows Page not found with Back to home for any other path', async () => {
    const { html } = await render(new Request('http://viewer.test/no/such/page'));
    expect(text(html)).toContain('Page not found');
    expect(html).toMatch(/<a class="button" href="\/"[^>]*>Back to home<\/a>/);
  });
});
