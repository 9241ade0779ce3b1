import type { RouteObject } from 'react-router-dom';
import { NotFoundPage } from './errors/not-found-page.tsx';
import { RouteErrorPage } from './errors/route-error-page.tsx';
import { LoginPage } from './login/login-page.tsx';
import { loadChunk } from './routes/load-chunk.ts';
import { ProtectedLayout } from './routes/protected-layout.tsx';
import { RouteFallback } from './routes/route-fallback.tsx';
import { requireSession, skipLoginWhenSignedIn } from './routes/require-session.ts';

/**
 * The route table (spec §2): `/` login, `/dashboard/:id?` protected, anything else 404; one error
 * element for all. The login screen and the 404 page are in the first chunk (they are what a
 * visitor sees first); the dashboard screen is a chunk of its own, loaded on demand with the
 * 120-second limit. Until the first load's loaders and lazy chunk have settled, the root's `HydrateFallback`
 * shows the viewer's loading look.
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: <RouteFallback />,
    children: [
      { index: true, loader: skipLoginWhenSignedIn, element: <LoginPage /> },
      {
        path: 'dashboard',
        loader: requireSession,
        element: <ProtectedLayout />,
        children: [{ path: ':id?', lazy: () => loadChunk(() => import('./dashboard/dashboard-route.tsx')) }],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
