import type { AdminUsuarioDetalhe } from '@guia/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '@/lib/auth-store';
import { mockApi, signIn } from '@/testing/mock-api';
import { renderRoute } from '@/testing/render-route';
import { UsuarioSinglePage } from './usuario-single-page';

const categoria = { id: 6, sigla: 'PR', titulo: 'Produtor', descricao: 'Produtor rural', cor: '#2f7d32' };
const detalhe: AdminUsuarioDetalhe = {
  usuario: {
    id: 7,
    nome: 'João Ávila',
    email: 'joao@example.com',
    celular: '65999998888',
    uf: 'MT',
    role: 'visitante',
    status: 'troca-de-email',
    criadoEm: '2025-03-10T12:00:00.000Z',
    emailPendente: 'joao.novo@example.com',
  },
  objetos: [
    {
      id: 11,
      nomeunidade: 'Fazenda Boa Vista',
      categoria,
      uf: 'MT',
      municipio: 'Cuiabá',
      guias: 2,
      ultimoFinalizadoEm: '2025-06-15T12:00:00.000Z',
    },
    {
      id: 12,
      nomeunidade: 'Água Limpa',
      categoria,
      uf: 'MT',
      municipio: 'Sinop',
      guias: 0,
      ultimoFinalizadoEm: null,
    },
  ],
};

const acesso = (id: number, acao: string, detalhes: Record<string, unknown> = {}) => ({
  id,
  criadoEm: '2026-03-12T17:05:00.000Z',
  atorNome: 'Ana Admin',
  acao,
  detalhes,
});

afterEach(() => {
  authStore.set(null);
  vi.unstubAllGlobals();
});

function renderSingle(path = '/admin/usuarios/7') {
  return renderRoute(
    [
      { path: '/admin/usuarios/:userId', element: <UsuarioSinglePage /> },
      { path: '/admin/usuarios/:userId/:objectId', element: <p>Unidade do usuário</p> },
    ],
    { path },
  );
}

describe('Admin.Usuarios.Single', () => {
  it('shows the user, their units sorted by name and the admin access trail in Portuguese', async () => {
    signIn({ role: 'administrador', id: 1 });
    mockApi({
      'GET /api/Admin/Usuario/7': { body: { data: detalhe } },
      'GET /api/Admin/Usuario/7/Acessos': {
        body: {
          data: {
            items: [
              acesso(3, 'usuario.editar', { campos: ['nome', 'email'] }),
              acesso(2, 'usuario.role', { de: 'visitante', para: 'administrador' }),
              acesso(1, 'usuario.ver'),
            ],
            pagination: { page: 1, pageSize: 20, totalItems: 3, totalPages: 1 },
          },
        },
      },
    });
    renderSingle();
    expect(await screen.findByRole('heading', { name: 'João Ávila', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('(65) 99999-8888')).toBeInTheDocument();
    expect(screen.getByText('joao.novo@example.com')).toBeInTheDocument();
    expect(screen.getByText('Troca de e-mail pendente')).toBeInTheDocument();

    const unidades = screen.getByRole('table', { name: 'Unidades do usuário' });
    const linhas = within(unidades).getAllByRole('row').slice(1);
    expect(linhas.map((l) => within(l).getAllByRole('cell')[0]?.textContent)).toEqual([
      'Água Limpa',
      'Fazenda Boa Vista',
    ]);
    expect(within(unidades).getByRole('link', { name: 'Fazenda Boa Vista' })).toHaveAttribute(
      'href',
      '/admin/usuarios/7/11',
    );
    expect(linhas[1]).toHaveTextContent('Cuiabá - MT');
    expect(linhas[1]).toHaveTextContent(/junho de 2025/);

    const trilha = await screen.findByRole('table', { name: 'Histórico de acessos de administradores' });
    await within(trilha).findByText('Editou os dados do usuário (nome, e-mail)');
    expect(within(trilha).getByText('Alterou o papel de Visitante para Administrador')).toBeInTheDocument();
    expect(within(trilha).getByText('Consultou os dados do usuário')).toBeInTheDocument();
    expect(within(trilha).getAllByText('12/03/2026 14:05')).toHaveLength(3);
    expect(within(trilha).getAllByText('Ana Admin')).toHaveLength(3);
  });

  it('sorts and searches the units on the screen, accents ignored', async () => {
    signIn({ role: 'administrador', id: 1 });
    mockApi({
      'GET /api/Admin/Usuario/7': { body: { data: detalhe } },
      'GET /api/Admin/Usuario/7/Acessos': {
        body: { data: { items: [], pagination: { page: 1, pageSize: 20, totalItems: 0, totalPages: 0 } } },
      },
    });
    const { user } = renderSingle('/admin/usuarios/7?sort=guias&order=desc');
    const unidades = await screen.findByRole('table', { name: 'Unidades do usuário' });
    await within(unidades).findByText('Fazenda Boa Vista');
    const primeira = () => within(unidades).getAllByRole('row')[1];
    expect(primeira()).toHaveTextContent('Fazenda Boa Vista');
    await user.type(screen.getByRole('searchbox', { name: 'Buscar unidade por nome' }), 'agua');
    await waitFor(() => expect(within(unidades).getAllByRole('row')).toHaveLength(2));
    expect(primeira()).toHaveTextContent('Água Limpa');
    expect(await screen.findByText('Nenhum acesso registrado')).toBeInTheDocument();
  });

  it('pages the access trail', async () => {
    signIn({ role: 'administrador', id: 1 });
    const { calls } = mockApi({
      'GET /api/Admin/Usuario/7': { body: { data: detalhe } },
      'GET /api/Admin/Usuario/7/Acessos': (_body, url) => {
        const page = Number(url.searchParams.get('page'));
        return {
          body: {
            data: {
              items: [acesso(page, page === 1 ? 'usuario.ver' : 'relatorio.desempenho')],
              pagination: { page, pageSize: 20, totalItems: 21, totalPages: 2 },
            },
          },
        };
      },
    });
    const { user } = renderSingle();
    const trilha = await screen.findByRole('table', { name: 'Histórico de acessos de administradores' });
    await within(trilha).findByText('Consultou os dados do usuário');
    await user.click(screen.getByRole('button', { name: 'Ir para a página 2' }));
    expect(await within(trilha).findByText('Abriu o relatório de desempenho')).toBeInTheDocument();
    expect(calls.map((c) => c.path)).toContain('/api/Admin/Usuario/7/Acessos?page=2&pageSize=20');
  });
});
