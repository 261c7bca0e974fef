import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '@/lib/auth-store';
import { guardarEscolha } from '@/lib/outbox/fila';
import { obterOutbox, reiniciarOutboxes } from '@/lib/outbox/outbox';
import { mockApi, signIn } from '@/testing/mock-api';
import { renderRoute } from '@/testing/render-route';
import { Logout } from './logout';

afterEach(async () => {
  await reiniciarOutboxes();
  authStore.set(null);
  vi.unstubAllGlobals();
});

describe('/sair', () => {
  it('ends the session on the server, forgets it here and goes to the landing page', async () => {
    signIn({ token: 'access-1', refreshToken: 'refresh-token-1' });
    const { calls, fetchMock } = mockApi({
      'POST /api/Logout': { body: { data: null, message: 'Sessão encerrada.' } },
    });
    renderRoute(
      [
        { path: '/sair', element: <Logout /> },
        { path: '/', element: <p>Página inicial</p> },
      ],
      { path: '/sair' },
    );
    expect(await screen.findByText('Página inicial')).toBeInTheDocument();
    expect(authStore.get()).toBeNull();
    expect(calls).toEqual([
      { method: 'POST', path: '/api/Logout', body: { refresh_token: 'refresh-token-1' } },
    ]);
    const init = fetchMock.mock.calls[0]?.[1] as RequestInit;
    expect((init.headers as Record<string, string>).authorization).toBe('Bearer access-1');
  });

  it('still logs out here when the server cannot be reached', async () => {
    signIn();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    renderRoute(
      [
        { path: '/sair', element: <Logout /> },
        { path: '/', element: <p>Página inicial</p> },
      ],
      { path: '/sair' },
    );
    expect(await screen.findByText('Página inicial')).toBeInTheDocument();
    expect(authStore.get()).toBeNull();
  });

  describe('with answers not yet sent', () => {
    async function guardarDuas() {
      const db = obterOutbox(1).db;
      const base = { usuarioId: 1, questionarioId: 40, objetoId: 7, guiaId: 3, percentual: null };
      await guardarEscolha(db, { ...base, indicadorId: 101, nivel_id: 1012 });
      await guardarEscolha(db, { ...base, indicadorId: 102, nivel_id: 1021 });
      return db;
    }
    const rotas = [
      { path: '/sair', element: <Logout /> },
      { path: '/', element: <p>Página inicial</p> },
      { path: '/unidades/7/3/40', element: <p>Tela do Guia</p> },
    ];

    it('asks first; "Continuar conectado" goes back signed in, and nothing is sent to the server', async () => {
      signIn();
      await guardarDuas();
      const { calls } = mockApi({});
      const { user } = renderRoute(rotas, { initialEntries: ['/unidades/7/3/40', '/sair'] });
      const dialog = await screen.findByRole('dialog', { name: 'Respostas ainda não enviadas' });
      expect(dialog).toHaveTextContent(
        'Você tem 2 respostas ainda não enviadas. Elas continuam guardadas neste aparelho e serão enviadas quando você entrar novamente. Deseja sair mesmo assim?',
      );
      await user.click(screen.getByRole('button', { name: 'Continuar conectado' }));
      expect(await screen.findByText('Tela do Guia')).toBeInTheDocument();
      expect(authStore.get()).not.toBeNull();
      expect(calls).toEqual([]);
    });

    it('"Sair mesmo assim" logs out and keeps the answers on this device for the next sign-in', async () => {
      signIn();
      await guardarDuas();
      mockApi({ 'POST /api/Logout': { body: { data: null } } });
      const { user } = renderRoute(rotas, { initialEntries: ['/unidades/7/3/40', '/sair'] });
      await user.click(await screen.findByRole('button', { name: 'Sair mesmo assim' }));
      expect(await screen.findByText('Página inicial')).toBeInTheDocument();
      expect(authStore.get()).toBeNull();
      expect(await obterOutbox(1).db.respostas.count()).toBe(2);
    });
  });
});
