import type { RouteObject } from 'react-router';
import { routes } from '@/app/routes';
import { comTextos } from '@/i18n';
import type { OnBehalfReport } from './report-slot';

const objetosRoute: RouteObject = {
  path: routes['Admin.Objetos'],
  lazy: {
    Component: comTextos(['admin-objetos'], async () => (await import('./routes/objetos-page')).ObjetosPage),
  },
};

const objetoSingleRoute: RouteObject = {
  path: routes['Admin.Objeto.Single'],
  lazy: {
    Component: comTextos(
      ['admin-objetos'],
      async () => (await import('./routes/objeto-single-page')).ObjetoSinglePage,
    ),
  },
};

/**
 * The admin unit screens, children of the /admin route (RequireAdmin). Each page is its own lazy chunk.
 * The performance report belongs to another feature: the composition root passes a loader for it, e.g.
 * `adminObjetosRoutes(async () => (await import('./desempenho/on-behalf-report')).OnBehalfReport)`.
 */
export function adminObjetosRoutes(loadReport: () => Promise<OnBehalfReport>): RouteObject[] {
  return [
    objetosRoute,
    objetoSingleRoute,
    {
      path: routes['Admin.Objeto.Desempenho'],
      lazy: {
        element: comTextos(['admin-objetos'], async () => {
          const [{ ObjetoDesempenhoPage }, Report] = await Promise.all([
            import('./routes/objeto-desempenho-page'),
            loadReport(),
          ]);
          return <ObjetoDesempenhoPage Report={Report} />;
        }),
      },
    },
  ];
}
