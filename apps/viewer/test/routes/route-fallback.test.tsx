import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routes } from '../../src/routes.tsx';

afterEach(() => {
  vi.restoreAllMocks();
});

/**
 * The first render of the real route table, before its loaders (the session check) and the dashboard's lazy chunk
 * have settled: what a visitor sees first, and what React Router says about it on the console.
 */
function firstRender(path: string) {
  const warnings: string[] = [];
  vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => void warnings.push(args.join(' ')));
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  try {
    return { html: renderToString(<RouterProvider router={router} />), warnings };
  } finally {
    router.dispose();
  }
}

describe('the first load of a route', () => {
  it.each(['/', '/dashboard', '/dashboard/2'])(
    'shows the loading look at %s and no "No `HydrateFallback` element" warning',
    (path) => {
      const { html, warnings } = firstRender(path);
      expect(warnings.filter((w) => w.includes('HydrateFallback'))).toEqual([]);
      expect(html).toContain('class="route-fallback"');
      expect(html).toMatch(/<p role="status" class="loading-status">.*Loading\.\.\.<\/p>/);
    },
  );
});
