import type { AdminFaqTopico } from '@guia/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '@/lib/auth-store';
import { mockApi, ok, signIn } from '@/testing/mock-api';
import { renderRoute } from '@/testing/render-route';
import { FaqTopicosPage } from './faq-topicos-page';

const topico = (id: number, ordem: number, titulo: string, totalItems = 2): AdminFaqTopico => ({
  id,
  ordem,
  titulo,
  descricao: '',
  totalItems,
});
const TOPICOS = [
  topico(11, 1, 'Sobre o Guia'),
  topico(12, 2, 'Preenchimento', 5),
  topico(13, 3, 'Relatórios', 0),
];

const page = (items: AdminFaqTopico[]) => ({
  body: { data: { items, pagination: { page: 1, pageSize: 100, totalItems: items.length, totalPages: 1 } } },
});

function renderPage(path = '/admin/ajuda') {
  return renderRoute(
    [
      { path: '/admin/ajuda', element: <FaqTopicosPage /> },
      { path: '/admin/ajuda/:faqId', element: <p>Perguntas do tópico</p> },
    ],
    { path },
  );
}

afterEach(() => {
  authStore.set(null);
  vi.unstubAllGlobals();
});

describe('Admin.Ajuda', () => {
  it('lists the topics in order and moves one up with the keyboard-reachable button, saving the whole order', async () => {
    signIn({ role: 'administrador' });
    const api = mockApi({
      'GET /api/Admin/Faq': page(TOPICOS),
      'PUT /api/Admin/Faq/Ordem': ok(null, 'Ordem salva'),
    });
    const { user } = renderPage();
    const table = await screen.findByRole('table', { name: 'Tópicos da FAQ' });
    await within(table).findByText('Preenchimento');
    expect(api.calls[0]?.path).toBe('/api/Admin/Faq?order=asc&page=1&pageSize=100&sort=ordem');
    expect(screen.getByText('3 tópicos')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mover Tópico Sobre o Guia para cima' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Mover Tópico Relatórios para cima' }));
    await waitFor(() => expect(api.calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(api.calls.find((c) => c.method === 'PUT')).toMatchObject({
      path: '/api/Admin/Faq/Ordem',
      body: { ids: [11, 13, 12] },
    });
    expect(await screen.findByText('Ordem salva')).toBeInTheDocument();
  });

  it('offers a keyboard drag handle with Portuguese instructions for screen readers', async () => {
    signIn({ role: 'administrador' });
    mockApi({ 'GET /api/Admin/Faq': page(TOPICOS) });
    renderPage();
    const handle = await screen.findByRole('button', { name: 'Arrastar Tópico Sobre o Guia' });
    const instrucoes = document.getElementById(handle.getAttribute('aria-describedby') ?? '');
    expect(instrucoes).toHaveTextContent(/pressione Espaço ou Enter no botão de arrastar/);
    expect(handle).toBeEnabled();
  });

  it('with a search, shows a plain sortable table without moves, and links back to the producers’ order', async () => {
    signIn({ role: 'administrador' });
    const api = mockApi({ 'GET /api/Admin/Faq': page([TOPICOS[1]!]) });
    renderPage('/admin/ajuda?q=preench');
    await screen.findByText('Preenchimento');
    expect(api.calls[0]?.path).toBe('/api/Admin/Faq?order=asc&page=1&q=preench&sort=ordem');
    expect(screen.queryByRole('button', { name: /para cima/ })).toBeNull();
    expect(
      screen.getByText('Para mudar a ordem, limpe a busca e volte à ordenação pela coluna Ordem.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar à ordem dos produtores' })).toHaveAttribute(
      'href',
      '/admin/ajuda',
    );
  });

  it("says 'Nenhuma pergunta encontrada' for an empty list", async () => {
    signIn({ role: 'administrador' });
    mockApi({ 'GET /api/Admin/Faq': page([]) });
    renderPage();
    expect(await screen.findByText('Nenhuma pergunta encontrada')).toBeInTheDocument();
  });

  it('adds a topic, showing the server’s field message, then closes on success', async () => {
    signIn({ role: 'administrador' });
    let tentativas = 0;
    const api = mockApi({
      'GET /api/Admin/Faq': page(TOPICOS),
      'POST /api/Admin/Faq': () => {
        tentativas += 1;
        return tentativas === 1
          ? {
              status: 400,
              body: { error: 'x', clientMessage: 'Título em uso', fields: { titulo: 'Título em uso' } },
            }
          : {
              status: 201,
              ...ok({ id: 14, titulo: 'Materiais', descricao: '', ordem: 4, items: [] }, 'Tópico cadastrado'),
            };
      },
    });
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Adicionar tópico' }));
    const dialog = await screen.findByRole('dialog', { name: 'Novo tópico' });
    await user.click(within(dialog).getByRole('button', { name: 'Concluir' }));
    expect(await within(dialog).findByText('Informe o título do tópico')).toBeInTheDocument();
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);

    await user.type(within(dialog).getByRole('textbox', { name: 'Título' }), 'Materiais');
    await user.click(within(dialog).getByRole('button', { name: 'Concluir' }));
    expect(await within(dialog).findByText('Título em uso')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Concluir' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Novo tópico' })).toBeNull());
    expect(api.calls.filter((c) => c.method === 'POST').at(-1)?.body).toEqual({
      titulo: 'Materiais',
      descricao: '',
    });
  });

  it('deletes a topic after confirmation; a refusal re-enables the button', async () => {
    signIn({ role: 'administrador' });
    let tentativas = 0;
    mockApi({
      'GET /api/Admin/Faq': page(TOPICOS),
      'DELETE /api/Admin/Faq/12': () => {
        tentativas += 1;
        return tentativas === 1
          ? { status: 404, body: { error: 'x', clientMessage: 'Tópico não encontrado' } }
          : ok(null, 'Tópico excluído');
      },
    });
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Excluir Preenchimento' }));
    const dialog = await screen.findByRole('dialog', { name: 'Excluir tópico' });
    expect(
      within(dialog).getByText('Deseja realmente excluir o tópico "Preenchimento" e as suas 5 perguntas?'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    expect(await within(dialog).findByText('Tópico não encontrado')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Excluir' })).toBeEnabled();
    await user.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Excluir tópico' })).toBeNull());
  });
});
