import { createBrowserRouter, Outlet, type RouteObject, ScrollRestoration } from 'react-router';
import { FullPageSpinner } from '@/components/full-page-spinner';
import { RequireAuth } from './layouts/require-auth';

function RootLayout() {
  return (
    <>
      <ScrollRestoration />
      <Outlet />
    </>
  );
}

/** Lazy route modules: each page is its own chunk, so the landing page ships little. */
const page = (load: () => Promise<{ default: React.ComponentType }>): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: (await load()).default }),
});

/**
 * The route table. Each domain adds its pages in its group:
 * public pages (signed out), signed-in pages under RequireAuth (the shell layout joins there).
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    hydrateFallbackElement: <FullPageSpinner />,
    children: [
      // Public
      { path: '/', ...page(() => import('@/routes/home')) },
      { path: '/sign-in', ...page(() => import('@/routes/sign-in')) },

      // Signed in
      {
        element: <RequireAuth />,
        children: [
          { path: '/resources', ...page(() => import('@/routes/resources')) },
        ],
      },

      { path: '*', ...page(() => import('@/routes/not-found')) },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
