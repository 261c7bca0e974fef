import type { RouteObject } from 'react-router';
import { RouteError } from '@/app/route-error';
import { routes } from '@/app/routes';
import { RequireAdmin } from '@/features/admin/require-admin';
import { desempenhoRoutes } from '@/features/desempenho/routes';
import { guiaRoutes } from '@/features/guia/routes';
import { objetoRoutes } from '@/features/objetos/routes';
import type { Crumb, ShellHandle } from '@/lib/breadcrumb';

const resumo: Crumb = { label: 'resumo', to: 'Resumo' };
const configuracoes: Crumb = { label: 'configuracoes', to: 'Configuracoes' };

function trail(...breadcrumb: Crumb[]): ShellHandle {
  return { breadcrumb };
}

/** Logged-in screens rendered inside the app frame (header, navigation, breadcrumb, footer). */
export const appRoutes: RouteObject[] = [
  {
    path: routes.Resumo,
    handle: trail({ label: 'resumo' }),
    lazy: { Component: async () => (await import('./resumo/routes/resumo-page')).ResumoPage },
  },
  ...objetoRoutes,
  ...guiaRoutes,
  ...desempenhoRoutes,
  {
    path: routes.Materiais,
    handle: trail(resumo, { label: 'materiais' }),
    lazy: { Component: async () => (await import('./placeholders/routes/materiais-page')).MateriaisPage },
  },
  {
    path: routes.Ajuda,
    handle: trail(resumo, { label: 'ajuda' }),
    lazy: { Component: async () => (await import('./ajuda/routes/ajuda-page')).AjudaPage },
  },
  {
    path: routes.Notificacoes,
    handle: trail(resumo, { label: 'notificacoes' }),
    lazy: {
      Component: async () => (await import('./placeholders/routes/notificacoes-page')).NotificacoesPage,
    },
  },
  {
    path: routes.Configuracoes,
    handle: trail(resumo, { label: 'configuracoes' }),
    lazy: {
      Component: async () => (await import('./configuracoes/routes/configuracoes-page')).ConfiguracoesPage,
    },
  },
  {
    path: routes['Configuracoes.ExcluirConta'],
    handle: trail(resumo, configuracoes, { label: 'excluirConta' }),
    lazy: {
      Component: async () => (await import('./configuracoes/routes/excluir-conta-page')).ExcluirContaPage,
    },
  },
];

/** Logged-in screens without the app frame. */
export const fullscreenRoutes: RouteObject[] = [
  {
    path: routes.BemVindo,
    lazy: { Component: async () => (await import('./onboarding/routes/bem-vindo-page')).BemVindoPage },
  },
];

/**
 * /admin/*: only administrators (others see the not-found page). Sits inside RequireAuth but outside the
 * app frame: the admin area gets its own menu. Its screens are lazy chunks.
 */
export const adminRoutes: RouteObject[] = [
  {
    path: routes.Admin,
    element: <RequireAdmin />,
    children: [
      {
        index: true,
        lazy: { Component: async () => (await import('./admin/routes/admin-home-page')).AdminHomePage },
      },
      { path: '*', Component: RouteError },
    ],
  },
];
