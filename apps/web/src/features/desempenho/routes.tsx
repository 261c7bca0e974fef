import type { RouteObject } from 'react-router';
import { routes } from '@/app/routes';
import { comTextos } from '@/i18n';
import type { ShellHandle } from '@/lib/breadcrumb';

const trail = (...breadcrumb: ShellHandle['breadcrumb']): ShellHandle => ({ breadcrumb });
const resumo = { label: 'resumo', to: 'Resumo' } as const;
const desempenho = { label: 'desempenho', to: 'Desempenho' } as const;
const relatorio = (label: string) => trail(resumo, desempenho, { label });

/** The report screens (18-22), children of the logged-in layout; each page is its own lazy chunk (charts included). */
export const desempenhoRoutes: RouteObject[] = [
  {
    path: routes.Desempenho,
    handle: trail(resumo, { label: 'desempenho' }),
    lazy: {
      Component: comTextos(
        ['desempenho'],
        async () => (await import('./routes/desempenho-list')).DesempenhoListPage,
      ),
    },
  },
  {
    path: routes['Desempenho.Objeto.Single'],
    handle: trail(resumo, desempenho, { label: 'unidade' }),
    lazy: {
      Component: comTextos(
        ['desempenho', 'guia'],
        async () => (await import('./routes/desempenho-objeto')).DesempenhoObjetoPage,
      ),
    },
  },
  {
    path: routes['Desempenho.Single'],
    handle: relatorio('relatorio'),
    lazy: {
      Component: comTextos(
        ['desempenho', 'evidencia', 'guia', 'plano'],
        async () => (await import('./routes/desempenho-single')).DesempenhoSinglePage,
      ),
    },
  },
  {
    path: routes['Desempenho.Relatorio'],
    handle: relatorio('relatorio'),
    lazy: {
      Component: comTextos(
        ['desempenho', 'evidencia', 'guia', 'plano'],
        async () => (await import('./routes/desempenho-single')).DesempenhoSinglePage,
      ),
    },
  },
  {
    path: routes['Desempenho.Completo'],
    handle: relatorio('completo'),
    lazy: {
      Component: comTextos(
        ['desempenho', 'evidencia', 'guia'],
        async () => (await import('./routes/relatorio-completo')).RelatorioCompletoPage,
      ),
    },
  },
  {
    path: routes['Desempenho.Prioridades'],
    handle: relatorio('prioridades'),
    lazy: {
      Component: comTextos(
        ['desempenho', 'evidencia', 'guia'],
        async () => (await import('./routes/relatorio-prioridades')).RelatorioPrioridadesPage,
      ),
    },
  },
  {
    path: routes['Desempenho.Comparativo'],
    handle: relatorio('comparativo'),
    lazy: {
      Component: comTextos(
        ['desempenho', 'guia'],
        async () => (await import('./routes/relatorio-comparativo')).RelatorioComparativoPage,
      ),
    },
  },
];
