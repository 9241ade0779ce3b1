import type { RouteObject } from 'react-router-dom';

/**
 * The route table (spec §2): `/` login, `/dashboard/:id?` protected, anything else 404; one
 * error element for all. The dashboard screen is a chunk of its own, loaded on demand.
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    children: [
      { index: true, element: <p>Login</p> },
      {
        path: 'dashboard',
        children: [{ path: ':id?', lazy: () => import('./dashboard/dashboard-route.tsx') }],
      },
      { path: '*', element: <p>Page not found</p> },
    ],
  },
];
