import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '@/lib/auth-store';
import { mockApi, signIn } from '@/testing/mock-api';
import { renderRoute } from '@/testing/render-route';
import { ConfiguracoesPage } from './configuracoes-page';

const dados = {
  nome: 'Maria Souza',
  email: 'maria@example.com',
  cpf: '52998224725',
  cnpj: null,
  celular: '11987654321',
  uf: null,
  pais: null,
  emailPendente: null,
};

function renderPage() {
  return renderRoute(
    [
      { path: '/configuracoes', element: <ConfiguracoesPage /> },
      { path: '/configuracoes/excluir-conta', element: <p>Tela de exclusão</p> },
      { path: '/resumo', element: <p>Tela do Resumo</p> },
    ],
    { path: '/configuracoes' },
  );
}

afterEach(() => {
  authStore.set(null);
  vi.unstubAllGlobals();
});

describe('Configurações: changing the e-mail', () => {
  const NOVO = 'maria.nova@example.com';

  it('asks for the code sent to the new e-mail, shows the change as pending, and the code confirms it', async () => {
    signIn();
    const { calls } = mockApi({
      'GET /api/Configuracao/DadosPessoais': { body: { data: dados } },
      'PUT /api/Configuracao/DadosPessoais': {
        body: {
          data: { ...dados, emailPendente: NOVO },
          message:
            'Dados alterados com sucesso. Enviamos um código para o novo e-mail: a troca vale depois que você o confirmar.',
        },
      },
      'POST /api/Configuracao/ConfirmarEmail': (body) =>
        (body as { codigo: string }).codigo === '123456'
          ? {
              body: {
                data: { ...dados, email: NOVO, emailPendente: null },
                message: 'E-mail alterado com sucesso!',
              },
            }
          : {
              status: 400,
              body: {
                error: 'Código inválido',
                clientMessage: 'Código inválido',
                fields: { codigo: 'Código inválido' },
              },
            },
    });
    const { user } = renderPage();
    const email = await screen.findByLabelText(/^E-mail/);
    await user.clear(email);
    await user.type(email, NOVO);
    await user.click(screen.getByRole('button', { name: 'Atualizar dados' }));

    expect(await screen.findByText('Confirme o novo e-mail')).toBeInTheDocument();
    expect(
      screen.getByText(
        `Enviamos um código para ${NOVO}. Até você confirmá-lo, o e-mail da sua conta (e do login) continua sendo maria@example.com.`,
      ),
    ).toBeInTheDocument();
    // The account keeps its e-mail until the code is confirmed.
    expect(screen.getByLabelText(/^E-mail/)).toHaveValue('maria@example.com');
    expect(authStore.get()?.email).toBe('maria@example.com');

    const codigo = screen.getByLabelText(/^Código/);
    await user.type(codigo, '654321');
    await user.click(screen.getByRole('button', { name: 'VALIDAR' }));
    expect(await screen.findAllByText('Código inválido')).not.toHaveLength(0);

    await user.clear(codigo);
    await user.type(codigo, '123456');
    await user.click(screen.getByRole('button', { name: 'VALIDAR' }));
    expect(await screen.findByText('E-mail alterado com sucesso!')).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/api/Configuracao/ConfirmarEmail').map((c) => c.body)).toEqual([
      { codigo: '654321' },
      { codigo: '123456' },
    ]);
    expect(authStore.get()?.email).toBe(NOVO);
    await waitFor(() => expect(screen.getByLabelText(/^E-mail/)).toHaveValue(NOVO));
    expect(screen.queryByText('Confirme o novo e-mail')).not.toBeInTheDocument();
    // Typing the code is done here: no leaving for Resumo after the save.
    expect(screen.queryByText('Tela do Resumo')).not.toBeInTheDocument();
  });

  it('shows a change still waiting for its code when the page opens, and resends the code on request', async () => {
    signIn();
    const { calls } = mockApi({
      'GET /api/Configuracao/DadosPessoais': { body: { data: { ...dados, emailPendente: NOVO } } },
      'POST /api/Configuracao/EnviarCodigoEmail': {
        body: { data: null, message: 'Código reenviado com sucesso. Confira seu e-email.' },
      },
    });
    const { user } = renderPage();
    expect(await screen.findByText('Confirme o novo e-mail')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reenviar código' }));
    expect(await screen.findByText('Código reenviado com sucesso. Confira seu e-email.')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST' && c.path === '/api/Configuracao/EnviarCodigoEmail')).toBe(
      true,
    );
  });
});

