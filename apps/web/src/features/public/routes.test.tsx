import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { copiaDasRotas } from '@/app/copia-das-rotas';
import { authStore } from '@/lib/auth-store';
import { mockApi } from '@/testing/mock-api';
import { renderRoute } from '@/testing/render-route';
import { publicRoutes } from './routes';
import { authFixture } from './testing/fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
  authStore.set(null);
});

const withResumo = () => [...copiaDasRotas(publicRoutes), { path: '/resumo', element: <p>página resumo</p> }];

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
