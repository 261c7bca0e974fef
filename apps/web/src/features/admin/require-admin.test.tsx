import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '@/lib/auth-store';
import { mockApi, signIn } from '@/testing/mock-api';
import { renderRoute } from '@/testing/render-route';
import { RequireAdmin } from './require-admin';
import { AdminHomePage } from './routes/admin-home-page';

function renderAdmin(path = '/admin') {
  return renderRoute(
    [
      {
        path: '/admin',
        element: <RequireAdmin />,
        children: [{ index: true, element: <AdminHomePage /> }],
      },
      { path: '/acessar', element: <p>Tela de login</p> },
    ],
    { path },
  );
}

afterEach(() => {
  authStore.set(null);
  vi.unstubAllGlobals();
});

describe('admin area guard', () => {
  it('shows the admin home to an administrator', () => {
    signIn({ role: 'administrador', nome: 'Ana Admin' });
    mockApi({});
    renderAdmin();
    expect(screen.getByRole('heading', { name: 'Administração', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Olá, Ana Admin!')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar ao Resumo' })).toHaveAttribute('href', '/resumo');
  });

  it('answers not found to a signed-in user who is not an administrator', () => {
    signIn({ role: 'visitante' });
    mockApi({});
    const { router } = renderAdmin();
    expect(screen.getByRole('heading', { name: 'Página não encontrada' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Administração' })).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin');
  });

  it('sends an anonymous visitor to /acessar', () => {
    mockApi({});
    const { router } = renderAdmin();
    expect(screen.getByText('Tela de login')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/acessar');
  });
});
