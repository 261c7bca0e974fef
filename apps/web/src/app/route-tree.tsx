import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import { adminRoutes, appRoutes, fullscreenRoutes } from '@/features/app-routes';
import { comprovanteRoutes } from '@/features/comprovante/routes';
import { publicRoutes } from '@/features/public/routes';
import { comTextos } from '@/i18n';
import { carregarEstilosCompletos, estilosCompletosProntos } from './estilos/estilos-completos';
import { RootLayout } from './layouts/root-layout';
import { PageLoader } from './page-loader';
import { RequireAuth } from './require-auth';
import { RouteError } from './route-error';
import { routes } from './routes';

/**
 * Every page but the landing opens with Mantine's full styles: the prerendered landing's document asks for them
 * late (./estilos/estilos-completos.ts), and a page drawn before they arrive would flash unstyled.
 */
async function estilosDaPagina({ request }: LoaderFunctionArgs) {
  if (new URL(request.url).pathname !== routes.Landing) await carregarEstilosCompletos();
  return null;
}

/** Every route of the app: the browser's router and the landing's prerender (src/prerender) share it. */
export const routeTree: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <PageLoader />,
    loader: estilosDaPagina,
    // Again on each navigation only while they are not in: once they are (at once outside the landing), never.
    shouldRevalidate: () => !estilosCompletosProntos(),
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
