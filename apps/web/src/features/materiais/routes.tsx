import type { RouteObject } from 'react-router';
import { routes } from '@/app/routes';
import { comTextos } from '@/i18n';
import type { Crumb, ShellHandle } from '@/lib/breadcrumb';
import { TemaCrumb, TipoCrumb } from './components/crumbs';

const trail = (...breadcrumb: Crumb[]): ShellHandle => ({ breadcrumb });
const resumo: Crumb = { label: 'resumo', to: 'Resumo' };
const materiais: Crumb = { label: 'materiais', to: 'Materiais' };
const tema: Crumb = { label: 'temaMaterial', to: 'Materiais.Tipo', Label: TemaCrumb };

/** The producers' library (screen 23), children of the logged-in layout; each page its own lazy chunk. */
export const materiaisRoutes: RouteObject[] = [
  {
    path: routes.Materiais,
    handle: trail(resumo, { label: 'materiais' }),
    lazy: {
      Component: comTextos(
        ['materiais'],
        async () => (await import('./routes/materiais-page')).MateriaisPage,
      ),
    },
  },
  {
    path: routes['Materiais.Tipo'],
    handle: trail(resumo, materiais, tema),
    lazy: {
      Component: comTextos(['materiais'], async () => (await import('./routes/tipos-page')).TiposPage),
    },
  },
  {
    path: routes['Materiais.Files'],
    handle: trail(resumo, materiais, tema, { label: 'tipoMaterial', Label: TipoCrumb }),
    lazy: {
      Component: comTextos(['materiais'], async () => (await import('./routes/arquivos-page')).ArquivosPage),
    },
  },
  {
    path: routes.NewMateriais,
    handle: trail(resumo, materiais, { label: 'materiaisPorIndicador' }),
    lazy: {
      Component: comTextos(
        ['materiais'],
        async () => (await import('./routes/new-materiais-page')).NewMateriaisPage,
      ),
    },
  },
];
