import type { AdminTema } from '@guia/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '@/lib/auth-store';
import { mockApi, ok, sentBody, signIn } from '@/testing/mock-api';
import { renderRoute } from '@/testing/render-route';
import { TemasPage } from './temas-page';

const cartilhas: AdminTema = {
  id: 3,
  titulo: 'Cartilhas',
  descricao: 'Guias práticos',
  icone: 'icn-cartilha',
  totalMaterial: 1250,
};

const page = (items: AdminTema[]) => ({
  body: { data: { items, pagination: { page: 1, pageSize: 50, totalItems: items.length, totalPages: 1 } } },
});

function renderPage(path = '/admin/materiais') {
  return renderRoute(
    [
      { path: '/admin/materiais', element: <TemasPage /> },
      { path: '/admin/materiais/:temaId', element: <p>Categorias do tema</p> },
    ],
    { path },
  );
}

afterEach(() => {
  authStore.set(null);
  vi.unstubAllGlobals();
});

describe('Admin.Materiais', () => {
  it('asks the server for the URL’s search and sort and shows each theme with its icon, total and link', async () => {
    signIn({ role: 'administrador' });
    const { calls } = mockApi({ 'GET /api/Admin/MaterialApoio': page([cartilhas]) });
    renderPage('/admin/materiais?q=cart&sort=totalMaterial&order=desc');
    const table = await screen.findByRole('table', { name: 'Lista de temas' });
    const linha = (await within(table).findByText('Cartilhas')).closest('tr')!;
    expect(calls.find((c) => c.method === 'GET')?.path).toBe(
      '/api/Admin/MaterialApoio?order=desc&page=1&q=cart&sort=totalMaterial',
    );
    expect(linha).toHaveTextContent('1.250');
    expect(linha.querySelector('svg')).not.toBeNull();
    expect(within(linha).getByRole('link', { name: 'Cartilhas' })).toHaveAttribute(
      'href',
      '/admin/materiais/3',
    );
    expect(screen.getByText('1 tema')).toBeInTheDocument();
  });

  it('says "Nenhum tema encontrado" when there is none', async () => {
    signIn({ role: 'administrador' });
    mockApi({ 'GET /api/Admin/MaterialApoio': page([]) });
    renderPage();
    expect(await screen.findByText('Nenhum tema encontrado')).toBeInTheDocument();
  });

  it('adds a theme: name, description and icon required, the icon picked from the spec’s list', async () => {
    signIn({ role: 'administrador' });
    const api = mockApi({
      'GET /api/Admin/MaterialApoio': page([]),
      'POST /api/Admin/MaterialApoio': ok(cartilhas),
    });
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Adicionar tema' }));
    const modal = await screen.findByRole('dialog', { name: 'Novo tema' });
    await user.click(within(modal).getByRole('button', { name: 'Concluir' }));
    expect(await within(modal).findByText('Informe o nome do tema')).toBeInTheDocument();
    expect(within(modal).getByText('Informe a descrição do tema')).toBeInTheDocument();
    expect(within(modal).getByText('Escolha um ícone da lista')).toBeInTheDocument();
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);

    await user.type(within(modal).getByRole('textbox', { name: 'Nome' }), 'Cartilhas');
    await user.type(within(modal).getByRole('textbox', { name: 'Descrição' }), 'Guias práticos');
    await user.click(within(modal).getByRole('combobox', { name: 'Ícone' }));
    expect(screen.getAllByRole('option')).toHaveLength(11);
    await user.click(screen.getByRole('option', { name: 'Cartilha' }));
    await user.click(within(modal).getByRole('button', { name: 'Concluir' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sentBody(api, '/api/Admin/MaterialApoio')).toEqual({
      titulo: 'Cartilhas',
      descricao: 'Guias práticos',
      icone: 'icn-cartilha',
    });
  });

  it('deletes after "Deseja realmente excluir o tema?"; a failed call re-enables the button', async () => {
    signIn({ role: 'administrador' });
    let falhar = true;
    const api = mockApi({
      'GET /api/Admin/MaterialApoio': page([cartilhas]),
      'DELETE /api/Admin/MaterialApoio/3': () =>
        falhar ? { status: 500, body: { error: 'Erro', clientMessage: 'Erro' } } : ok(null, 'Tema excluído.'),
    });
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Excluir o tema Cartilhas' }));
    const modal = await screen.findByRole('dialog', { name: 'Excluir tema' });
    expect(within(modal).getByText('Deseja realmente excluir o tema?')).toBeInTheDocument();
    const excluir = within(modal).getByRole('button', { name: 'Excluir' });
    await user.click(excluir);
    await waitFor(() => expect(excluir).toBeEnabled());
    expect(screen.getByRole('dialog', { name: 'Excluir tema' })).toBeInTheDocument();
    falhar = false;
    await user.click(excluir);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls.filter((c) => c.method === 'DELETE')).toHaveLength(2);
  });
});
