import type { AdminFaqDetalhe } from '@guia/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '@/lib/auth-store';
import { mockApi, ok, signIn } from '@/testing/mock-api';
import { renderRoute } from '@/testing/render-route';
import { FaqTopicoPage } from './faq-topico-page';

const TOPICO: AdminFaqDetalhe = {
  id: 12,
  titulo: 'Preenchimento',
  descricao: 'Como responder.',
  ordem: 2,
  items: [{ id: 120, titulo: 'Preciso responder tudo de uma vez?', descricao: 'Não.', ordem: 1 }],
};

function renderPage() {
  return renderRoute([{ path: '/admin/ajuda/:faqId', element: <FaqTopicoPage /> }], {
    path: '/admin/ajuda/12',
  });
}

afterEach(() => {
  authStore.set(null);
  vi.unstubAllGlobals();
});

describe('Admin.Ajuda.Single', () => {
  it('adds a question: pergunta and resposta required, Cancelar closes without a call, Concluir saves', async () => {
    signIn({ role: 'administrador' });
    const api = mockApi({
      'GET /api/Admin/Faq/12': ok(TOPICO),
      'POST /api/Admin/Faq/12/Item': { status: 201, ...ok(TOPICO, 'Pergunta cadastrada') },
    });
    const { user } = renderPage();
    expect(await screen.findByRole('heading', { name: 'Preenchimento', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Preciso responder tudo de uma vez?' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Adicionar pergunta' }));
    let dialog = await screen.findByRole('dialog', { name: 'Nova pergunta' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Adicionar pergunta' }));
    dialog = await screen.findByRole('dialog', { name: 'Nova pergunta' });
    await user.click(within(dialog).getByRole('button', { name: 'Concluir' }));
    expect(await within(dialog).findByText('Informe a pergunta')).toBeInTheDocument();
    expect(within(dialog).getByText('Informe a resposta')).toBeInTheDocument();
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);

    await user.type(within(dialog).getByRole('textbox', { name: 'Pergunta' }), 'Posso usar o celular?');
    await user.type(within(dialog).getByRole('textbox', { name: 'Resposta' }), 'Sim.');
    await user.click(within(dialog).getByRole('button', { name: 'Concluir' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({
      titulo: 'Posso usar o celular?',
      descricao: 'Sim.',
    });
  });

  it('edits and deletes a question', async () => {
    signIn({ role: 'administrador' });
    const api = mockApi({
      'GET /api/Admin/Faq/12': ok(TOPICO),
      'PUT /api/Admin/Faq/12/Item/120': ok(TOPICO, 'Pergunta atualizada'),
      'DELETE /api/Admin/Faq/12/Item/120': ok(null, 'Pergunta excluída'),
    });
    const { user } = renderPage();
    await user.click(
      await screen.findByRole('button', { name: 'Editar a pergunta Preciso responder tudo de uma vez?' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Editar pergunta' });
    const resposta = within(dialog).getByRole('textbox', { name: 'Resposta' });
    expect(resposta).toHaveValue('Não.');
    await user.type(resposta, ' As respostas ficam salvas.');
    await user.click(within(dialog).getByRole('button', { name: 'Concluir' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls.find((c) => c.method === 'PUT')?.body).toEqual({
      titulo: 'Preciso responder tudo de uma vez?',
      descricao: 'Não. As respostas ficam salvas.',
    });

    await user.click(
      screen.getByRole('button', { name: 'Excluir a pergunta Preciso responder tudo de uma vez?' }),
    );
    const confirmar = await screen.findByRole('dialog', { name: 'Excluir pergunta' });
    await user.click(within(confirmar).getByRole('button', { name: 'Excluir' }));
    await waitFor(() => expect(api.calls.some((c) => c.method === 'DELETE')).toBe(true));
    expect(await screen.findByText('Pergunta excluída')).toBeInTheDocument();
  });

  it("shows 'Nenhuma pergunta encontrada' for a topic without questions, and the server's 404", async () => {
    signIn({ role: 'administrador' });
    mockApi({ 'GET /api/Admin/Faq/12': ok({ ...TOPICO, items: [] }) });
    const { unmount } = renderPage();
    expect(await screen.findByText('Nenhuma pergunta encontrada')).toBeInTheDocument();
    unmount();
    mockApi({
      'GET /api/Admin/Faq/12': { status: 404, body: { error: 'x', clientMessage: 'Tópico não encontrado' } },
    });
    renderPage();
    expect(await screen.findByText('Tópico não encontrado', { selector: 'div' })).toBeInTheDocument();
  });
});
