import type { RouteObject } from 'react-router';
import { routes } from '@/app/routes';
import { comTextos } from '@/i18n';
import type { Crumb, ShellHandle } from '@/lib/breadcrumb';

const trail = (...breadcrumb: Crumb[]): ShellHandle => ({ breadcrumb });
const resumo: Crumb = { label: 'resumo', to: 'Resumo' };

/**
 * The delegation screens (issue 18 §1), children of the logged-in layout; each page its own lazy chunk. The
 * producer's 'Autorizações' sits under Configurações; the technician's two screens are reached from the user menu.
 */
export const delegacaoRoutes: RouteObject[] = [
  {
    path: routes['Configuracoes.Autorizacoes'],
    handle: trail(resumo, { label: 'configuracoes', to: 'Configuracoes' }, { label: 'autorizacoes' }),
    lazy: {
      Component: comTextos(
        ['confirmacao', 'tecnico'],
        async () => (await import('./routes/autorizacoes-page')).AutorizacoesPage,
      ),
    },
  },
  {
    path: routes['Tecnico.Credenciamento'],
    handle: trail(resumo, { label: 'credenciamento' }),
    lazy: {
      Component: comTextos(
        ['tecnico'],
        async () => (await import('./routes/credenciamento-page')).CredenciamentoPage,
      ),
    },
  },
  {
    path: routes['Tecnico.Produtores'],
    handle: trail(resumo, { label: 'produtoresQueAtendo' }),
    lazy: {
      Component: comTextos(
        ['tecnico'],
        async () => (await import('./routes/produtores-page')).ProdutoresPage,
      ),
    },
  },
];
