import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, sentBody } from '@/testing/mock-api';
import { renderRoute } from '@/testing/render-route';
import { RegisterForm } from './register-form';

afterEach(() => vi.unstubAllGlobals());

function renderForm() {
  const onRegistered = vi.fn();
  const onLogin = vi.fn();
  renderRoute([{ path: '/', element: <RegisterForm onRegistered={onRegistered} onLogin={onLogin} /> }]);
  return { onRegistered, onLogin, user: userEvent.setup({ delay: null }) };
}

async function fillCommon(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: /^Nome/ }), 'Maria Souza');
  await user.type(screen.getByRole('textbox', { name: /^E-mail/ }), 'maria@example.com');
  await user.type(screen.getByRole('textbox', { name: /^Celular/ }), '65999998888');
  await user.type(screen.getByLabelText(/^Senha/), 'segredo1');
  await user.click(screen.getByRole('checkbox', { name: /Li e concordo/ }));
}

describe('registration form', () => {
  it('rejects a CPF with a wrong check digit before calling the server', async () => {
    const api = mockApi({});
    const { user } = renderForm();
    await fillCommon(user);
    await user.type(screen.getByRole('textbox', { name: /^CPF/ }), '52998224724');
    await user.click(screen.getByRole('button', { name: 'CADASTRAR' }));
    expect(screen.getByRole('textbox', { name: /^CPF/ })).toHaveAccessibleDescription('CPF inválido');
    expect(api.fetchMock).not.toHaveBeenCalled();
  });

  it("shows every field's error at once on an empty submit, the CPF's included", async () => {
    const api = mockApi({});
    const { user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'CADASTRAR' }));
    expect(screen.getByRole('textbox', { name: /^Nome/ })).toHaveAccessibleDescription('Informe o nome');
    expect(screen.getByRole('textbox', { name: /^E-mail/ })).toHaveAccessibleDescription('Informe o e-mail');
    expect(screen.getByRole('textbox', { name: /^CPF/ })).toHaveAccessibleDescription('Informe o CPF');
    expect(screen.getByText('É preciso concordar com os termos de uso e privacidade')).toBeInTheDocument();
    expect(api.fetchMock).not.toHaveBeenCalled();
  });

  it('marks the invalid password and terms with aria-invalid, pointing at their messages (issue 14)', async () => {
    mockApi({});
    const { user } = renderForm();
    await user.type(screen.getByLabelText(/^Senha/), '123');
    await user.click(screen.getByRole('button', { name: 'CADASTRAR' }));
    const password = screen.getByLabelText(/^Senha/);
    const terms = screen.getByRole('checkbox', { name: /Li e concordo/ });
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveAccessibleDescription(/A senha deve ter no mínimo 6 caracteres/);
    expect(terms).toHaveAttribute('aria-invalid', 'true');
    expect(terms).toHaveAccessibleDescription('É preciso concordar com os termos de uso e privacidade');
    // Every field shown invalid carries aria-invalid.
    for (const el of document.querySelectorAll('[data-invalid], [data-error]')) {
      if (el.matches('input')) expect(el, el.id).toHaveAttribute('aria-invalid', 'true');
    }
    await user.click(terms);
    expect(terms).toHaveAttribute('aria-invalid', 'false');
  });

  it('flags a wrong CPF in the same round as a malformed e-mail', async () => {
    mockApi({});
    const { user } = renderForm();
    await user.type(screen.getByRole('textbox', { name: /^E-mail/ }), 'maria@');
    await user.type(screen.getByRole('textbox', { name: /^CPF/ }), '52998224724');
    await user.click(screen.getByRole('button', { name: 'CADASTRAR' }));
    expect(screen.getByRole('textbox', { name: /^E-mail/ })).toHaveAccessibleDescription(
      'Informe um e-mail válido',
    );
    expect(screen.getByRole('textbox', { name: /^CPF/ })).toHaveAccessibleDescription('CPF inválido');
  });

  it('requires the terms checkbox with the spec message', async () => {
    const api = mockApi({});
    const { user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'CADASTRAR' }));
    expect(
      await screen.findByText('É preciso concordar com os termos de uso e privacidade'),
    ).toBeInTheDocument();
    expect(api.fetchMock).not.toHaveBeenCalled();
  });

  it('sends only the chosen tax id (the other is blanked) and opens the code step on 201', async () => {
    const api = mockApi({
      'POST /api/Cadastro': () => ({
        status: 201,
        body: {
          data: {
            email: 'maria@example.com',
            pendente: true,
            tentativa: 'a1b2c3d4-0000-4000-8000-000000000001',
          },
        },
      }),
    });
    const { user, onRegistered } = renderForm();
    await fillCommon(user);
    await user.type(screen.getByRole('textbox', { name: /^CPF/ }), '52998224725');
    await user.click(screen.getByRole('radio', { name: 'CNPJ' }));
    await user.type(screen.getByRole('textbox', { name: /^CNPJ/ }), '11222333000181');
    expect(screen.getByRole('textbox', { name: /^CNPJ/ })).toHaveValue('11.222.333/0001-81');
    await user.click(screen.getByRole('button', { name: 'CADASTRAR' }));

    await vi.waitFor(() =>
      expect(onRegistered).toHaveBeenCalledWith(
        'maria@example.com',
        'a1b2c3d4-0000-4000-8000-000000000001',
        true,
      ),
    );
    expect(sentBody(api, '/api/Cadastro')).toEqual({
      nome: 'Maria Souza',
      email: 'maria@example.com',
      celular: '65999998888',
      selecao: 'cnpj',
      cpf: '',
      cnpj: '11222333000181',
      password: 'segredo1',
      termos: true,
    });
  });

  it('puts the server’s field errors on their fields and keeps what was typed', async () => {
    mockApi({
      'POST /api/Cadastro': () => ({
        status: 409,
        body: {
          error: 'Já existe uma conta com estes dados.',
          clientMessage: 'Já existe uma conta com estes dados.',
          code: 'conflict',
          fields: { email: 'Este e-mail já está cadastrado', cpf: 'Este CPF já está cadastrado' },
        },
      }),
    });
    const { user, onRegistered } = renderForm();
    await fillCommon(user);
    await user.type(screen.getByRole('textbox', { name: /^CPF/ }), '52998224725');
    await user.click(screen.getByRole('button', { name: 'CADASTRAR' }));

    const email = screen.getByRole('textbox', { name: /^E-mail/ });
    await vi.waitFor(() => expect(email).toHaveAccessibleDescription('Este e-mail já está cadastrado'));
    expect(screen.getByRole('textbox', { name: /^CPF/ })).toHaveAccessibleDescription(
      'Este CPF já está cadastrado',
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Já existe uma conta com estes dados.');
    expect(email).toHaveValue('maria@example.com');
    expect(screen.getByRole('textbox', { name: /^Nome/ })).toHaveValue('Maria Souza');
    expect(onRegistered).not.toHaveBeenCalled();
  });

  it('"Entre aqui" opens the login', async () => {
    const { user, onLogin } = renderForm();
    const form = screen.getByRole('button', { name: 'CADASTRAR' }).closest('form')!;
    await user.click(within(form).getByRole('button', { name: 'Entre aqui' }));
    expect(onLogin).toHaveBeenCalled();
  });
});
