import type { AuthData } from '@guia/shared';
import type { DataRouter } from 'react-router';

/** The attribute the prerender (src/prerender) writes on #root: the path whose markup #root holds. */
export const ATRIBUTO_DO_PRERENDER = 'data-prerender';

/**
 * Whether the app may hydrate the markup in `root` instead of rendering afresh: the markup was prerendered for
 * this path, and this visit is the one the prerender drew, a visitor without a session. A session goes to
 * /resumo and a recover link's `?token=` opens a modal: both render anew (hydrating them would mismatch).
 */
export function podeHidratar(
  root: HTMLElement,
  location: Pick<Location, 'pathname' | 'search'>,
  auth: AuthData | null,
): boolean {
  return (
    root.getAttribute(ATRIBUTO_DO_PRERENDER) === location.pathname &&
    !new URLSearchParams(location.search).has('token') &&
    !auth?.token
  );
}

/**
 * Resolves once the router has loaded the first screen (its lazy modules and loaders). Rendered before that,
 * the router shows its fallback: a hydration would not match the markup, and a fresh render would replace the
 * prerendered page with a loader for a moment.
 */
export function roteadorPronto(router: DataRouter): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const parar = router.subscribe((state) => {
      if (!state.initialized) return;
      parar();
      resolve();
    });
  });
}
