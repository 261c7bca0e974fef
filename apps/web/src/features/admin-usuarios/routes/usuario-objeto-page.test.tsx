import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '@/lib/auth-store';
import { mockApi, signIn } from '@/testing/mock-api';
import { renderRoute } from '@/testing/render-route';
import { UsuarioObjetoPage } from './usuario-objeto-page';

const categoria = { id: 6, sigla: 'PR', descricao: 'Produtor rural', cor: '#2f7d32' };

afterEach(() => {
  authStore.set(null);
  vi.unstubAllGlobals();
});

describe('Admin.Usuario.Objeto.Single', () => {
  it('shows the unit and its Guias; a finished one opens the performance report', async () => {
    signIn({ role: 'administrador', id: 1 });
    mockApi({
      'GET /api/Admin/Objeto/11': {
        body: {
          data: {
            objeto: {
              id: 11,
              nomeunidade: 'Fazenda Boa Vista',
              endereco: null,
              municipio: 'Cuiabá',
              uf: 'MT',
              categoria,
              area: 120,
              rebanho: 300,
              dono: { id: 7, nome: 'João Ávila', email: 'joao@example.com' },
            },
            guias: [
              {
                edicaoId: 3,
                ano: 2024,
                questionarioId: 30,
                totalRespondido: 100,
                finalizado: true,
                finalizadoEm: null,
              },
              {
                edicaoId: 4,
                ano: 2025,
                questionarioId: 40,
                totalRespondido: 42.4,
                finalizado: false,
                finalizadoEm: null,
              },
            ],
          },
        },
      },
    });
    renderRoute([{ path: '/admin/usuarios/:userId/:objectId', element: <UsuarioObjetoPage /> }], {
      path: '/admin/usuarios/7/11',
    });
    expect(await screen.findByRole('heading', { name: 'Fazenda Boa Vista', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('João Ávila (joao@example.com)')).toBeInTheDocument();
    const tabela = screen.getByRole('table', { name: 'Guias da unidade' });
    const linhas = within(tabela).getAllByRole('row').slice(1);
    // Newest year first.
    expect(linhas[0]).toHaveTextContent('2025');
    expect(linhas[0]).toHaveTextContent('42%');
    expect(linhas[0]).toHaveTextContent('em andamento');
    expect(within(linhas[1]!).getByRole('link', { name: /finalizado/ })).toHaveAttribute(
      'href',
      '/admin/usuarios/7/11/3',
    );
  });

  it('shows the empty text', async () => {
    signIn({ role: 'administrador', id: 1 });
    mockApi({
      'GET /api/Admin/Objeto/11': {
        body: {
          data: {
            objeto: {
              id: 11,
              nomeunidade: 'Fazenda Boa Vista',
              endereco: null,
              municipio: 'Cuiabá',
              uf: 'MT',
              categoria,
              area: null,
              rebanho: null,
              dono: { id: 7, nome: 'João Ávila', email: 'joao@example.com' },
            },
            guias: [],
          },
        },
      },
    });
    renderRoute([{ path: '/admin/usuarios/:userId/:objectId', element: <UsuarioObjetoPage /> }], {
      path: '/admin/usuarios/7/11',
    });
    expect(await screen.findByText('Nenhum Guia encontrado')).toBeInTheDocument();
  });
});
