import { type RouteObject, redirect } from 'react-router';
import { routes } from '@/app/routes';
import { comTextos } from '@/i18n';
import { authStore } from '@/lib/auth-store';

/** A signed-in user has nothing to do on the landing page or the login (a recover link still opens). */
function redirectSignedIn({ request }: { request: Request }) {
  const hasToken = new URL(request.url).searchParams.has('token');
  return authStore.get()?.token && !hasToken ? redirect(routes.Resumo) : null;
}

const landing = comTextos(['landing'], async () => (await import('./routes/landing-page')).LandingPage);

/** Public routes (spec §2): landing with the account modals, password recovery and the legal texts. */
export const publicRoutes: RouteObject[] = [
  {
    // One page for the three paths, so moving between them keeps it (and an open modal) mounted. The
    // paths render nothing of their own (`element: null` says so, or the router warns in the console).
    lazy: { Component: landing },
    children: [
      { index: true, loader: redirectSignedIn, element: null },
      { path: routes.Acessar, loader: redirectSignedIn, element: null },
      { path: routes['Registre-se'], element: null },
    ],
  },
  {
    path: routes.EsqueciSenha,
    lazy: {
      Component: comTextos(
        ['auth', 'landing'],
        async () => (await import('./routes/forgot-password-page')).ForgotPasswordPage,
      ),
    },
  },
  {
    path: routes.RecuperarSenha,
    lazy: {
      Component: comTextos(
        ['auth', 'landing'],
        async () => (await import('./routes/reset-password-page')).ResetPasswordPage,
      ),
    },
  },
  {
    path: routes.FiqueTranquilo,
    lazy: {
      Component: comTextos(
        ['auth', 'landing'],
        async () => (await import('./routes/fique-tranquilo-page')).FiqueTranquiloPage,
      ),
    },
  },
  {
    path: routes.Termos,
    lazy: {
      Component: comTextos(
        ['landing', 'legal'],
        async () => (await import('./routes/legal-page')).TermosPage,
      ),
    },
  },
  {
    path: routes['Termos.Privacidade'],
    lazy: {
      Component: comTextos(
        ['landing', 'legal'],
        async () => (await import('./routes/legal-page')).PrivacidadePage,
      ),
    },
  },
];
