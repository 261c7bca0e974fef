import type { AdminCategoria } from '@guia/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '@/lib/auth-store';
import { mockApi, ok, sentBody, signIn } from '@/testing/mock-api';
import { renderRoute } from '@/testing/render-route';
import { CategoriasPage } from './categorias-page';

const varejo: AdminCategoria = {
  id: 3,
  sigla: 'VAR',
  titulo: 'Varejo',
  descricao: 'Supermercados e açougues',
  cor: '#b3261e',
  ativo: true,
  totalUnidades: 12,
  emUso: true,
};

const lista = (items: AdminCategoria[]) =>
  ok({ items, pagination: { page: 1, pageSize: 50, totalItems: items.length, totalPages: 1 } });

function renderPage() {
  return renderRoute([{ path: '/admin/categorias', element: <CategoriasPage /> }], {
    path: '/admin/categorias',
  });
}

afterEach(() => {
  authStore.set(null);
  vi.unstubAllGlobals();
});

describe('Admin.Categorias', () => {
  it('lists the categories, or "Nenhuma categoria encontrada"', async () => {
    signIn({ role: 'administrador' });
    mockApi({ 'GET /api/Admin/Categoria': lista([]) });
    renderPage();
    expect(await screen.findByText('Nenhuma categoria encontrada')).toBeInTheDocument();
  });

  it('adds a category with sigla, name, description and a colour', async () => {
    signIn({ role: 'administrador' });
    const api = mockApi({
      'GET /api/Admin/Categoria': lista([varejo]),
      'POST /api/Admin/Categoria': ok(varejo),
    });
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Adicionar categoria' }));
    const modal = await screen.findByRole('dialog', { name: 'Adicionar categoria' });
    await user.click(within(modal).getByRole('button', { name: 'Concluir' }));
    expect(await within(modal).findByText('Informe a sigla')).toBeInTheDocument();
    expect(within(modal).getByText('Informe a descrição da categoria')).toBeInTheDocument();

    await user.type(within(modal).getByRole('textbox', { name: 'Sigla' }), 'TRD');
    await user.type(within(modal).getByRole('textbox', { name: 'Nome' }), 'Tradings');
    await user.type(within(modal).getByRole('textbox', { name: 'Descrição' }), 'Exportadores');
    await user.type(within(modal).getByRole('textbox', { name: 'Cor' }), '#1a2b3c');
    await user.click(within(modal).getByRole('button', { name: 'Concluir' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sentBody(api, '/api/Admin/Categoria')).toEqual({
      sigla: 'TRD',
      titulo: 'Tradings',
      descricao: 'Exportadores',
      cor: '#1a2b3c',
    });
  });

  it('a category in use: the delete is refused with the server’s reason; deactivating it sends ativo false', async () => {
    signIn({ role: 'administrador' });
    const emUso =
      'Esta categoria está em uso por unidades, indicadores ou materiais de apoio e não pode ser excluída. Desative-a para que deixe de ser oferecida no cadastro.';
    const api = mockApi({
      'GET /api/Admin/Categoria': lista([varejo]),
      'DELETE /api/Admin/Categoria/3': { status: 409, body: { error: emUso, clientMessage: emUso } },
      'PUT /api/Admin/Categoria/3': ok({ ...varejo, ativo: false }),
    });
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Excluir a categoria VAR' }));
    const modal = await screen.findByRole('dialog', { name: 'Excluir categoria' });
    expect(within(modal).getByText('Deseja realmente excluir a categoria?')).toBeInTheDocument();
    expect(within(modal).getByRole('button', { name: 'Cancelar' })).toBeInTheDocument();
    const excluir = within(modal).getByRole('button', { name: 'Excluir' });
    await user.click(excluir);
    expect(await within(modal).findByRole('alert')).toHaveTextContent('não pode ser excluída');
    expect(excluir).toBeEnabled();
    await user.click(within(modal).getByRole('button', { name: 'Cancelar' }));

    await user.click(screen.getByRole('switch', { name: 'Desativar a categoria VAR' }));
    await waitFor(() =>
      expect(api.calls.find((c) => c.method === 'PUT' && c.path === '/api/Admin/Categoria/3')?.body).toEqual({
        ativo: false,
      }),
    );
  });
});
