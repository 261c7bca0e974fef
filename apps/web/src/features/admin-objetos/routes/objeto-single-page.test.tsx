import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '@/lib/auth-store';
import { mockApi, signIn } from '@/testing/mock-api';
import { detalheFixture } from '../testing/fixtures';
import { renderAdminObjetos } from '../testing/render';

const SLOW = { timeout: 15_000 };

beforeEach(() => signIn({ role: 'administrador' }));
afterEach(() => {
  authStore.set(null);
  vi.unstubAllGlobals();
});

const anos = () =>
  within(screen.getByRole('table', { name: 'Guias da unidade' }))
    .getAllByRole('row')
    .slice(1)
    .map((r) => (r as HTMLTableRowElement).cells[0]?.textContent);

describe('Admin.Objeto.Single', () => {
  it('shows the unit, its owner and its Guias; a finished one opens the report', async () => {
    const { calls } = mockApi({ 'GET /api/Admin/Objeto/7': { body: { data: detalheFixture() } } });
    const { router, user } = renderAdminObjetos('/admin/objetos/7');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Fazenda Boa Vista' }, SLOW),
    ).toBeInTheDocument();
    expect(screen.getByText('Estrada do Capim, km 12')).toBeInTheDocument();
    expect(screen.getByText('Cuiabá')).toBeInTheDocument();
    expect(screen.getByText('MT')).toBeInTheDocument();
    expect(screen.getByText('Quantidade de Guias').nextElementSibling).toHaveTextContent('3');
    expect(screen.getByText('João Pecuarista')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'joao@example.com' })).toHaveAttribute(
      'href',
      'mailto:joao@example.com',
    );
    expect(calls.map((c) => c.path)).toContain('/api/Admin/Objeto/7');

    // Newest first by default; the year column sorts both ways.
    expect(anos()).toEqual(['2026', '2025', '2024']);
    await user.click(screen.getByRole('button', { name: 'Ordenar por Ano' }));
    expect(anos()).toEqual(['2024', '2025', '2026']);
    await user.click(screen.getByRole('button', { name: 'Ordenar por Total Respondido' }));
    expect(anos()[0]).toBe('2026');

    const linha2026 = screen.getByRole('row', { name: /2026/ });
    expect(within(linha2026).getByText('45%')).toBeInTheDocument();
    expect(within(linha2026).queryByRole('link')).toBeNull();

    await user.type(screen.getByRole('searchbox', { name: 'Buscar pelo ano' }), '2030');
    expect(await screen.findByText('Nenhum Guia encontrado')).toBeInTheDocument();
    await user.clear(screen.getByRole('searchbox', { name: 'Buscar pelo ano' }));
    await waitFor(() => expect(anos()).toHaveLength(3));

    const tag = screen.getByRole('link', { name: 'Abrir o relatório de desempenho do Guia 2025' });
    expect(tag).toHaveTextContent('finalizado');
    expect(tag).toHaveAttribute('href', '/admin/objetos/7/3?questionario=30');
    await user.click(tag);
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/objetos/7/3'));
    expect(await screen.findByTestId('relatorio')).toHaveTextContent('questionario=30 user=41');
  }, 30_000);

  it('says so when the unit does not exist', async () => {
    mockApi({});
    renderAdminObjetos('/admin/objetos/99');
    expect(await screen.findByText('Unidade não encontrada.', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar às unidades' })).toHaveAttribute(
      'href',
      '/admin/objetos',
    );
  }, 30_000);
});

describe('Admin.Objeto.Desempenho', () => {
  it("hands the report the owner's id, the questionnaire and admin links", async () => {
    mockApi({ 'GET /api/Admin/Objeto/7': { body: { data: detalheFixture() } } });
    renderAdminObjetos('/admin/objetos/7/3?questionario=30&relatorio=prioridades');
    expect(await screen.findByTestId('relatorio', {}, SLOW)).toHaveTextContent(
      'prioridades objeto=7 edicao=3 questionario=30 user=41',
    );
    expect(screen.getByTestId('em-nome-de')).toHaveTextContent(
      'Relatório de João Pecuarista (joao@example.com), visto como administrador.',
    );
    expect(screen.getByRole('link', { name: 'completo' })).toHaveAttribute(
      'href',
      '/admin/objetos/7/3?questionario=30&relatorio=completo',
    );
    expect(screen.getByRole('link', { name: 'Voltar aos Guias da unidade' })).toHaveAttribute(
      'href',
      '/admin/objetos/7',
    );
  }, 30_000);

  it('opens the latest finished questionnaire of the edition without a questionnaire in the URL', async () => {
    mockApi({ 'GET /api/Admin/Objeto/7': { body: { data: detalheFixture() } } });
    renderAdminObjetos('/admin/objetos/7/3');
    expect(await screen.findByTestId('relatorio', {}, SLOW)).toHaveTextContent(
      'desempenho objeto=7 edicao=3 questionario=null user=41',
    );
  }, 30_000);
});
