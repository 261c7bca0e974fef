import { createBrowserRouter } from 'react-router';
import { adminRoutes, appRoutes, fullscreenRoutes } from '@/features/app-routes';
import { comprovanteRoutes } from '@/features/comprovante/routes';
import { publicRoutes } from '@/features/public/routes';
import { setSessionEndedHandler } from '@/lib/api-client';
import { queryClient, routerContext } from '@/lib/query-client';
import { RootLayout } from './layouts/root-layout';
import { PageLoader } from './page-loader';
import { RequireAuth } from './require-auth';
import { RouteError } from './route-error';
import { routes } from './routes';

export const router = createBrowserRouter(
  [
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
  ],
  // Loaders may start a screen's reads in the app's query cache while its code downloads.
  { getContext: routerContext(queryClient) },
);

// A session that cannot be refreshed ends on the landing page.
setSessionEndedHandler(() => {
  void router.navigate(routes.Landing, { replace: true });
});
