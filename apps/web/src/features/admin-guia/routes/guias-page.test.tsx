import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '@/lib/auth-store';
import { mockApi, signIn } from '@/testing/mock-api';
import { renderRoute } from '@/testing/render-route';
import { guiaFixture, paginaDeGuias } from '../testing/fixtures';
import { GuiasPage } from './guias-page';

const g2025 = guiaFixture({
  id: 3,
  ano: 2025,
  disponivel: true,
  situacao: 'disponivel',
  datadisponivel: '2025-03-10T12:00:00.000Z',
  totalRespondido: 12345,
  totalQuestionarios: 13000,
});
const g2026 = guiaFixture({ id: 4, ano: 2026 });
const g2024 = guiaFixture({ id: 2, ano: 2024, situacao: 'fechado', totalRespondido: 800 });

function renderPage(path = '/admin/guia') {
  return renderRoute(
    [
      { path: '/admin/guia', element: <GuiasPage /> },
      { path: '/admin/guia/:productId', element: <p>Princípios do Guia</p> },
    ],
    { path },
  );
}

const listCalls = (calls: { method: string; path: string }[]) =>
  calls.filter((c) => c.method === 'GET' && c.path.startsWith('/api/Admin/Guia?'));

afterEach(() => {
  authStore.set(null);
  vi.unstubAllGlobals();
});

