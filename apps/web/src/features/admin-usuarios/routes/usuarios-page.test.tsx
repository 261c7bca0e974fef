import type { AdminUsuarioItem } from '@guia/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '@/lib/auth-store';
import { mockApi, signIn } from '@/testing/mock-api';
import { renderRoute } from '@/testing/render-route';
import { UsuariosPage } from './usuarios-page';

const joao: AdminUsuarioItem = {
  id: 7,
  nome: 'João Ávila',
  email: 'joao@example.com',
  uf: 'MT',
  totalObjetos: 1234,
  role: 'visitante',
  status: 'ativo',
};
const bia: AdminUsuarioItem = {
  id: 8,
  nome: 'Beatriz Lima',
  email: 'bia@example.com',
  uf: null,
  totalObjetos: 0,
  role: 'administrador',
  status: 'termos-pendentes',
};

const page = (items: AdminUsuarioItem[], totalItems = items.length, totalPages = 1) => ({
  body: { data: { items, pagination: { page: 1, pageSize: 50, totalItems, totalPages } } },
});

function renderPage(path = '/admin/usuarios') {
  return renderRoute(
    [
      { path: '/admin/usuarios', element: <UsuariosPage /> },
      { path: '/admin/usuarios/:userId', element: <p>Página do usuário</p> },
    ],
    { path },
  );
}

const listCalls = (calls: { method: string; path: string }[]) =>
  calls.filter((c) => c.method === 'GET' && c.path.startsWith('/api/Admin/Usuario?'));

afterEach(() => {
  authStore.set(null);
  vi.unstubAllGlobals();
});

describe('Admin.Usuarios', () => {
  it('asks the server for the URL’s page, sort and search, and shows the rows, count and badges', async () => {
    signIn({ role: 'administrador', id: 1 });
    const { calls } = mockApi({ 'GET /api/Admin/Usuario': page([joao, bia], 2345, 47) });
    renderPage('/admin/usuarios?page=3&sort=email&order=desc&q=joao&status=ativo');

    const table = await screen.findByRole('table', { name: 'Lista de usuários' });
    await within(table).findByText('João Ávila');
    expect(listCalls(calls)[0]?.path).toBe(
      '/api/Admin/Usuario?order=desc&page=3&q=joao&sort=email&status=ativo',
    );
    expect(screen.getByText('2.345 usuários')).toBeInTheDocument();
    const [linhaJoao, linhaBia] = within(table).getAllByRole('row').slice(1);
    expect(linhaJoao).toHaveTextContent('joao@example.com');
    expect(linhaJoao).toHaveTextContent('1.234');
    expect(linhaJoao).toHaveTextContent('Visitante');
    expect(linhaJoao).toHaveTextContent('Ativo');
    expect(linhaBia).toHaveTextContent('Administrador');
    expect(linhaBia).toHaveTextContent('Termos pendentes');
    expect(within(linhaJoao!).getByRole('link', { name: 'João Ávila' })).toHaveAttribute(
      'href',
      '/admin/usuarios/7',
    );
    expect(screen.getByRole('searchbox', { name: 'Buscar por nome' })).toHaveValue('joao');
  });

  it('sorts by name ascending by default; a header click asks the server for that sort', async () => {
    signIn({ role: 'administrador', id: 1 });
    const { calls } = mockApi({ 'GET /api/Admin/Usuario': page([joao]) });
    const { user } = renderPage();
    await screen.findByText('João Ávila');
    expect(listCalls(calls)[0]?.path).toBe('/api/Admin/Usuario?order=asc&page=1&sort=nome');

    await user.click(screen.getByRole('button', { name: 'Ordenar por Total de unidades' }));
    await waitFor(() =>
      expect(listCalls(calls).at(-1)?.path).toBe('/api/Admin/Usuario?order=asc&page=1&sort=totalObjetos'),
    );
  });

  it('sends the search box to the server through the URL', async () => {
    signIn({ role: 'administrador', id: 1 });
    const { calls } = mockApi({ 'GET /api/Admin/Usuario': page([joao]) });
    const { user, router } = renderPage();
    await screen.findByText('João Ávila');
    await user.type(screen.getByRole('searchbox', { name: 'Buscar por nome' }), 'ávila');
    await waitFor(() => expect(router.state.location.search).toContain('q=%C3%A1vila'));
    await waitFor(() => expect(listCalls(calls).at(-1)?.path).toContain('q=%C3%A1vila'));
  });

  it('shows the empty text', async () => {
    signIn({ role: 'administrador', id: 1 });
    mockApi({ 'GET /api/Admin/Usuario': page([]) });
    renderPage();
    expect(await screen.findByText('Nenhum usuário encontrado')).toBeInTheDocument();
  });
});

