import type { AdminTema, AdminTipo } from '@guia/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '@/lib/auth-store';
import { mockApi, ok, sentBody, signIn } from '@/testing/mock-api';
import { renderRoute } from '@/testing/render-route';
import { TemaPage } from './tema-page';

const tema: AdminTema = {
  id: 3,
  titulo: 'Cartilhas',
  descricao: 'Guias',
  icone: 'icn-cartilha',
  totalMaterial: 0,
};
const gestao: AdminTipo = {
  id: 5,
  tema_id: 3,
  titulo: 'Gestão',
  descricao: 'D',
  icone: 'icn-principio-1',
  categorias: [6],
  totalMaterial: 2,
};
const categorias = ok({
  items: [
    {
      id: 6,
      sigla: 'PR',
      titulo: 'Produtor',
      descricao: 'Produtor rural / pecuária',
      cor: '#1b5e20',
      ativo: true,
      totalUnidades: 3,
      emUso: true,
    },
    {
      id: 2,
      sigla: 'VA',
      titulo: 'Varejo',
      descricao: 'Varejo',
      cor: '#0d47a1',
      ativo: true,
      totalUnidades: 0,
      emUso: false,
    },
    {
      id: 9,
      sigla: 'XX',
      titulo: 'Antiga',
      descricao: 'Antiga',
      cor: '#555555',
      ativo: false,
      totalUnidades: 0,
      emUso: false,
    },
  ],
  pagination: { page: 1, pageSize: 100, totalItems: 3, totalPages: 1 },
});
const lista = (items: AdminTipo[]) =>
  ok({ tema, items, pagination: { page: 1, pageSize: 50, totalItems: items.length, totalPages: 1 } });

function renderPage() {
  return renderRoute([{ path: '/admin/materiais/:temaId', element: <TemaPage /> }], {
    path: '/admin/materiais/3',
  });
}

afterEach(() => {
  authStore.set(null);
  vi.unstubAllGlobals();
});

describe('Admin.Materiais.Categorias', () => {
  it('names the theme and says "Nenhuma categoria encontrada" when it has none', async () => {
    signIn({ role: 'administrador' });
    mockApi({
      'GET /api/Admin/MaterialApoio/TipoMaterial/3': lista([]),
      'GET /api/Admin/Categoria': categorias,
    });
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Cartilhas' })).toBeInTheDocument();
    expect(await screen.findByText('Nenhuma categoria encontrada')).toBeInTheDocument();
  });

  it('edits a type keeping its platform categories, and links each type to its materials', async () => {
    signIn({ role: 'administrador' });
    const api = mockApi({
      'GET /api/Admin/MaterialApoio/TipoMaterial/3': lista([gestao]),
      'PUT /api/Admin/MaterialApoio/TipoMaterial/3/5': ok(gestao),
      'GET /api/Admin/Categoria': categorias,
    });
    const { user } = renderPage();
    expect(await screen.findByRole('link', { name: 'Gestão' })).toHaveAttribute(
      'href',
      '/admin/materiais/3/5',
    );
    await user.click(screen.getByRole('button', { name: 'Editar a categoria Gestão' }));
    const modal = await screen.findByRole('dialog', { name: 'Editar categoria' });
    const nome = within(modal).getByRole('textbox', { name: 'Nome' });
    await user.clear(nome);
    await user.type(nome, 'Gestão da fazenda');
    await user.click(within(modal).getByRole('button', { name: 'Concluir' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sentBody(api, '/api/Admin/MaterialApoio/TipoMaterial/3/5')).toEqual({
      titulo: 'Gestão da fazenda',
      descricao: 'D',
      icone: 'icn-principio-1',
      categorias: [6],
    });
  });

  it('adds a type offered to the platform categories chosen (none chosen: every category)', async () => {
    signIn({ role: 'administrador' });
    const api = mockApi({
      'GET /api/Admin/MaterialApoio/TipoMaterial/3': lista([]),
      'POST /api/Admin/MaterialApoio/TipoMaterial/3': ok(gestao),
      'GET /api/Admin/Categoria': categorias,
    });
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Adicionar categoria' }));
    const modal = await screen.findByRole('dialog', { name: 'Nova categoria' });
    await user.type(within(modal).getByRole('textbox', { name: 'Nome' }), 'Vídeos');
    await user.type(within(modal).getByRole('textbox', { name: 'Descrição' }), 'Vídeos curtos');
    await user.click(within(modal).getByRole('combobox', { name: 'Ícone' }));
    await user.click(await screen.findByRole('option', { name: /Vídeo/ }));
    await user.click(within(modal).getByRole('combobox', { name: 'Categorias da plataforma' }));
    expect(await screen.findByRole('option', { name: 'Antiga (desativada)' })).toBeInTheDocument();
    await user.click(screen.getByRole('option', { name: 'Produtor rural / pecuária' }));
    await user.click(within(modal).getByRole('button', { name: 'Concluir' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sentBody(api, '/api/Admin/MaterialApoio/TipoMaterial/3')).toEqual({
      titulo: 'Vídeos',
      descricao: 'Vídeos curtos',
      icone: 'icn-video',
      categorias: [6],
    });
  });
});
