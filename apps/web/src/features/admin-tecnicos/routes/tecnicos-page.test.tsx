import { type AdminTecnicoItem, MENSAGENS_ADMIN_TECNICO } from '@guia/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '@/lib/auth-store';
import { seriousA11yViolations } from '@/testing/axe';
import { mockApi, ok, signIn } from '@/testing/mock-api';
import { renderRoute } from '@/testing/render-route';
import { TecnicosPage } from './tecnicos-page';

const maria: AdminTecnicoItem = {
  usuario_id: 7,
  nome: 'Maria Souza',
  instituicao: 'Instituto X',
  registro_profissional: 'CREA-GO 12345',
  uf: 'GO',
  status: 'credenciado',
  solicitado_em: '2026-03-01T12:00:00.000Z',
  decidido_em: '2026-03-02T12:00:00.000Z',
  autorizacoes_ativas: 3,
};
const joao: AdminTecnicoItem = {
  ...maria,
  usuario_id: 8,
  nome: 'João Lima',
  instituicao: 'Cooperativa Vale Verde',
  registro_profissional: 'CRMV-MT 77',
  uf: 'MT',
  status: 'pendente',
  solicitado_em: '2026-05-18T12:00:00.000Z',
  decidido_em: null,
  autorizacoes_ativas: 0,
};

const pagina = (items: AdminTecnicoItem[], totalItems = items.length, totalPages = 1) =>
  ok({ items, pagination: { page: 1, pageSize: 50, totalItems, totalPages } });

const leituras = (calls: { method: string; path: string }[]) =>
  calls.filter((c) => c.method === 'GET' && c.path.startsWith('/api/Admin/Tecnicos'));

function renderPage(path = '/admin/tecnicos') {
  return renderRoute([{ path: '/admin/tecnicos', element: <TecnicosPage /> }], { path });
}

afterEach(() => {
  authStore.set(null);
  vi.unstubAllGlobals();
});

describe("Admin 'Técnicos': the list (issue 18 §1)", () => {
  it('asks the server for the URL’s page, sort, search and filters, and shows the rows with their status', async () => {
    signIn({ role: 'administrador' });
    const { calls } = mockApi({ 'GET /api/Admin/Tecnicos': pagina([maria, joao], 120, 3) });
    renderPage('/admin/tecnicos?page=2&sort=nome&order=asc&q=souza&status=credenciado&uf=GO');
    const tabela = await screen.findByRole('table', { name: 'Lista de técnicos' });
    await within(tabela).findByText('Maria Souza');
    expect(leituras(calls)[0]?.path).toBe(
      '/api/Admin/Tecnicos?order=asc&page=2&q=souza&sort=nome&status=credenciado&uf=GO',
    );
    expect(screen.getByText('120 técnicos')).toBeInTheDocument();
    const [linhaMaria, linhaJoao] = within(tabela).getAllByRole('row').slice(1);
    expect(linhaMaria).toHaveTextContent('Instituto X');
    expect(linhaMaria).toHaveTextContent('CREA-GO 12345');
    expect(linhaMaria).toHaveTextContent('Credenciado');
    expect(linhaMaria).toHaveTextContent('01/03/2026');
    expect(linhaJoao).toHaveTextContent('Pendente');
    expect(screen.getByRole('combobox', { name: 'Situação' })).toHaveValue('credenciado');
    expect(screen.getByRole('combobox', { name: 'UF' })).toHaveValue('GO');
    expect(screen.getByRole('searchbox', { name: 'Buscar por nome, CPF ou instituição' })).toHaveValue(
      'souza',
    );
    expect(await seriousA11yViolations()).toEqual([]);
  });

  it('lists the newest requests first by default; a filter goes to the URL and back to page 1', async () => {
    signIn({ role: 'administrador' });
    const { calls } = mockApi({ 'GET /api/Admin/Tecnicos': pagina([joao]) });
    const { user, router } = renderPage('/admin/tecnicos?page=2');
    await screen.findByText('João Lima');
    expect(leituras(calls)[0]?.path).toBe('/api/Admin/Tecnicos?order=desc&page=2&sort=solicitado_em');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Situação' }), 'Pendente');
    await waitFor(() => expect(router.state.location.search).toBe('?status=pendente'));
    await waitFor(() =>
      expect(leituras(calls).at(-1)?.path).toBe(
        '/api/Admin/Tecnicos?order=desc&page=1&sort=solicitado_em&status=pendente',
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Ordenar por Autorizações ativas' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?status=pendente&sort=autorizacoes_ativas&order=asc'),
    );
  });
});

describe("Admin 'Técnicos': accrediting and suspending", () => {
  it('accredits a pending technician after a confirmation, toasts the server message and reads the list again', async () => {
    signIn({ role: 'administrador' });
    let credenciado = false;
    const { calls } = mockApi({
      'GET /api/Admin/Tecnicos': () =>
        pagina([{ ...joao, status: credenciado ? 'credenciado' : 'pendente' }]),
      'POST /api/Admin/Tecnicos/8/Credenciar': () => {
        credenciado = true;
        return ok({ ...joao, status: 'credenciado' }, MENSAGENS_ADMIN_TECNICO.credenciado);
      },
    });
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Ações de João Lima' }));
    // A pending request can be accredited or suspended (refused).
    expect(await screen.findByRole('menuitem', { hidden: true, name: 'Suspender' })).toBeInTheDocument();
    await user.click(screen.getByRole('menuitem', { hidden: true, name: 'Credenciar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Credenciar técnico' });
    expect(dialog).toHaveTextContent('Credenciar João Lima (Cooperativa Vale Verde, registro CRMV-MT 77)?');
    expect(await seriousA11yViolations(dialog)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Credenciar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
    expect(await screen.findByText(MENSAGENS_ADMIN_TECNICO.credenciado)).toBeInTheDocument();
    const linha = within(screen.getByRole('table')).getAllByRole('row')[1]!;
    await waitFor(() => expect(linha).toHaveTextContent('Credenciado'));
  });

  it('suspends only after saying every grant is cut at once; an accredited one is not offered Credenciar', async () => {
    signIn({ role: 'administrador' });
    const { calls } = mockApi({
      'GET /api/Admin/Tecnicos': pagina([maria]),
      'POST /api/Admin/Tecnicos/7/Suspender': ok(
        { ...maria, status: 'suspenso' },
        MENSAGENS_ADMIN_TECNICO.suspenso,
      ),
    });
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Ações de Maria Souza' }));
    expect(screen.queryByRole('menuitem', { hidden: true, name: 'Credenciar' })).toBeNull();
    await user.click(await screen.findByRole('menuitem', { hidden: true, name: 'Suspender' }));
    const dialog = await screen.findByRole('dialog', { name: 'Suspender técnico' });
    expect(dialog).toHaveTextContent(
      'Suspender Maria Souza? Todas as autorizações dele deixam de valer na hora (3 ativas agora), e ele não poderá pedir acesso a produtores.',
    );
    await user.click(within(dialog).getAllByRole('button', { name: 'Cancelar' }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Ações de Maria Souza' }));
    await user.click(await screen.findByRole('menuitem', { hidden: true, name: 'Suspender' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Suspender técnico' })).getByRole('button', {
        name: 'Suspender',
      }),
    );
    expect(await screen.findByText(MENSAGENS_ADMIN_TECNICO.suspenso)).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual([
      '/api/Admin/Tecnicos/7/Suspender',
    ]);
  });
});
