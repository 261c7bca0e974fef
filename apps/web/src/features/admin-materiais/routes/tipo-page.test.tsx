import type { AdminMaterial, AdminTema, AdminTipo } from '@guia/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '@/lib/auth-store';
import { mockApi, ok, signIn } from '@/testing/mock-api';
import { renderRoute } from '@/testing/render-route';
import { TipoPage } from './tipo-page';

const tema: AdminTema = {
  id: 3,
  titulo: 'Cartilhas',
  descricao: 'D',
  icone: 'icn-cartilha',
  totalMaterial: 1,
};
const tipo: AdminTipo = {
  id: 5,
  tema_id: 3,
  titulo: 'Gestão',
  descricao: 'D',
  icone: 'icn-principio-1',
  categorias: [],
  totalMaterial: 1,
};
const guia: AdminMaterial = {
  id: 9,
  titulo: 'Cartilha de gestão',
  descricao: 'Como organizar a fazenda',
  url: 'Material/material/abc.pdf',
  nomearquivo: 'gestao.pdf',
  tipoConteudo: 'application/pdf',
  tamanho: 1000,
  link: null,
  atualizadoEm: '2026-05-01T10:00:00.000Z',
};

const lista = (items: AdminMaterial[]) =>
  ok({ tema, tipo, items, pagination: { page: 1, pageSize: 50, totalItems: items.length, totalPages: 1 } });

const BASE = '/api/Admin/MaterialApoio/Material/3/5';

function renderPage() {
  return renderRoute([{ path: '/admin/materiais/:temaId/:tipoId', element: <TipoPage /> }], {
    path: '/admin/materiais/3/5',
  });
}

afterEach(() => {
  authStore.set(null);
  vi.unstubAllGlobals();
});

describe('Admin.Materiais.Tipo', () => {
  it('shows the theme, the type and its materials, or "Nenhum material encontrado"', async () => {
    signIn({ role: 'administrador' });
    mockApi({ [`GET ${BASE}`]: lista([guia]) });
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Gestão' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Lista de materiais' });
    expect(await within(table).findByText('Cartilha de gestão')).toBeInTheDocument();
    expect(
      within(table).getByRole('button', { name: 'Abrir gestao.pdf em uma nova janela' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar para as categorias do tema' })).toHaveAttribute(
      'href',
      '/admin/materiais/3',
    );
  });

  it('adds a material as a multipart form with one file, after the warning that every user can access it', async () => {
    signIn({ role: 'administrador' });
    const api = mockApi({ [`GET ${BASE}`]: lista([]), [`POST ${BASE}`]: ok(guia) });
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Adicionar material' }));
    const modal = await screen.findByRole('dialog', { name: 'Cadastre um novo material' });
    expect(
      within(modal).getByText('Todos os usuários da plataforma poderão acessar este material.'),
    ).toBeInTheDocument();

    await user.click(within(modal).getByRole('button', { name: 'Concluir' }));
    expect(await within(modal).findByText('Informe o título do material')).toBeInTheDocument();
    expect(within(modal).getByText('Informe a descrição do material')).toBeInTheDocument();
    expect(within(modal).getByText('Selecione um arquivo.')).toBeInTheDocument();

    await user.type(within(modal).getByRole('textbox', { name: 'Título' }), 'Cartilha de gestão');
    await user.type(within(modal).getByRole('textbox', { name: 'Descrição' }), 'Como organizar');
    const arquivo = new File(['%PDF-1.4'], 'gestao.pdf', { type: 'application/pdf' });
    const input = modal.querySelector('input[type="file"]') as HTMLInputElement;
    expect(input).toHaveAttribute('accept', expect.stringContaining('.pdf'));
    await user.upload(input, arquivo);
    // The clear button shown once a file is chosen is named (axe: button-name).
    expect(within(modal).getByRole('button', { name: 'Remover o arquivo escolhido' })).toBeInTheDocument();
    await user.click(within(modal).getByRole('button', { name: 'Concluir' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    const post = api.calls.find((c) => c.method === 'POST');
    const form = post?.body as FormData;
    expect(form).toBeInstanceOf(FormData);
    expect(form.get('titulo')).toBe('Cartilha de gestão');
    expect(form.get('descricao')).toBe('Como organizar');
    expect((form.get('arquivo') as File).name).toBe('gestao.pdf');
    expect(form.getAll('arquivo')).toHaveLength(1);
  });

  it('shows the server’s refusal of a file on the form and re-enables Concluir', async () => {
    signIn({ role: 'administrador' });
    const mensagem =
      'O conteúdo do arquivo "foto.png" não corresponde à sua extensão. Envie o arquivo original.';
    mockApi({
      [`GET ${BASE}`]: lista([]),
      [`POST ${BASE}`]: {
        status: 400,
        body: { error: mensagem, clientMessage: mensagem, fields: { arquivo: mensagem } },
      },
    });
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Adicionar material' }));
    const modal = await screen.findByRole('dialog', { name: 'Cadastre um novo material' });
    await user.type(within(modal).getByRole('textbox', { name: 'Título' }), 'Foto');
    await user.type(within(modal).getByRole('textbox', { name: 'Descrição' }), 'D');
    await user.upload(
      modal.querySelector('input[type="file"]') as HTMLInputElement,
      new File(['MZ'], 'foto.png'),
    );
    const concluir = within(modal).getByRole('button', { name: 'Concluir' });
    await user.click(concluir);
    await waitFor(() =>
      expect(
        within(modal)
          .getAllByRole('alert')
          .some((a) => a.textContent?.includes(mensagem)),
      ).toBe(true),
    );
    expect(within(modal).getAllByText(mensagem).length).toBeGreaterThan(0);
    expect(concluir).toBeEnabled();
  });

  it('edits a material without a new file: only the texts are sent', async () => {
    signIn({ role: 'administrador' });
    const api = mockApi({ [`GET ${BASE}`]: lista([guia]), [`PUT ${BASE}/9`]: ok(guia) });
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Editar o material Cartilha de gestão' }));
    const modal = await screen.findByRole('dialog', { name: 'Editar material' });
    expect(within(modal).getByText('Arquivo atual: gestao.pdf')).toBeInTheDocument();
    const titulo = within(modal).getByRole('textbox', { name: 'Título' });
    await user.clear(titulo);
    await user.type(titulo, 'Novo título');
    await user.click(within(modal).getByRole('button', { name: 'Concluir' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const form = api.calls.find((c) => c.method === 'PUT')?.body as FormData;
    expect(form.get('titulo')).toBe('Novo título');
    expect(form.has('arquivo')).toBe(false);
  });
});
