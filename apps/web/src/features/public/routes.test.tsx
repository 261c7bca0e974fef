import { screen } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '@/lib/auth-store';
import { mockApi } from '@/testing/mock-api';
import { renderRoute } from '@/testing/render-route';
import { publicRoutes } from './routes';
import { authFixture } from './testing/fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
  authStore.set(null);
});

/** A router consumes the `lazy` objects of its routes: each test router gets its own copies. */
function copy(routeObjects: RouteObject[]): RouteObject[] {
  return routeObjects.map(
    (r) =>
      ({
        ...r,
        lazy: r.lazy && typeof r.lazy === 'object' ? { ...r.lazy } : r.lazy,
        children: r.children && copy(r.children),
      }) as RouteObject,
  );
}
const withResumo = () => [...copy(publicRoutes), { path: '/resumo', element: <p>página resumo</p> }];

describe('public routes', () => {
  it('sends a signed-in user from /acessar to /resumo', async () => {
    authStore.set(authFixture);
    const { router } = renderRoute(withResumo(), { path: '/acessar' });
    // The landing chunk loads with the loader: the first import is slow under the test transform.
    expect(await screen.findByText('página resumo', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/resumo');
  });

  it('/acessar shows the landing page with the login modal open', async () => {
    renderRoute(withResumo(), { path: '/acessar' });
    expect(await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 })).toBeInTheDocument();
    // The account modals are a chunk of their own, loaded when the first one opens.
    expect(await screen.findByRole('dialog', { name: 'Entrar' }, { timeout: 10_000 })).toBeInTheDocument();
  });

  it('renders the terms of use from the API as rich text', async () => {
    mockApi({
      'GET /api/TermosUso': () => ({
        status: 200,
        body: { data: { texto: '<p>Texto <strong>dos termos</strong></p>', atualizadoEm: null } },
      }),
    });
    renderRoute(withResumo(), { path: '/termos-de-uso' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Termos de uso' })).toBeInTheDocument();
    expect(await screen.findByText('dos termos')).toContainHTML('strong');
  });
});