describe('Configurações: personal data', () => {
  it('saves name, e-mail and cell phone, shows the toast and updates the name in the auth data', async () => {
    signIn({ nome: 'Maria Souza' });
    const { calls } = mockApi({
      'GET /api/Configuracao/DadosPessoais': { body: { data: dados } },
      'PUT /api/Configuracao/DadosPessoais': (body) => ({
        body: {
          data: { ...dados, ...(body as object), celular: '11912345678' },
          message: 'Dados alterados com sucesso',
        },
      }),
    });
    const { user } = renderPage();
    const nome = await screen.findByLabelText(/^Nome/);
    expect(nome).toHaveValue('Maria Souza');
    expect(screen.getByLabelText(/^Celular/)).toHaveValue('(11) 98765-4321');
    await user.clear(nome);
    await user.type(nome, 'Maria Aparecida Souza');
    const celular = screen.getByLabelText(/^Celular/);
    await user.clear(celular);
    await user.type(celular, '11912345678');
    expect(celular).toHaveValue('(11) 91234-5678');
    await user.click(screen.getByRole('button', { name: 'Atualizar dados' }));

    expect(await screen.findByText('Dados alterados com sucesso')).toBeInTheDocument();
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.body).toEqual({
      nome: 'Maria Aparecida Souza',
      email: 'maria@example.com',
      celular: '(11)91234-5678',
    });
    expect(authStore.get()?.nome).toBe('Maria Aparecida Souza');
    // Spec §9: back to Resumo 3 s after the save.
    expect(screen.queryByText('Tela do Resumo')).not.toBeInTheDocument();
    expect(await screen.findByText('Tela do Resumo', {}, { timeout: 10_000 })).toBeInTheDocument();
  });

  it("puts the server's per-field message on its field", async () => {
    signIn();
    mockApi({
      'GET /api/Configuracao/DadosPessoais': { body: { data: dados } },
      'PUT /api/Configuracao/DadosPessoais': {
        status: 409,
        body: {
          error: 'Este e-mail já está cadastrado',
          clientMessage: 'Este e-mail já está cadastrado',
          fields: { email: 'Este e-mail já está cadastrado' },
        },
      },
    });
    const { user } = renderPage();
    const email = await screen.findByLabelText(/^E-mail/);
    await user.clear(email);
    await user.type(email, 'outra@example.com');
    await user.click(screen.getByRole('button', { name: 'Atualizar dados' }));
    await waitFor(() => expect(email).toHaveAccessibleDescription(/Este e-mail já está cadastrado/));
    expect(email).toHaveAttribute('aria-invalid', 'true');
  });

  it('validates before sending: an invalid cell phone never reaches the server', async () => {
    signIn();
    const { calls } = mockApi({ 'GET /api/Configuracao/DadosPessoais': { body: { data: dados } } });
    const { user } = renderPage();
    const celular = await screen.findByLabelText(/^Celular/);
    await user.clear(celular);
    await user.type(celular, '1134');
    await user.click(screen.getByRole('button', { name: 'Atualizar dados' }));
    expect(await screen.findByText('Informe um celular válido: (99) 99999-9999')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });
});

describe('Configurações: password', () => {
  it("shows 'Sua senha antiga está incorreta' on the old-password field", async () => {
    signIn();
    const { calls } = mockApi({
      'GET /api/Configuracao/DadosPessoais': { body: { data: dados } },
      'PUT /api/Configuracao/AlterarSenha': {
        status: 400,
        body: {
          error: 'Sua senha antiga está incorreta',
          clientMessage: 'Sua senha antiga está incorreta',
          fields: { password: 'Sua senha antiga está incorreta' },
        },
      },
    });
    const { user } = renderPage();
    const antiga = await screen.findByLabelText(/^Senha antiga/);
    await user.type(antiga, 'errada1');
    await user.type(screen.getByLabelText(/^Nova senha/), 'novaSenha#1');
    await user.type(screen.getByLabelText(/^Confirme a nova senha/), 'novaSenha#1');
    await user.click(screen.getByRole('button', { name: 'Alterar senha' }));
    await waitFor(() => expect(antiga).toHaveAccessibleDescription(/Sua senha antiga está incorreta/));
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      password: 'errada1',
      newpassword: 'novaSenha#1',
      confirmnewpassword: 'novaSenha#1',
    });
  });

  it('requires the confirmation to match and shows the success message after a change', async () => {
    signIn();
    const { calls } = mockApi({
      'GET /api/Configuracao/DadosPessoais': { body: { data: dados } },
      'PUT /api/Configuracao/AlterarSenha': {
        body: { data: null, message: 'Alterações efetuadas com sucesso!' },
      },
    });
    const { user } = renderPage();
    const antiga = await screen.findByLabelText(/^Senha antiga/);
    await user.type(antiga, 'antiga1');
    await user.type(screen.getByLabelText(/^Nova senha/), 'novaSenha#1');
    await user.type(screen.getByLabelText(/^Confirme a nova senha/), 'outraSenha');
    await user.click(screen.getByRole('button', { name: 'Alterar senha' }));
    expect(await screen.findByText('A nova senha e sua confirmação devem ser identicas')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);

    const confirmacao = screen.getByLabelText(/^Confirme a nova senha/);
    await user.clear(confirmacao);
    await user.type(confirmacao, 'novaSenha#1');
    await user.click(screen.getByRole('button', { name: 'Alterar senha' }));
    expect(await screen.findByText('Alterações efetuadas com sucesso!')).toBeInTheDocument();
    await waitFor(() => expect(antiga).toHaveValue(''));
    expect(await screen.findByText('Tela do Resumo', {}, { timeout: 10_000 })).toBeInTheDocument();
  });

  it("'Excluir conta' leads to the deletion screen", async () => {
    signIn();
    mockApi({ 'GET /api/Configuracao/DadosPessoais': { body: { data: dados } } });
    renderPage();
    expect(await screen.findByRole('link', { name: 'Excluir conta' })).toHaveAttribute(
      'href',
      '/configuracoes/excluir-conta',
    );
  });

  it("'Autorizações' leads to the producer's grants to technicians", async () => {
    signIn();
    mockApi({ 'GET /api/Configuracao/DadosPessoais': { body: { data: dados } } });
    renderPage();
    const secao = await screen.findByRole('region', { name: 'Autorizações' });
    expect(within(secao).getByRole('link', { name: 'Ver autorizações' })).toHaveAttribute(
      'href',
      '/configuracoes/autorizacoes',
    );
  });
});
