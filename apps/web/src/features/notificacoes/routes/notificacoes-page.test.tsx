import type { Notificacao } from '@guia/shared';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { authStore } from '@/lib/auth-store';
import { mockApi, ok, signIn } from '@/testing/mock-api';
import { renderRoute } from '@/testing/render-route';
import { NotificacoesPage } from './notificacoes-page';

afterEach(() => authStore.set(null));

const aviso = (id: number, extra: Partial<Notificacao> = {}): Notificacao => ({
  id,
  tipo: 'lembrete',
  titulo: `Uma meta do seu plano de ação vence em ${id} dias`,
  mensagem: `Fazenda Boa Vista: 1.1.${id} Indicador. Prazo: 31/12/2026.`,
  link: '/objetos/7/plano',
  criada_em: '2026-11-20T12:00:00.000Z',
  lida: false,
  ...extra,
});

const pagina = (items: Notificacao[], naoLidas: number, page = 1, totalItems = items.length) => ({
  items,
  nao_lidas: naoLidas,
  pagination: { page, pageSize: 20, totalItems, totalPages: Math.ceil(totalItems / 20) },
});

function abrir(path = '/notificacoes') {
  return renderRoute(
    [
      { path: '/notificacoes', element: <NotificacoesPage /> },
      { path: '/objetos/:id/plano', element: <p>Plano</p> },
      { path: '/resumo', element: <p>Resumo</p> },
    ],
    { path },
  );
}

describe('Notificações', () => {
  it('lists the notices with the unread ones marked, and opens one, marking it read', async () => {
    signIn();
    let lida = false;
    const api = mockApi({
      'GET /api/Notificacoes': () =>
        ok(pagina([aviso(30, { lida }), aviso(7, { lida: true })], lida ? 0 : 1)),
      'PUT /api/Notificacoes/30/Lida': () => {
        lida = true;
        return ok(null, 'Notificação marcada como lida.');
      },
    });
    const { user, router } = abrir();
    expect(await screen.findByRole('heading', { name: 'Notificações', level: 1 })).toBeInTheDocument();
    expect(await screen.findByText('1 notificação não lida.')).toBeInTheDocument();
    expect(screen.getAllByText('Nova')).toHaveLength(1);
    expect(screen.getByText(/Fazenda Boa Vista: 1\.1\.30/)).toBeInTheDocument();
    expect(api.calls[0]!.path).toBe('/api/Notificacoes?page=1&pageSize=20');
    await user.click(screen.getByRole('link', { name: 'Uma meta do seu plano de ação vence em 30 dias' }));
    expect(router.state.location.pathname).toBe('/objetos/7/plano');
    await waitFor(() => expect(api.calls.some((c) => c.method === 'PUT')).toBe(true));
  });

  it("marks every notice read with 'Marcar todas como lidas'", async () => {
    signIn();
    let todas = false;
    const api = mockApi({
      'GET /api/Notificacoes': () =>
        ok(pagina([aviso(30, { lida: todas }), aviso(7, { lida: todas })], todas ? 0 : 2)),
      'PUT /api/Notificacoes/Lidas': () => {
        todas = true;
        return ok(null);
      },
    });
    const { user } = abrir();
    await user.click(await screen.findByRole('button', { name: 'Marcar todas como lidas' }));
    expect(await screen.findByText('Nenhuma notificação não lida.')).toBeInTheDocument();
    expect(screen.queryByText('Nova')).not.toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'PUT').map((c) => c.path)).toEqual([
      '/api/Notificacoes/Lidas',
    ]);
  });

  it('pages in the URL', async () => {
    signIn();
    const api = mockApi({
      'GET /api/Notificacoes': (_b, url) =>
        ok(
          pagina(
            [aviso(Number(url.searchParams.get('page')) * 100)],
            0,
            Number(url.searchParams.get('page')),
            45,
          ),
        ),
    });
    const { user, router } = abrir('/notificacoes?page=2');
    expect(await screen.findByText(/vence em 200 dias/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Página 3' }));
    expect(await screen.findByText(/vence em 300 dias/)).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=3');
    expect(api.calls.map((c) => c.path)).toContain('/api/Notificacoes?page=3&pageSize=20');
  });

  it('shows the empty state and the way back to the Resumo', async () => {
    signIn();
    mockApi({ 'GET /api/Notificacoes': ok(pagina([], 0)) });
    const { user, router } = abrir();
    expect(await screen.findByRole('heading', { name: 'Você não possui notificações' })).toBeInTheDocument();
    expect(
      screen.getByText(/Lembretes do seu plano de ação, avisos sobre os seus Guias/),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Voltar ao Resumo' }));
    expect(router.state.location.pathname).toBe('/resumo');
  });
});
