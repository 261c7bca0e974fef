import type { AdminOnboarding } from '@guia/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '@/lib/auth-store';
import { mockApi, ok, signIn } from '@/testing/mock-api';
import { renderRoute } from '@/testing/render-route';
import { posicoesAlteradas } from '../api/move-onboarding';
import { OnboardingsPage } from './onboardings-page';

const slide = (id: number, ordem: number, titulo: string): AdminOnboarding => ({
  id,
  ordem,
  titulo,
  descricao: `Texto de ${titulo}`,
  imagem: `/api/Onboarding/${id}/imagem?v=abc`,
  nomearquivo: `${id}.png`,
});
const SLIDES = [
  slide(1, 1, 'Boas-vindas!'),
  slide(2, 2, 'Cadastre a sua unidade'),
  slide(3, 3, 'Relatórios'),
];

afterEach(() => {
  authStore.set(null);
  vi.unstubAllGlobals();
});

function renderPage() {
  return renderRoute([{ path: '/admin/onboardings', element: <OnboardingsPage /> }], {
    path: '/admin/onboardings',
  });
}

describe('posicoesAlteradas', () => {
  it('names only the slides a move shifts, with their new positions in order', () => {
    expect(posicoesAlteradas([1, 2, 3, 4], [4, 1, 2, 3])).toEqual([
      { id: 4, ordem: 1 },
      { id: 1, ordem: 2 },
      { id: 2, ordem: 3 },
      { id: 3, ordem: 4 },
    ]);
    expect(posicoesAlteradas([1, 2, 3, 4], [1, 3, 2, 4])).toEqual([
      { id: 3, ordem: 2 },
      { id: 2, ordem: 3 },
    ]);
    expect(posicoesAlteradas([1, 2], [1, 2])).toEqual([]);
  });
});

describe('Admin.Onboardings', () => {
  it('lists the slides in order and saves a move with one PUT Ordem per affected slide', async () => {
    signIn({ role: 'administrador' });
    const api = mockApi({
      'GET /api/Admin/Onboarding': ok(SLIDES),
      'PUT /api/Admin/Onboarding/Ordem/3': ok(null, 'Ordem salva'),
      'PUT /api/Admin/Onboarding/Ordem/2': ok(null, 'Ordem salva'),
    });
    const { user } = renderPage();
    const table = await screen.findByRole('table', { name: 'Slides de boas-vindas' });
    await within(table).findByText('Relatórios');
    const linhas = within(table).getAllByRole('row').slice(1);
    expect(linhas.map((l) => within(l).getAllByRole('cell')[1]?.textContent)).toEqual(['1', '2', '3']);
    expect(within(table).getByText('Cadastre a sua unidade')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Mover Slide Relatórios para cima' }));
    await waitFor(() => expect(api.calls.filter((c) => c.method === 'PUT')).toHaveLength(2));
    expect(api.calls.filter((c) => c.method === 'PUT')).toEqual([
      { method: 'PUT', path: '/api/Admin/Onboarding/Ordem/3', body: { ordem: 2 } },
      { method: 'PUT', path: '/api/Admin/Onboarding/Ordem/2', body: { ordem: 3 } },
    ]);
    expect(await screen.findByText('Ordem salva')).toBeInTheDocument();
  });

  it("says 'Nenhum onboarding encontrado' when there is none", async () => {
    signIn({ role: 'administrador' });
    mockApi({ 'GET /api/Admin/Onboarding': ok([]) });
    renderPage();
    expect(await screen.findByText('Nenhum onboarding encontrado')).toBeInTheDocument();
  });

  it('adds a slide: title, description and image required, sent as multipart form data', async () => {
    signIn({ role: 'administrador' });
    const api = mockApi({
      'GET /api/Admin/Onboarding': ok(SLIDES),
      'POST /api/Admin/Onboarding': { status: 201, ...ok(slide(4, 4, 'Novo'), 'Onboarding cadastrado') },
    });
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Adicionar onboarding' }));
    const dialog = await screen.findByRole('dialog', { name: 'Novo onboarding' });
    await user.click(within(dialog).getByRole('button', { name: 'Concluir' }));
    expect(await within(dialog).findByText('Informe o título')).toBeInTheDocument();
    expect(within(dialog).getByText('Informe a descrição')).toBeInTheDocument();
    expect(within(dialog).getByText('Selecione uma imagem (gif, jpg, jpeg ou png).')).toBeInTheDocument();

    await user.type(within(dialog).getByRole('textbox', { name: 'Título' }), 'Novo');
    await user.type(within(dialog).getByRole('textbox', { name: 'Descrição' }), 'Conheça os materiais.');
    const input = dialog.querySelector<HTMLInputElement>('input[type="file"]')!;
    // The picker offers images only; a file that gets past it (all files shown) is still checked.
    const semFiltro = userEvent.setup({ applyAccept: false });
    await semFiltro.upload(input, new File(['%PDF'], 'cartilha.pdf', { type: 'application/pdf' }));
    await user.click(within(dialog).getByRole('button', { name: 'Concluir' }));
    expect(await within(dialog).findByText('Envie uma imagem gif, jpg, jpeg ou png.')).toBeInTheDocument();
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);

    await user.upload(
      input,
      new File([new Uint8Array([137, 80, 78, 71])], 'slide.png', { type: 'image/png' }),
    );
    // The clear button shown once an image is chosen is named (axe: button-name).
    expect(within(dialog).getByRole('button', { name: 'Remover a imagem escolhida' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Concluir' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Novo onboarding' })).toBeNull());
    const enviado = api.calls.find((c) => c.method === 'POST')?.body as FormData;
    expect(enviado.get('titulo')).toBe('Novo');
    expect(enviado.get('descricao')).toBe('Conheça os materiais.');
    expect((enviado.get('imagem') as File).name).toBe('slide.png');
  });

  it('edits a slide without a new image, and deletes one after confirmation', async () => {
    signIn({ role: 'administrador' });
    const api = mockApi({
      'GET /api/Admin/Onboarding': ok(SLIDES),
      'PUT /api/Admin/Onboarding/2': ok(slide(2, 2, 'Cadastre'), 'Onboarding atualizado'),
      'DELETE /api/Admin/Onboarding/1': ok(null, 'Onboarding excluído'),
    });
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Editar Cadastre a sua unidade' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar onboarding' });
    const titulo = within(dialog).getByRole('textbox', { name: 'Título' });
    await user.clear(titulo);
    await user.type(titulo, 'Cadastre');
    await user.click(within(dialog).getByRole('button', { name: 'Concluir' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Editar onboarding' })).toBeNull());
    const enviado = api.calls.find((c) => c.method === 'PUT')?.body as FormData;
    expect(enviado.get('titulo')).toBe('Cadastre');
    expect(enviado.get('imagem')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Excluir Boas-vindas!' }));
    const confirmar = await screen.findByRole('dialog', { name: 'Excluir onboarding' });
    expect(
      within(confirmar).getByText('Deseja realmente excluir o onboarding "Boas-vindas!"?'),
    ).toBeInTheDocument();
    await user.click(within(confirmar).getByRole('button', { name: 'Excluir' }));
    await waitFor(() => expect(api.calls.some((c) => c.method === 'DELETE')).toBe(true));
  });
});
