import { lazy, Suspense } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { PageLoader } from '@/app/page-loader';
import { RouteError } from '@/app/route-error';
import { routes } from '@/app/routes';
import { RequireAdmin } from '@/features/admin/require-admin';
import { adminAjudaRoutes } from '@/features/admin-ajuda/routes';
import { adminGuiaRoutes } from '@/features/admin-guia/routes';
import { adminObjetosRoutes } from '@/features/admin-objetos/routes';
import { delegacaoRoutes } from '@/features/delegacao/routes';
import { desempenhoRoutes } from '@/features/desempenho/routes';
import { guiaRoutes } from '@/features/guia/routes';
import { materiaisRoutes } from '@/features/materiais/routes';
import { objetoRoutes } from '@/features/objetos/routes';
import { planoRoutes } from '@/features/plano/routes';
import { comTextos } from '@/i18n';
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
    lazy: {
      Component: comTextos(
        ['resumo', 'shell'],
        async () => (await import('./resumo/routes/resumo-page')).ResumoPage,
      ),
    },
  },
  ...objetoRoutes,
  ...planoRoutes,
  ...guiaRoutes,
  ...desempenhoRoutes,
  ...materiaisRoutes,
  {
    path: routes.Ajuda,
    handle: trail(resumo, { label: 'ajuda' }),
    lazy: {
      Component: comTextos(['ajuda'], async () => (await import('./ajuda/routes/ajuda-page')).AjudaPage),
    },
  },
  {
    path: routes.Notificacoes,
    handle: trail(resumo, { label: 'notificacoes' }),
    lazy: {
      Component: comTextos(
        ['shell'],
        async () => (await import('./notificacoes/routes/notificacoes-page')).NotificacoesPage,
      ),
    },
  },
  {
    path: routes.Configuracoes,
    handle: trail(resumo, { label: 'configuracoes' }),
    lazy: {
      Component: comTextos(
        ['auth', 'configuracoes'],
        async () => (await import('./configuracoes/routes/configuracoes-page')).ConfiguracoesPage,
      ),
    },
  },
  {
    path: routes['Configuracoes.ExcluirConta'],
    handle: trail(resumo, configuracoes, { label: 'excluirConta' }),
    lazy: {
      Component: comTextos(
        ['configuracoes'],
        async () => (await import('./configuracoes/routes/excluir-conta-page')).ExcluirContaPage,
      ),
    },
  },
  {
    path: routes['Configuracoes.Acessos'],
    handle: trail(resumo, configuracoes, { label: 'acessos' }),
    lazy: {
      Component: comTextos(
        ['configuracoes'],
        async () => (await import('./configuracoes/routes/acessos-page')).AcessosPage,
      ),
    },
  },
  ...delegacaoRoutes,
];

/** Logged-in screens without the app frame. */
export const fullscreenRoutes: RouteObject[] = [
  {
    path: routes.BemVindo,
    lazy: {
      Component: comTextos(
        ['onboarding'],
        async () => (await import('./onboarding/routes/bem-vindo-page')).BemVindoPage,
      ),
    },
  },
];

/**
 * /admin/*: only administrators (others see the not-found page). Sits inside RequireAuth but outside the
 * app frame: the admin area gets its own menu. Its screens are lazy chunks.
 */
/** The producer's report, shown to an administrator on the owner's behalf (composed here: features never import each other). */
const loadOnBehalfReport = comTextos(
  ['desempenho', 'evidencia', 'guia', 'plano'],
  async () => (await import('./desempenho/on-behalf-report')).OnBehalfReport,
);

// The admin frame (its drawer and menu) loads once RequireAdmin lets an administrator in: it is not in every
// visitor's first download, and the guard still answers at once.
const AdminLayout = lazy(
  comTextos(['admin', 'shell'], async () => ({
    default: (await import('@/features/admin/components/admin-layout')).AdminLayout,
  })),
);

const adminObjetos = adminObjetosRoutes(loadOnBehalfReport);
const onBehalfReportRoute = adminObjetos.find((r) => r.path === routes['Admin.Objeto.Desempenho'])!;