describe('the role modal', () => {
  it('confirms, disables the button while the call runs, sends PUT Role and refreshes the list', async () => {
    signIn({ role: 'administrador', id: 1 });
    let release: () => void = () => {};
    let granted = false;
    const { calls } = mockApi({
      'GET /api/Admin/Usuario': () => page([{ ...joao, role: granted ? 'administrador' : 'visitante' }]),
      'PUT /api/Admin/Usuario/7/Role': () =>
        new Promise((resolve) => {
          release = () => {
            granted = true;
            resolve({ body: { data: null, message: 'Papel de administrador concedido.' } });
          };
        }),
    });
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Ações de João Ávila' }));
    await user.click(await screen.findByRole('menuitem', { hidden: true, name: 'Conceder administrador' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText('Deseja realmente conceder João Ávila como administrador?'),
    ).toBeInTheDocument();
    const confirmar = within(dialog).getByRole('button', { name: 'Confirmar' });
    await user.click(confirmar);
    await waitFor(() => expect(confirmar).toBeDisabled());
    expect(calls.find((c) => c.method === 'PUT')).toMatchObject({
      path: '/api/Admin/Usuario/7/Role',
      body: { role: 'administrador' },
    });
    release();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The list was asked again and shows the new role.
    await waitFor(() => expect(listCalls(calls).length).toBeGreaterThanOrEqual(2));
    const linha = within(screen.getByRole('table', { name: 'Lista de usuários' })).getAllByRole('row')[1]!;
    await waitFor(() => expect(linha).toHaveTextContent('Administrador'));
  });

  it('asks to revoke an administrator; a refusal re-enables the button and shows the server’s reason', async () => {
    signIn({ role: 'administrador', id: 1 });
    const motivo =
      'Este é o único administrador da plataforma: conceda o papel a outra pessoa antes de revogá-lo.';
    mockApi({
      'GET /api/Admin/Usuario': page([bia]),
      'PUT /api/Admin/Usuario/8/Role': {
        status: 409,
        body: { error: motivo, clientMessage: motivo, code: 'last_admin' },
      },
    });
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Ações de Beatriz Lima' }));
    await user.click(await screen.findByRole('menuitem', { hidden: true, name: 'Revogar administrador' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText('Deseja realmente revogar Beatriz Lima como administrador?'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(motivo);
    expect(within(dialog).getByRole('button', { name: 'Confirmar' })).toBeEnabled();
  });

  it('does not offer to revoke one’s own role', async () => {
    signIn({ role: 'administrador', id: 8 });
    mockApi({ 'GET /api/Admin/Usuario': page([bia]) });
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Ações de Beatriz Lima' }));
    expect(
      await screen.findByRole('menuitem', { hidden: true, name: 'Revogar administrador' }),
    ).toBeDisabled();
  });
});

describe('the edit modal', () => {
  const detalhe = {
    usuario: {
      id: 7,
      nome: 'João Ávila',
      email: 'joao@example.com',
      celular: '65999998888',
      uf: 'MT',
      role: 'visitante',
      status: 'ativo',
      criadoEm: '2025-03-01T12:00:00.000Z',
      emailPendente: null,
    },
    objetos: [],
  };

  it('loads the account, shows the server’s field errors under the fields', async () => {
    signIn({ role: 'administrador', id: 1 });
    const { calls } = mockApi({
      'GET /api/Admin/Usuario': page([joao]),
      'GET /api/Admin/Usuario/7': { body: { data: detalhe } },
      'PUT /api/Admin/Usuario/7': {
        status: 409,
        body: {
          error: 'Este e-mail já está cadastrado',
          clientMessage: 'Este e-mail já está cadastrado',
          fields: { email: 'Este e-mail já está cadastrado' },
        },
      },
    });
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Ações de João Ávila' }));
    await user.click(await screen.findByRole('menuitem', { hidden: true, name: 'Editar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar usuário' });
    const email = await within(dialog).findByLabelText(/^E-mail/);
    expect(email).toHaveValue('joao@example.com');
    expect(within(dialog).getByLabelText(/^Celular/)).toHaveValue('(65) 99999-8888');
    await user.clear(email);
    await user.type(email, 'outro@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(email).toHaveAccessibleDescription(/Este e-mail já está cadastrado/));
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      nome: 'João Ávila',
      email: 'outro@example.com',
      celular: '(65)99999-8888',
    });
    expect(within(dialog).getByRole('button', { name: 'Salvar' })).toBeEnabled();
  });

  it('after an e-mail change, tells that the user must confirm the new address', async () => {
    signIn({ role: 'administrador', id: 1 });
    mockApi({
      'GET /api/Admin/Usuario': page([joao]),
      'GET /api/Admin/Usuario/7': { body: { data: detalhe } },
      'PUT /api/Admin/Usuario/7': {
        body: {
          data: { ...detalhe.usuario, emailPendente: 'novo@example.com', status: 'troca-de-email' },
          message: 'Dados do usuário alterados.',
        },
      },
    });
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Ações de João Ávila' }));
    await user.click(await screen.findByRole('menuitem', { hidden: true, name: 'Editar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar usuário' });
    const email = await within(dialog).findByLabelText(/^E-mail/);
    await user.clear(email);
    await user.type(email, 'novo@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(
      await within(dialog).findByText(
        'O novo e-mail (novo@example.com) só passa a valer quando o usuário confirmar o código enviado a ele. Até lá, o login continua com joao@example.com.',
      ),
    ).toBeInTheDocument();
  });
});
