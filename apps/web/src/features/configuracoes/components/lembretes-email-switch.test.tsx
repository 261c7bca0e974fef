import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { authStore } from '@/lib/auth-store';
import { mockApi, ok, signIn } from '@/testing/mock-api';
import { renderRoute } from '@/testing/render-route';
import { LembretesEmailSwitch } from './lembretes-email-switch';

afterEach(() => authStore.set(null));

describe("'Receber lembretes por e-mail'", () => {
  it('shows the preference and turns it off', async () => {
    signIn();
    let atual = true;
    const api = mockApi({
      'GET /api/Configuracao/Lembretes': () => ok({ lembretes_email: atual }),
      'PUT /api/Configuracao/Lembretes': (body) => {
        atual = (body as { lembretes_email: boolean }).lembretes_email;
        return ok({ lembretes_email: atual });
      },
    });
    const { user } = renderRoute([{ path: '/', element: <LembretesEmailSwitch /> }]);
    const chave = await screen.findByRole('switch', { name: /^Receber lembretes por e-mail/ });
    expect(chave).toBeChecked();
    expect(screen.getByText(/Os lembretes continuam em Notificações/)).toBeInTheDocument();
    await user.click(chave);
    await waitFor(() => expect(chave).not.toBeChecked());
    expect(api.calls.find((c) => c.method === 'PUT')?.body).toEqual({ lembretes_email: false });
  });

  it('says so when saving fails, and keeps the stored value', async () => {
    signIn();
    mockApi({
      'GET /api/Configuracao/Lembretes': ok({ lembretes_email: true }),
      'PUT /api/Configuracao/Lembretes': { status: 500, body: { error: 'x', clientMessage: 'x' } },
    });
    const { user } = renderRoute([{ path: '/', element: <LembretesEmailSwitch /> }]);
    const chave = await screen.findByRole('switch', { name: /^Receber lembretes por e-mail/ });
    await user.click(chave);
    expect(await screen.findByRole('alert')).toHaveTextContent('Não foi possível salvar. Tente novamente.');
    expect(chave).toBeChecked();
  });
});
