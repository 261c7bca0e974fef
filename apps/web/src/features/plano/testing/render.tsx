import { afterEach, beforeEach, vi } from 'vitest';
import { usarDiaFixo } from '@/testing/dia-fixo';
import { signIn } from '@/testing/mock-api';
import { renderRoute } from '@/testing/render-route';
import { planoRoutes } from '../routes';

/** Renders the plan routes at `path`, with stand-ins for the screens they lead to. */
export function renderPlano(path: string) {
  return renderRoute(
    [
      // Copies: a router marks the `lazy` properties it has loaded on the objects themselves.
      ...planoRoutes.map((route) => ({ ...route, lazy: { ...(route.lazy as object) } })),
      { path: '*', element: <h1>Outra tela</h1> },
    ],
    { path },
  );
}

/**
 * The plan screens' tests: a signed-in producer, and only Date faked at 20/05/2026, midday in Brasília
 * (the deadlines and 'vence em N dias' are read against it).
 */
export function usarDiaDoPlano() {
  usarDiaFixo('2026-05-20T15:00:00Z');
  beforeEach(() => signIn());
  afterEach(() => vi.unstubAllGlobals());
}
