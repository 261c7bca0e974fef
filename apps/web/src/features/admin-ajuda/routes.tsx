import type { RouteObject } from 'react-router';
import { routes } from '@/app/routes';
import { comTextos } from '@/i18n';

/** The admin FAQ screens, children of the /admin route (RequireAdmin); each page its own lazy chunk. */
export const adminAjudaRoutes: RouteObject[] = [
  {
    path: routes['Admin.Ajuda'],
    lazy: {
      Component: comTextos(
        ['admin-ajuda', 'confirmacao', 'lista-ordenavel'],
        async () => (await import('./routes/faq-topicos-page')).FaqTopicosPage,
      ),
    },
  },
  {
    path: routes['Admin.Ajuda.Single'],
    lazy: {
      Component: comTextos(
        ['admin-ajuda', 'confirmacao'],
        async () => (await import('./routes/faq-topico-page')).FaqTopicoPage,
      ),
    },
  },
];
