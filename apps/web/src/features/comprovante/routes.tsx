import type { RouteObject } from 'react-router';
import { routes } from '@/app/routes';
import { comTextos } from '@/i18n';

const comprovante = comTextos(
  ['comprovante'],
  async () => (await import('./routes/comprovante-page')).ComprovantePage,
);

/** The public check of a proof of filling's code (spec: anyone with the code may verify it). */
export const comprovanteRoutes: RouteObject[] = [
  { path: routes['Comprovante.Verificar'], lazy: { Component: comprovante } },
  { path: routes.Comprovante, lazy: { Component: comprovante } },
];
