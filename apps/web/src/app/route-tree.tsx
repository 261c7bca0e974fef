import type { RouteObject } from 'react-router';
import { adminRoutes, appRoutes, fullscreenRoutes } from '@/features/app-routes';
import { comprovanteRoutes } from '@/features/comprovante/routes';
import { publicRoutes } from '@/features/public/routes';
import { comTextos } from '@/i18n';
import { RootLayout } from './layouts/root-layout';
import { PageLoader } from './page-loader';
import { RequireAuth } from './require-auth';
import { RouteError } from './route-error';
import { routes } from './routes';

/** Every route of the app: the browser's router and the landing's prerender (src/prerender) share it. */
export const routeTree: RouteObject[] = [
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
            lazy: {
              Component: comTextos(['shell'], async () => (await import('./layouts/app-layout')).AppLayout),
            },
            children: appRoutes,
          },
        ],
      },
      {
        path: routes.Sair,
        lazy: { Component: comTextos(['outbox'], async () => (await import('./logout')).Logout) },
      },
      { path: '*', Component: RouteError },
    ],
  },
];
