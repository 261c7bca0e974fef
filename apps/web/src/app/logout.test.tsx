import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '@/lib/auth-store';
import { mockApi, signIn } from '@/testing/mock-api';
import { renderRoute } from '@/testing/render-route';
import { Logout } from './logout';

afterEach(() => {
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
});
