import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/testing/mock-api';
import { renderRoute } from '@/testing/render-route';
import { ResetPasswordForm } from './reset-password-form';

afterEach(() => vi.unstubAllGlobals());

const TOKEN = 'a'.repeat(43);

describe('reset password form', () => {
  it('rejects mismatched passwords without calling the server', async () => {
    const api = mockApi({});
    const user = userEvent.setup({ delay: null });
    renderRoute([{ path: '/', element: <ResetPasswordForm token={TOKEN} onSuccess={vi.fn()} /> }]);
    await user.type(screen.getByLabelText(/^Nova Senha/), 'segredo1');
    await user.type(screen.getByLabelText(/^Confirme sua senha/), 'segredo2');
    await user.click(screen.getByRole('button', { name: 'Pronto' }));
    expect(screen.getByLabelText(/^Confirme sua senha/)).toHaveAccessibleDescription(
      'As senhas devem ser iguais',
    );
    expect(api.fetchMock).not.toHaveBeenCalled();
  });

  it('sends the new password with the token and hands over the auth data', async () => {
    const auth = {
      id: 1,
      email: 'a@b.com',
      nome: 'A',
      role: 'visitante',
      token: 't',
      refreshToken: 'r',
      aceite: true,
    };
    mockApi({ 'POST /api/ValidarToken': () => ({ status: 200, body: { data: auth } }) });
    const onSuccess = vi.fn();
    const user = userEvent.setup({ delay: null });
    renderRoute([{ path: '/', element: <ResetPasswordForm token={TOKEN} onSuccess={onSuccess} /> }]);
    await user.type(screen.getByLabelText(/^Nova Senha/), 'segredo1');
    await user.type(screen.getByLabelText(/^Confirme sua senha/), 'segredo1{Enter}');
    await vi.waitFor(() => expect(onSuccess).toHaveBeenCalledWith(auth), { timeout: 10_000 });
  });

  it('explains an expired or used link and offers a new one', async () => {
    mockApi({
      'POST /api/ValidarToken': () => ({
        status: 400,
        body: {
          error: 'Link de recuperação expirado. Solicite um novo.',
          clientMessage: 'Link de recuperação expirado. Solicite um novo.',
          code: 'expired_reset_token',
        },
      }),
    });
    const user = userEvent.setup({ delay: null });
    renderRoute([{ path: '/', element: <ResetPasswordForm token={TOKEN} onSuccess={vi.fn()} /> }]);
    await user.type(screen.getByLabelText(/^Nova Senha/), 'segredo1');
    await user.type(screen.getByLabelText(/^Confirme sua senha/), 'segredo1{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Link de recuperação expirado');
    expect(screen.getByRole('link', { name: 'Pedir um novo link' })).toHaveAttribute(
      'href',
      '/esqueci-senha',
    );
  });

  it('without a token shows the incomplete-link message instead of the form', () => {
    renderRoute([{ path: '/', element: <ResetPasswordForm token={null} onSuccess={vi.fn()} /> }]);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Este link de recuperação está incompleto ou expirou',
    );
    expect(screen.queryByLabelText(/^Nova Senha/)).not.toBeInTheDocument();
  });
});
