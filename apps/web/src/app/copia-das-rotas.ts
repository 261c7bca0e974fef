import type { RouteObject } from 'react-router';

/**
 * Copies of `rotas` for one more router: a data router empties the `lazy` objects of the routes it is given as it
 * loads them, so a second router over the same objects would find their screens gone.
 */
export function copiaDasRotas(rotas: RouteObject[]): RouteObject[] {
  return rotas.map(
    (rota) =>
      ({
        ...rota,
        lazy: rota.lazy && typeof rota.lazy === 'object' ? { ...rota.lazy } : rota.lazy,
        children: rota.children && copiaDasRotas(rota.children),
      }) as RouteObject,
  );
}