describe('Admin.Guia', () => {
  it('lists the editions newest first with totals and their state, and sorts on the server', async () => {
    signIn({ role: 'administrador' });
    const { calls } = mockApi({ 'GET /api/Admin/Guia': paginaDeGuias([g2026, g2025, g2024]) });
    const { user } = renderPage();
    const table = await screen.findByRole('table', { name: 'Edições do Guia' });
    await within(table).findByText('2026');
    expect(listCalls(calls)[0]?.path).toBe('/api/Admin/Guia?order=desc&page=1&sort=ano');
    expect(screen.getByRole('heading', { level: 1, name: 'Guia' })).toBeInTheDocument();
    expect(screen.getByText('3 edições')).toBeInTheDocument();
    const [r2026, r2025, r2024] = within(table).getAllByRole('row').slice(1);
    expect(r2026).toHaveTextContent('Rascunho');
    expect(within(r2026!).getByRole('button', { name: 'Disponibilizar' })).toBeInTheDocument();
    expect(r2025).toHaveTextContent('12.345');
    expect(r2025).toHaveTextContent('Disponível desde 03/2025');
    expect(within(r2025!).getByRole('button', { name: 'Fechar' })).toBeInTheDocument();
    expect(r2024).toHaveTextContent('Fechado');
    expect(within(r2025!).getByRole('link', { name: '2025' })).toHaveAttribute('href', '/admin/guia/3');

    await user.click(screen.getByRole('button', { name: 'Ordenar por Total Respondido' }));
    await waitFor(() =>
      expect(listCalls(calls).at(-1)?.path).toBe('/api/Admin/Guia?order=asc&page=1&sort=totalRespondido'),
    );
  });

  it('shows the empty text', async () => {
    signIn({ role: 'administrador' });
    mockApi({ 'GET /api/Admin/Guia': paginaDeGuias([]) });
    renderPage();
    expect(await screen.findByText('Nenhum Guia encontrado')).toBeInTheDocument();
  });

  it('creates an edition: the year is required, a 409 shows under Ano, a success closes and refreshes', async () => {
    signIn({ role: 'administrador' });
    let criado = false;
    const { calls } = mockApi({
      'GET /api/Admin/Guia': () => paginaDeGuias(criado ? [g2026, g2025] : [g2025]),
      'POST /api/Admin/Guia': (body) => {
        if ((body as { ano: number }).ano === 2025) {
          return {
            status: 409,
            body: {
              error: 'Já existe um Guia para 2025',
              clientMessage: 'Já existe um Guia para 2025',
              fields: { ano: 'Já existe um Guia para este ano' },
            },
          };
        }
        criado = true;
        return { status: 201, body: { data: g2026, message: 'Guia 2026 cadastrado.' } };
      },
    });
    const { user } = renderPage();
    await screen.findByText('2025');
    await user.click(screen.getByRole('button', { name: 'Cadastrar novo Guia' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cadastrar novo Guia' });
    const ano = within(dialog).getByRole('textbox', { name: /^Ano/ });
    expect(ano).toHaveAttribute('placeholder', 'Ex: 2020');
    expect(ano).toBeRequired();

    await user.click(within(dialog).getByRole('button', { name: 'Concluir' }));
    await waitFor(() => expect(ano).toHaveAccessibleDescription('Informe o ano'));
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    await user.type(ano, '2025');
    await user.click(within(dialog).getByRole('button', { name: 'Concluir' }));
    await waitFor(() => expect(ano).toHaveAccessibleDescription('Já existe um Guia para este ano'));
    expect(within(dialog).getByRole('button', { name: 'Concluir' })).toBeEnabled();

    await user.clear(ano);
    await user.type(ano, '2026');
    await user.click(within(dialog).getByRole('button', { name: 'Concluir' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
      { ano: 2025 },
      { ano: 2026 },
    ]);
    expect(await screen.findByText('Guia 2026 cadastrado.')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: '2026' })).toBeInTheDocument();
  });

  it('duplicates an edition for the suggested next year', async () => {
    signIn({ role: 'administrador' });
    const { calls } = mockApi({
      'GET /api/Admin/Guia': paginaDeGuias([g2025]),
      'POST /api/Admin/Guia/3': { status: 201, body: { data: g2026, message: 'Guia duplicado.' } },
    });
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Mais ações do Guia 2025' }));
    await user.click(await screen.findByRole('menuitem', { hidden: true, name: 'Duplicar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Duplicar o Guia 2025' });
    expect(within(dialog).getByRole('textbox', { name: /^Ano/ })).toHaveValue('2026');
    await user.click(within(dialog).getByRole('button', { name: 'Concluir' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({
      path: '/api/Admin/Guia/3',
      body: { ano: 2026 },
    });
  });
});

describe('Admin.Guia', () => {
  it('makes a draft available through the modal, the button disabled while the call runs', async () => {
    signIn({ role: 'administrador' });
    let release: () => void = () => {};
    let disponivel = false;
    const { calls } = mockApi({
      'GET /api/Admin/Guia': () =>
        paginaDeGuias([
          disponivel
            ? { ...g2026, disponivel: true, situacao: 'disponivel', datadisponivel: '2026-01-05T12:00:00Z' }
            : g2026,
        ]),
      'PUT /api/Admin/Guia/4': () =>
        new Promise((resolve) => {
          release = () => {
            disponivel = true;
            resolve({ body: { data: g2026, message: 'Guia disponibilizado.' } });
          };
        }),
    });
    const { user } = renderPage();
    const table = await screen.findByRole('table', { name: 'Edições do Guia' });
    await user.click(await within(table).findByRole('button', { name: 'Disponibilizar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Disponibilizar o Guia 2026' });
    const confirmar = within(dialog).getByRole('button', { name: 'Disponibilizar' });
    await user.click(confirmar);
    await waitFor(() => expect(confirmar).toBeDisabled());
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ disponibilizar: true });
    release();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await within(table).findByText('Disponível desde 01/2026')).toBeInTheDocument();
    expect(within(table).getByRole('button', { name: 'Fechar' })).toBeInTheDocument();
  });

  it('closes an available edition with PUT disponibilizar false', async () => {
    signIn({ role: 'administrador' });
    const { calls } = mockApi({
      'GET /api/Admin/Guia': paginaDeGuias([g2025]),
      'PUT /api/Admin/Guia/3': { body: { data: g2025, message: 'Guia fechado.' } },
    });
    const { user } = renderPage();
    const table = await screen.findByRole('table', { name: 'Edições do Guia' });
    await user.click(await within(table).findByRole('button', { name: 'Fechar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Fechar o Guia 2025' });
    await user.click(within(dialog).getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.find((c) => c.method === 'PUT')).toMatchObject({
      path: '/api/Admin/Guia/3',
      body: { disponibilizar: false },
    });
  });

  it('offers no delete for an edition with questionnaires, and says why before any click', async () => {
    signIn({ role: 'administrador' });
    const { calls } = mockApi({ 'GET /api/Admin/Guia': paginaDeGuias([g2025]) });
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Mais ações do Guia 2025' }));
    const excluir = await screen.findByRole('menuitem', { hidden: true, name: /Excluir/ });
    expect(excluir).toBeDisabled();
    expect(excluir).toHaveAccessibleDescription(
      'Não pode ser excluído: já tem questionários. Use “Fechar” para encerrá-lo.',
    );
    await user.click(excluir);
    expect(screen.queryByRole('dialog', { name: 'Excluir o Guia 2025' })).not.toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(0);
  });

  it('shows the server’s refusal when a questionnaire appeared since the list loaded', async () => {
    signIn({ role: 'administrador' });
    const motivo = 'Este Guia já tem questionários e não pode ser excluído. Use "Fechar" para retirá-lo.';
    const { calls } = mockApi({
      'GET /api/Admin/Guia': paginaDeGuias([g2026]),
      'DELETE /api/Admin/Guia/4': { status: 409, body: { error: motivo, clientMessage: motivo } },
    });
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Mais ações do Guia 2026' }));
    await user.click(await screen.findByRole('menuitem', { hidden: true, name: 'Excluir' }));
    const dialog = await screen.findByRole('dialog', { name: 'Excluir o Guia 2026' });
    await user.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(motivo);
    expect(within(dialog).getByRole('button', { name: 'Excluir' })).toBeEnabled();
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(1);
  });
});
