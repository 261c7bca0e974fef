import type { RouteObject } from 'react-router';
import { routes } from '@/app/routes';
import { comTextos } from '@/i18n';
import type { ShellHandle } from '@/lib/breadcrumb';
import { comecarLeituraDoGuia } from './api/comecar-leitura';
import { GuiaCrumb, UnidadeCrumb } from './components/guia-crumbs';

const trail = (...breadcrumb: ShellHandle['breadcrumb']): ShellHandle => ({ breadcrumb });
const resumo = { label: 'resumo', to: 'Resumo' } as const;
const objetos = { label: 'objetos', to: 'Objetos.List' } as const;
// The unit by name (to its page) and its {product} of the year (back to the principles), on every screen
// that has the questionnaire in its URL.
const unidade = { label: 'unidade', to: 'Objeto.Single', Label: UnidadeCrumb } as const;
const guia = { label: 'guia', to: 'Guia.Single', Label: GuiaCrumb } as const;

/** The filling of the {product} (screens 11-17), children of the logged-in layout; each page a lazy chunk. */
export const guiaRoutes: RouteObject[] = [
  {
    path: routes['Guia.Single'],
    loader: comecarLeituraDoGuia,
    handle: trail(resumo, objetos, unidade, guia),
    lazy: {
      Component: comTextos(
        ['guia', 'outbox', 'pwa'],
        async () => (await import('./routes/guia-single')).GuiaSinglePage,
      ),
    },
  },
  {
    path: routes['Guia.Finalizar'],
    loader: comecarLeituraDoGuia,
    handle: trail(resumo, objetos, unidade, guia, { label: 'finalizar' }),
    lazy: {
      Component: comTextos(
        ['guia', 'outbox'],
        async () => (await import('./routes/guia-finalizar')).GuiaFinalizarPage,
      ),
    },
  },
  {
    path: routes['Guia.Revisar'],
    loader: comecarLeituraDoGuia,
    handle: trail(resumo, objetos, unidade, guia, { label: 'revisar' }),
    lazy: {
      Component: comTextos(
        ['guia', 'outbox'],
        async () => (await import('./routes/guia-revisar')).GuiaRevisarPage,
      ),
    },
  },
  {
    path: routes['Principio.Single'],
    loader: comecarLeituraDoGuia,
    handle: trail(resumo, objetos, unidade, guia, { label: 'principio' }),
    lazy: {
      Component: comTextos(
        ['evidencia', 'guia', 'outbox'],
        async () => (await import('./routes/principio-single')).PrincipioSinglePage,
      ),
    },
  },
  {
    path: routes['Principio.BomTrabalho'],
    handle: trail(resumo, objetos, { label: 'bomTrabalho' }),
    lazy: {
      Component: comTextos(['guia'], async () => (await import('./routes/bom-trabalho')).BomTrabalhoPage),
    },
  },
  {
    path: routes['Guia.Concluido'],
    handle: trail(resumo, objetos, { label: 'concluido' }),
    lazy: {
      Component: comTextos(['guia'], async () => (await import('./routes/guia-concluido')).GuiaConcluidoPage),
    },
  },
  {
    path: routes['Guia.Encerrado'],
    handle: trail(resumo, objetos, { label: 'encerrado' }),
    lazy: {
      Component: comTextos(['guia'], async () => (await import('./routes/guia-encerrado')).GuiaEncerradoPage),
    },
  },
];