export const adminRoutes: RouteObject[] = [
  {
    path: routes.Admin,
    element: <RequireAdmin />,
    children: [
      {
        element: (
          <Suspense fallback={<PageLoader />}>
            <AdminLayout />
          </Suspense>
        ),
        children: [
          { index: true, element: <Navigate to={routes['Admin.Estatisticas']} replace /> },
          {
            path: routes['Admin.Estatisticas'],
            lazy: {
              Component: comTextos(
                ['estatisticas'],
                async () => (await import('./admin-estatisticas/routes/estatisticas-page')).EstatisticasPage,
              ),
            },
          },
          ...adminObjetos,
          {
            path: routes['Admin.Usuarios'],
            lazy: {
              Component: comTextos(
                ['admin-usuarios', 'confirmacao'],
                async () => (await import('./admin-usuarios/routes/usuarios-page')).UsuariosPage,
              ),
            },
          },
          {
            path: routes['Admin.Usuarios.Single'],
            lazy: {
              Component: comTextos(
                ['admin-usuarios'],
                async () => (await import('./admin-usuarios/routes/usuario-single-page')).UsuarioSinglePage,
              ),
            },
          },
          {
            path: routes['Admin.Usuario.Objeto.Single'],
            lazy: {
              Component: comTextos(
                ['admin-usuarios'],
                async () => (await import('./admin-usuarios/routes/usuario-objeto-page')).UsuarioObjetoPage,
              ),
            },
          },
          {
            path: routes['Admin.Tecnicos'],
            lazy: {
              Component: comTextos(
                ['admin-tecnicos', 'confirmacao'],
                async () => (await import('./admin-tecnicos/routes/tecnicos-page')).TecnicosPage,
              ),
            },
          },
          {
            path: routes['Admin.Solicitacoes'],
            lazy: {
              Component: comTextos(
                ['admin-solicitacoes', 'confirmacao'],
                async () => (await import('./admin-solicitacoes/routes/solicitacoes-page')).SolicitacoesPage,
              ),
            },
          },
          // A user's unit report is the same on-behalf report, reached from the user's page.
          { ...onBehalfReportRoute, path: routes['Admin.Usuario.Objeto.Desempenho'] },
          ...adminGuiaRoutes,
          ...adminAjudaRoutes,
          {
            path: routes['Admin.Materiais'],
            lazy: {
              Component: comTextos(
                ['admin-materiais', 'confirmacao'],
                async () => (await import('./admin-materiais/routes/temas-page')).TemasPage,
              ),
            },
          },
          {
            path: routes['Admin.Materiais.Categorias'],
            lazy: {
              Component: comTextos(
                ['admin-materiais', 'confirmacao'],
                async () => (await import('./admin-materiais/routes/tema-page')).TemaPage,
              ),
            },
          },
          {
            path: routes['Admin.Materiais.Tipo'],
            lazy: {
              Component: comTextos(
                ['admin-materiais', 'confirmacao'],
                async () => (await import('./admin-materiais/routes/tipo-page')).TipoPage,
              ),
            },
          },
          {
            path: routes['Admin.Categorias'],
            lazy: {
              Component: comTextos(
                ['admin-materiais', 'confirmacao'],
                async () => (await import('./admin-materiais/routes/categorias-page')).CategoriasPage,
              ),
            },
          },
          {
            path: routes['Admin.Onboardings'],
            lazy: {
              Component: comTextos(
                ['admin-onboarding', 'confirmacao', 'lista-ordenavel'],
                async () => (await import('./admin-onboarding/routes/onboardings-page')).OnboardingsPage,
              ),
            },
          },
          {
            path: routes['Admin.TermosPrivacidade'],
            lazy: {
              Component: comTextos(
                ['admin-termos'],
                async () =>
                  (await import('./admin-termos/routes/termos-privacidade-page')).TermosPrivacidadePage,
              ),
            },
          },
          { path: '*', Component: RouteError },
        ],
      },
    ],
  },
];
