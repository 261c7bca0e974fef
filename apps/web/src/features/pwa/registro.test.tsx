import { registerSW } from 'virtual:pwa-register';
import { act, screen, waitFor } from '@testing-library/react';
import { Outlet } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RequireAuth } from '@/app/require-auth';
import { authStore } from '@/lib/auth-store';
import { signIn } from '@/testing/mock-api';
import { renderRoute, setupUser } from '@/testing/render-route';
import { reiniciarRegistroParaTestes } from './registro';

vi.mock('virtual:pwa-register', () => ({ registerSW: vi.fn() }));

const atualizarSw = vi.fn(async (_reload?: boolean) => {});

const rotas = () => [
  {
    element: <Outlet />,
    children: [
      { path: '/', element: <p>Página inicial</p> },
      {
        element: <RequireAuth />,
        children: [
          { path: '/resumo', element: <p>Resumo</p> },
          { path: '/unidades', element: <p>Unidades</p> },
        ],
      },
    ],
  },
];

/** The options the signed-in shell passed to registerSW. */
const opcoes = () => vi.mocked(registerSW).mock.calls[0]?.[0];

beforeEach(() => {
  reiniciarRegistroParaTestes();
  vi.mocked(registerSW).mockReset().mockReturnValue(atualizarSw);
  atualizarSw.mockClear();
});

afterEach(() => {
  authStore.set(null);
});

describe('the service worker registration gate', () => {
  it('does not register on the landing page', async () => {
    renderRoute(rotas(), { path: '/' });
    expect(await screen.findByText('Página inicial')).toBeInTheDocument();
    // Give a lazy registration the time it would need to happen.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(registerSW).not.toHaveBeenCalled();
  });

  it('registers once in the signed-in shell, as a prompt (immediate), however many screens open', async () => {
    signIn();
    const { router, unmount } = renderRoute(rotas(), { path: '/resumo' });
    await waitFor(() => expect(registerSW).toHaveBeenCalledTimes(1));
    expect(opcoes()).toMatchObject({ immediate: true });
    await act(() => router.navigate('/unidades'));
    expect(await screen.findByText('Unidades')).toBeInTheDocument();
    unmount();
    renderRoute(rotas(), { path: '/resumo' });
    expect(await screen.findByText('Resumo')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(registerSW).toHaveBeenCalledTimes(1);
  });
});

describe('the update prompt', () => {
  it('offers a new version and reloads only when the user clicks Atualizar', async () => {
    signIn();
    const user = setupUser();
    renderRoute(rotas(), { path: '/resumo' });
    await waitFor(() => expect(registerSW).toHaveBeenCalledTimes(1));
    expect(screen.queryByText('Nova versão disponível — atualizar')).not.toBeInTheDocument();

    act(() => opcoes()?.onNeedRefresh?.());
    const aviso = await screen.findByRole('status', { name: /Nova versão disponível — atualizar/ });
    expect(aviso).toBeInTheDocument();
    // Nothing happens by itself: the producer may be in the middle of an answer.
    expect(atualizarSw).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Atualizar' }));
    expect(atualizarSw).toHaveBeenCalledWith(true);
    expect(screen.queryByText('Nova versão disponível — atualizar')).not.toBeInTheDocument();
  });

  it('can be put off: closing the offer does not update', async () => {
    signIn();
    const user = setupUser();
    renderRoute(rotas(), { path: '/resumo' });
    await waitFor(() => expect(registerSW).toHaveBeenCalledTimes(1));
    act(() => opcoes()?.onNeedRefresh?.());
    await user.click(await screen.findByRole('button', { name: 'Atualizar depois' }));
    expect(screen.queryByText('Nova versão disponível — atualizar')).not.toBeInTheDocument();
    expect(atualizarSw).not.toHaveBeenCalled();
  });
});
