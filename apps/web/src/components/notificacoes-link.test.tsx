import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { authStore } from '@/lib/auth-store';
import { mockApi, ok, signIn } from '@/testing/mock-api';
import { renderRoute } from '@/testing/render-route';
import { NotificacoesLink } from './notificacoes-link';

afterEach(() => authStore.set(null));

const resposta = (naoLidas: number) =>
  ok({
    items: [],
    nao_lidas: naoLidas,
    pagination: { page: 1, pageSize: 1, totalItems: naoLidas, totalPages: 1 },
  });

describe("the header's bell", () => {
  it('names the unread count and leads to Notificações', async () => {
    signIn();
    const api = mockApi({ 'GET /api/Notificacoes': resposta(3) });
    const { user, router } = renderRoute(
      [
        { path: '/', element: <NotificacoesLink atrasoMs={0} /> },
        { path: '/notificacoes', element: <p>Página</p> },
      ],
      { path: '/' },
    );
    const link = await screen.findByRole('link', { name: 'Notificações: 3 não lidas' });
    expect(screen.getByText('3')).toBeInTheDocument();
    expect(api.calls.map((c) => c.path)).toEqual(['/api/Notificacoes?page=1&pageSize=1']);
    await user.click(link);
    expect(router.state.location.pathname).toBe('/notificacoes');
  });

  it('shows no count when everything is read, and reads nothing before its delay', async () => {
    signIn();
    const api = mockApi({ 'GET /api/Notificacoes': resposta(0) });
    renderRoute([{ path: '/', element: <NotificacoesLink atrasoMs={60_000} /> }], { path: '/' });
    expect(screen.getByRole('link', { name: 'Notificações' })).toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });
});
