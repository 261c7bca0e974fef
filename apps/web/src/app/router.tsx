import { createBrowserRouter } from 'react-router';
import { adminRoutes, appRoutes, fullscreenRoutes } from '@/features/app-routes';
import { comprovanteRoutes } from '@/features/comprovante/routes';
import { publicRoutes } from '@/features/public/routes';
import { setSessionEndedHandler } from '@/lib/api-client';
import { RootLayout } from './layouts/root-layout';
import { PageLoader } from './page-loader';
import { RequireAuth } from './require-auth';
import { RouteError } from './route-error';
import { routes } from './routes';

export const router = createBrowserRouter([
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <PageLoader />,
    children: [
      ...publicRoutes,
      ...comprovanteRoutes,
      {
        element: <RequireAuth />,
        children: [
          ...fullscreenRoutes,
          ...adminRoutes,
          {
            lazy: { Component: async () => (await import('./layouts/app-layout')).AppLayout },
            children: appRoutes,
          },
        ],
      },
      { path: routes.Sair, lazy: { Component: async () => (await import('./logout')).Logout } },
      { path: '*', Component: RouteError },
    ],
  },
]);

// A session that cannot be refreshed ends on the landing page. When that user's changes still wait on this
// device, the landing says they will be sent after signing in again (the outbox's code loads only then).
setSessionEndedHandler((encerrada) => {
  void router.navigate(routes.Landing, { replace: true });
  void import('@/lib/outbox/sessao-encerrada').then((m) => m.avisarSessaoEncerrada(encerrada.id));
});
