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
