import type { RouteObject } from 'react-router';
import { routes } from '@/app/routes';
import { comTextos } from '@/i18n';

/** The admin edition screens, children of the /admin route (RequireAdmin); each page its own lazy chunk. */
export const adminGuiaRoutes: RouteObject[] = [
  {
    path: routes['Admin.Guia'],
    lazy: {
      Component: comTextos(
        ['admin-guia', 'confirmacao'],
        async () => (await import('./routes/guias-page')).GuiasPage,
      ),
    },
  },
  {
    path: routes['Admin.Guia.Principios'],
    lazy: {
      Component: comTextos(
        ['admin-guia'],
        async () => (await import('./routes/principios-page')).PrincipiosPage,
      ),
    },
  },
  {
    path: routes['Admin.Guia.Principio.Single'],
    lazy: {
      Component: comTextos(
        ['admin-guia', 'confirmacao'],
        async () => (await import('./routes/apoio-page')).ApoioPage,
      ),
    },
  },
  {
    path: routes['Admin.Guia.Principio.Edit'],
    lazy: {
      Component: comTextos(
        ['admin-guia', 'confirmacao'],
        async () => (await import('./routes/estrutura-page')).EstruturaPage,
      ),
    },
  },
];
