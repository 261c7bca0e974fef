import type { RouteObject } from 'react-router';
import { routes } from '@/app/routes';
import { comTextos } from '@/i18n';
import type { ShellHandle } from '@/lib/breadcrumb';

const trail = (...breadcrumb: ShellHandle['breadcrumb']): ShellHandle => ({ breadcrumb });
const resumo = { label: 'resumo', to: 'Resumo' } as const;

/** The action plan's screens (issue 17 §1), children of the logged-in layout; each page its own lazy chunk. */
export const planoRoutes: RouteObject[] = [
  {
    path: routes['Objeto.Plano'],
    handle: trail(
      resumo,
      { label: 'objetos', to: 'Objetos.List' },
      { label: 'unidade', to: 'Objeto.Single' },
      { label: 'plano' },
    ),
    lazy: {
      Component: comTextos(
        ['confirmacao', 'guia', 'plano'],
        async () => (await import('./routes/plano-page')).PlanoPage,
      ),
    },
  },
  {
    path: routes['Objeto.Plano.Montar'],
    handle: trail(
      resumo,
      { label: 'desempenho', to: 'Desempenho' },
      { label: 'prioridades', to: 'Desempenho.Prioridades' },
      { label: 'montarPlano' },
    ),
    lazy: {
      Component: comTextos(
        ['plano'],
        async () => (await import('./routes/montar-plano-page')).MontarPlanoPage,
      ),
    },
  },
];
