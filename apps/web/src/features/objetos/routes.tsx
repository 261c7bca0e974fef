import type { RouteObject } from 'react-router';
import { routes } from '@/app/routes';
import { comTextos } from '@/i18n';
import type { ShellHandle } from '@/lib/breadcrumb';

const trail = (...breadcrumb: ShellHandle['breadcrumb']): ShellHandle => ({ breadcrumb });
const resumo = { label: 'resumo', to: 'Resumo' } as const;
const objetos = { label: 'objetos', to: 'Objetos.List' } as const;

/** The unit screens, children of the logged-in layout; each page is its own lazy chunk. */
export const objetoRoutes: RouteObject[] = [
  {
    path: routes['Cadastrar-Objeto'],
    handle: trail(resumo, objetos, { label: 'cadastrar' }),
    lazy: {
      Component: comTextos(
        ['objetos'],
        async () => (await import('./routes/cadastrar-objeto')).CadastrarObjetoPage,
      ),
    },
  },
  {
    path: routes['Cadastrar-Objeto.Sucesso'],
    handle: trail(resumo, objetos, { label: 'pronto' }),
    lazy: {
      Component: comTextos(
        ['objetos'],
        async () => (await import('./routes/cadastrar-objeto-sucesso')).CadastrarObjetoSucessoPage,
      ),
    },
  },
  {
    path: routes['Editar-Objeto'],
    handle: trail(resumo, objetos, { label: 'editar' }),
    lazy: {
      Component: comTextos(
        ['objetos'],
        async () => (await import('./routes/editar-objeto')).EditarObjetoPage,
      ),
    },
  },
  {
    path: routes['Excluir-Objeto'],
    handle: trail(resumo, objetos, { label: 'excluir' }),
    lazy: {
      Component: comTextos(
        ['objetos'],
        async () => (await import('./routes/excluir-objeto')).ExcluirObjetoPage,
      ),
    },
  },
  {
    path: routes['Objetos.List'],
    handle: trail(resumo, { label: 'objetos' }),
    lazy: {
      Component: comTextos(['objetos'], async () => (await import('./routes/objetos-list')).ObjetosListPage),
    },
  },
  {
    path: routes['Objeto.Single'],
    handle: trail(resumo, objetos, { label: 'unidade' }),
    lazy: {
      Component: comTextos(
        ['objetos'],
        async () => (await import('./routes/objeto-single')).ObjetoSinglePage,
      ),
    },
  },
];
