import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '@/lib/auth-store';
import { mockApi, sentBody } from '@/testing/mock-api';
import { renderRoute } from '@/testing/render-route';
import { authFixture } from '../testing/fixtures';
import { type AuthModal, AuthModals } from './auth-modals';

function Harness({ initial }: { initial: AuthModal }) {
  const [modal, setModal] = useState<AuthModal>(initial);
  return <AuthModals modal={modal} onChange={setModal} />;
}

function renderModals(initial: AuthModal, state?: unknown) {
  return renderRoute(
    [
      { path: '/acessar', element: <Harness initial={initial} /> },
      { path: '/resumo', element: <p>página resumo</p> },
      { path: '/unidades', element: <p>página unidades</p> },
      { path: '/bem-vindo', element: <p>página bem-vindo</p> },
      { path: '/admin/estatisticas', element: <p>página estatísticas</p> },
    ],
    { initialEntries: [{ pathname: '/acessar', state }] },
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  authStore.set(null);
});

describe('login modal', () => {
  it('logs in by CPF: sends alternativa CPF with the digits, stores the auth data and goes back to `from`', async () => {
    const api = mockApi({ 'POST /api/Login': () => ({ status: 200, body: { data: authFixture } }) });
    const user = userEvent.setup({ delay: null });
    renderModals({ kind: 'login' }, { from: '/unidades' });

    const dialog = await screen.findByRole('dialog', { name: 'Entrar' });
    await user.click(within(dialog).getByRole('radio', { name: 'CPF' }));
    await user.type(within(dialog).getByRole('textbox', { name: /^CPF/ }), '52998224725');
    expect(within(dialog).getByRole('textbox', { name: /^CPF/ })).toHaveValue('529.982.247-25');
    await user.type(within(dialog).getByLabelText(/^Senha/), 'segredo1{Enter}');

    expect(await screen.findByText('página unidades')).toBeInTheDocument();
    expect(sentBody(api, '/api/Login')).toEqual({
      alternativa: 'CPF',
      cpf: '52998224725',
      password: 'segredo1',
    });
    expect(authStore.get()).toEqual(authFixture);
  });

  it('shows the server message in an alert on wrong credentials and keeps the typed data', async () => {
    mockApi({
      'POST /api/Login': () => ({
        status: 401,
        body: {
          error: 'E-mail ou senha incorretos.',
          clientMessage: 'E-mail ou senha incorretos.',
          code: 'invalid_credentials',
        },
      }),
    });
    const user = userEvent.setup({ delay: null });
    renderModals({ kind: 'login' });
    const dialog = await screen.findByRole('dialog', { name: 'Entrar' });
    await user.type(within(dialog).getByRole('textbox', { name: /^E-mail/ }), 'maria@example.com');
    await user.type(within(dialog).getByLabelText(/^Senha/), 'errada1');
    await user.click(within(dialog).getByRole('button', { name: 'ENTRAR' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('E-mail ou senha incorretos.');
    expect(within(dialog).getByRole('textbox', { name: /^E-mail/ })).toHaveValue('maria@example.com');
    expect(authStore.get()).toBeNull();
  });

  it('opens the e-mail code modal on ER400-pending-email, for the account e-mail the server names', async () => {
    mockApi({
      'POST /api/Login': () => ({
        status: 403,
        body: {
          error: 'Seu e-mail ainda não foi confirmado.',
          clientMessage: 'Seu e-mail ainda não foi confirmado.',
          code: 'ER400-pending-email',
          email: 'maria@example.com',
        },
      }),
    });
    const user = userEvent.setup({ delay: null });
    renderModals({ kind: 'login' });
    const dialog = await screen.findByRole('dialog', { name: 'Entrar' });
    await user.type(within(dialog).getByRole('textbox', { name: /^E-mail/ }), 'Maria@Example.com');
    await user.type(within(dialog).getByLabelText(/^Senha/), 'segredo1{Enter}');

    const code = await screen.findByRole('dialog', { name: 'Confirme seu e-mail' });
    expect(within(code).getByText('Por favor, insira o código enviado para seu email')).toBeInTheDocument();
    expect(within(code).getByText(/maria@example\.com/)).toBeInTheDocument();
    expect(within(code).getByLabelText(/^Código/)).toBeInTheDocument();
  });

  it('"Recuperar senha" switches to the forgot-password modal', async () => {
    const user = userEvent.setup({ delay: null });
    renderModals({ kind: 'login' });
    const dialog = await screen.findByRole('dialog', { name: 'Entrar' });
    await user.click(within(dialog).getByRole('button', { name: 'Recuperar senha' }));
    const forgot = await screen.findByRole('dialog', { name: 'Recuperar senha' });
    expect(within(forgot).getByRole('button', { name: 'Recuperar' })).toBeInTheDocument();
  });
});

describe('e-mail code modal', () => {
  it('resends the code, validates it, stores the auth data and goes to /bem-vindo', async () => {
    const api = mockApi({
      'POST /api/EnviarCodigo': () => ({
        status: 200,
        body: { data: null, message: 'Código reenviado com sucesso. Confira seu e-email.' },
      }),
      'POST /api/ValidarEmail': () => ({
        status: 200,
        body: { data: authFixture, message: 'E-mail confirmado com sucesso!' },
      }),
    });
    const user = userEvent.setup({ delay: null });
    renderModals({ kind: 'code', email: 'maria@example.com', justSent: false });
    const dialog = await screen.findByRole('dialog', { name: 'Confirme seu e-mail' });

    const resend = within(dialog).getByRole('button', { name: 'Reenviar código' });
    await user.click(resend);
    expect(await within(dialog).findByRole('status')).toHaveTextContent('Código reenviado com sucesso');
    expect(sentBody(api, '/api/EnviarCodigo')).toEqual({ email: 'maria@example.com' });
    // A second request waits for the cooldown.
    expect(within(dialog).getByRole('button', { name: 'Reenviar código' })).toBeDisabled();

    await user.type(within(dialog).getByLabelText(/^Código/), '123456');
    await user.click(within(dialog).getByRole('button', { name: 'VALIDAR' }));

    expect(await screen.findByText('página bem-vindo')).toBeInTheDocument();
    expect(sentBody(api, '/api/ValidarEmail')).toEqual({
      email: 'maria@example.com',
      codigo: '123456',
    });
    expect(authStore.get()?.token).toBe('access-token');
  });

  it('shows a wrong code on the field and does not log in', async () => {
    mockApi({
      'POST /api/ValidarEmail': () => ({
        status: 400,
        body: {
          error: 'Código inválido',
          clientMessage: 'Código inválido',
          code: 'invalid_code',
          fields: { codigo: 'Código inválido' },
        },
      }),
    });
    const user = userEvent.setup({ delay: null });
    renderModals({ kind: 'code', email: 'maria@example.com', justSent: true });
    const dialog = await screen.findByRole('dialog', { name: 'Confirme seu e-mail' });
    expect(within(dialog).getByRole('button', { name: 'Reenviar código' })).toBeDisabled();
    await user.type(within(dialog).getByLabelText(/^Código/), '000000{Enter}');
    await waitFor(() =>
      expect(within(dialog).getByLabelText(/^Código/)).toHaveAccessibleDescription(/Código inválido/),
    );
    // Said once, on the field: no alert repeating it (issue 14).
    expect(within(dialog).getAllByText('Código inválido')).toHaveLength(1);
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(authStore.get()).toBeNull();
  });

  it('binds resend and confirm to the attempt the login named (issue 14)', async () => {
    const tentativa = 'a1b2c3d4-0000-4000-8000-000000000002';
    const api = mockApi({
      'POST /api/Login': () => ({
        status: 403,
        body: {
          error: 'Seu e-mail ainda não foi confirmado.',
          clientMessage: 'Seu e-mail ainda não foi confirmado.',
          code: 'ER400-pending-email',
          email: 'maria@example.com',
          tentativa,
        },
      }),
      'POST /api/EnviarCodigo': () => ({ status: 200, body: { data: null, message: 'Código reenviado.' } }),
      'POST /api/ValidarEmail': () => ({
        status: 200,
        body: { data: { ...authFixture, documentoEmUso: null } },
      }),
    });
    const user = userEvent.setup({ delay: null });
    renderModals({ kind: 'login' });
    const login = await screen.findByRole('dialog', { name: 'Entrar' });
    await user.type(within(login).getByRole('textbox', { name: /^E-mail/ }), 'maria@example.com');
    await user.type(within(login).getByLabelText(/^Senha/), 'segredo1{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Confirme seu e-mail' });
    await user.click(within(dialog).getByRole('button', { name: 'Reenviar código' }));
    await within(dialog).findByRole('status');
    expect(sentBody(api, '/api/EnviarCodigo')).toEqual({ email: 'maria@example.com', tentativa });
    await user.type(within(dialog).getByLabelText(/^Código/), '123456{Enter}');
    expect(await screen.findByText('página bem-vindo')).toBeInTheDocument();
    expect(sentBody(api, '/api/ValidarEmail')).toEqual({
      email: 'maria@example.com',
      codigo: '123456',
      tentativa,
    });
    expect(authStore.get()).toEqual(authFixture);
  });

  it('when the CPF belongs to another account, explains it and sends the support request', async () => {
    const api = mockApi({
      'POST /api/ValidarEmail': () => ({
        status: 200,
        body: { data: { ...authFixture, documentoEmUso: 'cpf' }, message: 'E-mail confirmado!' },
      }),
      'POST /api/SolicitacaoDocumento': () => ({
        status: 200,
        body: { data: { id: 1, tipo: 'cpf', situacao: 'aberta' }, message: 'Pedido enviado ao suporte.' },
      }),
    });
    const user = userEvent.setup({ delay: null });
    renderModals({
      kind: 'code',
      email: 'maria@example.com',
      tentativa: 'a1b2c3d4-0000-4000-8000-000000000003',
      justSent: true,
    });
    const code = await screen.findByRole('dialog', { name: 'Confirme seu e-mail' });
    await user.type(within(code).getByLabelText(/^Código/), '123456{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Documento em uso por outra conta' });
    expect(within(dialog).getByText(/o CPF informado já pertence a outra conta/)).toBeInTheDocument();
    expect(authStore.get()).toEqual(authFixture);
    await user.click(within(dialog).getByRole('button', { name: 'Enviar pedido ao suporte' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent('Pedido enviado ao suporte.');
    expect(api.fetchMock).toHaveBeenCalledWith('/api/SolicitacaoDocumento', expect.anything());
    await user.click(within(dialog).getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByText('página bem-vindo')).toBeInTheDocument();
  });
});

describe('login landing and the e-mailed login code', () => {
  it('an administrator lands in /admin/estatisticas (issue 14)', async () => {
    mockApi({
      'POST /api/Login': () => ({ status: 200, body: { data: { ...authFixture, role: 'administrador' } } }),
    });
    const user = userEvent.setup({ delay: null });
    renderModals({ kind: 'login' });
    const dialog = await screen.findByRole('dialog', { name: 'Entrar' });
    await user.type(within(dialog).getByRole('textbox', { name: /^E-mail/ }), 'admin@example.com');
    await user.type(within(dialog).getByLabelText(/^Senha/), 'segredo1{Enter}');
    expect(await screen.findByText('página estatísticas')).toBeInTheDocument();
  });

  it('asks for the e-mailed code when the account needs it, then sends password and code', async () => {
    let calls = 0;
    const api = mockApi({
      'POST /api/Login': () => {
        calls += 1;
        if (calls === 1)
          return {
            status: 401,
            body: {
              error: 'Por segurança, esta conta pede também um código.',
              clientMessage: 'Por segurança, esta conta pede também um código.',
              code: 'login_code_required',
            },
          };
        return { status: 200, body: { data: authFixture } };
      },
    });
    const user = userEvent.setup({ delay: null });
    renderModals({ kind: 'login' });
    const dialog = await screen.findByRole('dialog', { name: 'Entrar' });
    await user.type(within(dialog).getByRole('textbox', { name: /^E-mail/ }), 'maria@example.com');
    await user.type(within(dialog).getByLabelText(/^Senha/), 'segredo1{Enter}');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('esta conta pede também um código');
    const codigo = within(dialog).getByRole('textbox', { name: /^Código/ });
    await waitFor(() => expect(codigo).toHaveFocus());
    await user.type(codigo, '654321{Enter}');
    expect(await screen.findByText('página resumo')).toBeInTheDocument();
    expect(sentBody(api, '/api/Login', 1)).toEqual({
      alternativa: 'EMAIL',
      email: 'maria@example.com',
      password: 'segredo1',
      codigo: '654321',
    });
  });
});
