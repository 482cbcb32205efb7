import { createBrowserRouter, Outlet, type RouteObject, ScrollRestoration } from 'react-router';
import { FullPageSpinner } from '@/components/full-page-spinner';
import { LazyToaster } from '@/components/lazy-toaster';
import { HelpChatLauncher } from '@/features/chatbot/help-chat-launcher';
import type { AuthRouteHandle } from './layouts/require-auth';
import { RouteError } from './route-error';

function RootLayout() {
  return (
    <>
      <ScrollRestoration />
      <Outlet />
      <HelpChatLauncher />
      <LazyToaster />
    </>
  );
}

/** Lazy route modules: each page is its own chunk, so the landing page ships little. */
const page = (load: () => Promise<{ default: React.ComponentType }>): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: (await load()).default }),
});

/** The signed-in layout (sidebar, header), itself a lazy chunk; signed-in pages are its children. */
const shellLayout = (children: RouteObject[]): RouteObject => ({
  lazy: async () => ({ Component: (await import('@/features/shell/app-shell')).AppShell }),
  children,
});

/**
 * The route table. Each domain adds its pages in its group:
 * public pages (signed out), signed-in pages under RequireAuth (the shell layout joins there).
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    hydrateFallbackElement: <FullPageSpinner />,
    errorElement: <RouteError />,
    children: [
      // The landing page for visitors (no tRPC or React Query: it reads nothing through them).
      { path: '/', ...page(() => import('@/routes/home')) },
      {
        // Every other page: tRPC and React Query (one shared cache), a chunk of its own.
        lazy: async () => ({ Component: (await import('./providers')).ProvidersLayout }),
        children: [
          // Public
          { path: '/sign-in', ...page(() => import('@/routes/sign-in')) },
          { path: '/browse-coaches', ...page(() => import('@/routes/browse-coaches')) },
          { path: '/auth/email-link', ...page(() => import('@/routes/email-link')) },
          { path: '/client-signup', ...page(() => import('@/routes/client-signup')) },
          { path: '/privacy', ...page(() => import('@/routes/privacy')) },
          { path: '/terms', ...page(() => import('@/routes/terms')) },
          { path: '/contact', ...page(() => import('@/routes/contact')) },
          { path: '/invite/:coachId', ...page(() => import('@/routes/invite')) },
          { path: '/invitations/decline', ...page(() => import('@/routes/invitation-decline')) },
          { path: '/join', ...page(() => import('@/routes/join')) },

          // Signed in
          {
            lazy: async () => ({ Component: (await import('./layouts/require-auth')).RequireAuth }),
            children: [
              { path: '/client-onboarding', ...page(() => import('@/routes/client-onboarding')) },
              // Inside the shell: add pages here.
              shellLayout([
                { path: '/dashboard', ...page(() => import('@/routes/dashboard')) },
                { path: '/enhanced-dashboard', ...page(() => import('@/routes/dashboard')) },
                { path: '/coaches', ...page(() => import('@/routes/coaches')) },
                { path: '/ai-coaches', ...page(() => import('@/routes/ai-coaches')) },
                { path: '/ai-coach-builder', ...page(() => import('@/routes/ai-coach-builder')) },
                { path: '/ai-assistant-generator', ...page(() => import('@/routes/ai-assistant-generator')) },
                { path: '/sessions', ...page(() => import('@/routes/sessions')) },
                { path: '/resources', ...page(() => import('@/routes/resources')) },
                { path: '/goals', ...page(() => import('@/routes/goals')) },
                { path: '/calendar', ...page(() => import('@/routes/calendar')) },
                { path: '/messages', ...page(() => import('@/routes/messages')) },
                { path: '/reports', ...page(() => import('@/routes/reports')) },
                { path: '/role-selection', ...page(() => import('@/routes/role-selection')) },
                { path: '/feature-config', ...page(() => import('@/routes/feature-config')) },
                { path: '/settings', ...page(() => import('@/routes/settings')) },
                { path: '/support', ...page(() => import('@/routes/support')) },
                { path: '/subscription', ...page(() => import('@/routes/subscription')) },
                { path: '/organization-setup', handle: { visitorSignup: 'organization' } satisfies AuthRouteHandle, ...page(() => import('@/routes/organization-setup')) },
                { path: '/coach-onboarding', handle: { visitorSignup: 'coach' } satisfies AuthRouteHandle, ...page(() => import('@/routes/coach-onboarding')) },
                { path: '/coach-invitations', ...page(() => import('@/routes/coach-invitations')) },
                { path: '/team', ...page(() => import('@/routes/team')) },
                { path: '/video-conferencing', ...page(() => import('@/routes/video-conferencing')) },
                { path: '/session-recordings', ...page(() => import('@/routes/session-recordings')) },
                { path: '/recordings/:id', ...page(() => import('@/routes/recording')) },
                { path: '/admin', ...page(() => import('@/routes/admin')) },
                { path: '/analytics-dashboard', ...page(() => import('@/routes/analytics-dashboard')) },
                { path: '/advanced-billing', ...page(() => import('@/routes/advanced-billing')) },
              ]),
            ],
          },

          { path: '*', ...page(() => import('@/routes/not-found')) },
        ],
      },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
