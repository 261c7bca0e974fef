import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '@/lib/auth-store';
import { mockApi, signIn } from '@/testing/mock-api';
import { renderRoute } from '@/testing/render-route';
import { ExcluirContaPage } from './excluir-conta-page';

function renderPage() {
  return renderRoute(
    [
      { path: '/configuracoes/excluir-conta', element: <ExcluirContaPage /> },
      { path: '/configuracoes', element: <p>Tela de configurações</p> },
      { path: '/acessar', element: <p>Tela de login</p> },
    ],
    { path: '/configuracoes/excluir-conta' },
  );
}

afterEach(() => {
  authStore.set(null);
  vi.unstubAllGlobals();
});

describe('Excluir conta', () => {
  it('says the deletion is permanent and irreversible, and Cancelar goes back to the settings', async () => {
    signIn();
    mockApi({});
    const { user, router } = renderPage();
    expect(screen.getByText('A exclusão da conta é permanente e irreversível.')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Cancelar' }));
    expect(router.state.location.pathname).toBe('/configuracoes');
    expect(authStore.get()).not.toBeNull();
  });

  it('refuses an e-mail that is not the account one without calling the server', async () => {
    signIn({ email: 'maria@example.com' });
    const { calls } = mockApi({});
    const { user } = renderPage();
    await user.type(screen.getByLabelText(/^E-mail da conta/), 'outra@example.com');
    await user.click(screen.getByRole('button', { name: 'Excluir Conta' }));
    expect(await screen.findByText('O e-mail preenchido não corresponde ao da conta.')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
  });

  it('deletes the account, shows the logged-out message with a countdown, then clears the session and goes to login', async () => {
    signIn({ email: 'maria@example.com' });
    localStorage.setItem('guia.selecao', JSON.stringify({ objetoId: 1, productId: 1, questionarioId: 1 }));
    const { calls } = mockApi({
      'DELETE /api/Configuracao/ExcluirConta': {
        body: { data: null, message: 'Conta deletada com sucesso' },
      },
    });
    const { user, router } = renderPage();
    await user.type(screen.getByLabelText(/^E-mail da conta/), 'Maria@Example.com');
    await user.click(screen.getByRole('button', { name: 'Excluir Conta' }));

    expect(await screen.findByRole('heading', { name: 'Conta deletada com sucesso' })).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'DELETE')).toEqual({
      method: 'DELETE',
      path: '/api/Configuracao/ExcluirConta',
      body: { email: 'Maria@Example.com' },
    });
    expect(screen.getByRole('status')).toHaveTextContent(/login em 3 segundos/);
    // Still signed in during the countdown, so the message stays on screen.
    expect(authStore.get()).not.toBeNull();

    await waitFor(() => expect(router.state.location.pathname).toBe('/acessar'), { timeout: 10_000 });
    expect(authStore.get()).toBeNull();
    expect(localStorage.getItem('guia.selecao')).toBeNull();
    expect(await screen.findByText('Tela de login')).toBeInTheDocument();
  });

  it("'Ir para o login agora' ends the session at once", async () => {
    signIn({ email: 'maria@example.com' });
    mockApi({
      'DELETE /api/Configuracao/ExcluirConta': {
        body: { data: null, message: 'Conta deletada com sucesso' },
      },
    });
    const { user, router } = renderPage();
    await user.type(screen.getByLabelText(/^E-mail da conta/), 'maria@example.com');
    await user.click(screen.getByRole('button', { name: 'Excluir Conta' }));
    await user.click(await screen.findByRole('button', { name: 'Ir para o login agora' }));
    expect(router.state.location.pathname).toBe('/acessar');
    expect(authStore.get()).toBeNull();
  });
});
