import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { authStore } from '@/lib/auth-store';
import { signIn } from '@/testing/mock-api';
import { renderRoute } from '@/testing/render-route';
import { NotificacoesPage } from './notificacoes-page';

afterEach(() => authStore.set(null));

describe('Notificações', () => {
  it('shows the placeholder content from the catalogue and the way back to the Resumo', async () => {
    signIn();
    const { user, router } = renderRoute(
      [
        { path: '/notificacoes', element: <NotificacoesPage /> },
        { path: '/resumo', element: <p>Resumo</p> },
      ],
      { path: '/notificacoes' },
    );
    expect(screen.getByRole('heading', { name: 'Notificações', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Você não possui notificações' })).toBeInTheDocument();
    expect(screen.getByText(/Avisos sobre os seus Guias e novidades da plataforma/)).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Voltar ao Resumo' }));
    expect(router.state.location.pathname).toBe('/resumo');
  });
});
