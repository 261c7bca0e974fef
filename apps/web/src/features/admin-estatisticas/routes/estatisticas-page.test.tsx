import type { AdminEstatisticas } from '@guia/shared';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '@/lib/auth-store';
import { mockApi, signIn } from '@/testing/mock-api';
import { renderRoute } from '@/testing/render-route';
import { EstatisticasPage } from './estatisticas-page';

const CATEGORIAS = [
  { id: 3, sigla: 'VAR', titulo: 'Varejo', descricao: 'Varejo', cor: '#aa3300', ativo: true },
  { id: 6, sigla: 'PEC', titulo: 'Produtor', descricao: 'Produtor rural', cor: '#2b7a3d', ativo: true },
];

function resposta(patch: Partial<AdminEstatisticas> = {}): AdminEstatisticas {
  return {
    novosCadastros: 12500,
    guiaEntregues: 3400,
    guiaPreenchidos: 3512,
    blocoPercentuais: [1, 2, 3, 4, 5].map((p) => ({
      principio: p,
      atendido: 40,
      naoAtendido: 50,
      naoPreenchido: 10,
    })),
    blocoAproveitamento: { aproveitamento: [46, 30, 85, 56, 55], potencial: 42, percentual: 54 },
    categorias: [
      { id: 3, sigla: 'VAR', descricao: 'Varejo', cor: '#aa3300', total: 1, percentual: 33 },
      { id: 6, sigla: 'PEC', descricao: 'Produtor rural', cor: '#2b7a3d', total: 2000, percentual: 67 },
    ],
    areaGuiaEntregue: 1250000.5,
    rebanhoGuiaEntregue: 3400000,
    objetos: 2001,
    ...patch,
  };
}

afterEach(() => {
  authStore.set(null);
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

function renderPage(path = '/admin/estatisticas') {
  return renderRoute([{ path: '/admin/estatisticas', element: <EstatisticasPage /> }], { path });
}

describe('Admin.Estatisticas', () => {
  it('greets the administrator and shows the numbers in pt-BR formats', async () => {
    signIn({ role: 'administrador', nome: 'Ana Admin' });
    const { calls } = mockApi({
      'GET /api/Categoria': { body: { data: CATEGORIAS } },
      'POST /api/Admin/Estatisticas': { body: { data: resposta() } },
    });
    renderPage();
    expect(screen.getByText('Olá, Ana Admin')).toBeInTheDocument();
    expect(await screen.findByText('12.500')).toBeInTheDocument();
    expect(screen.getByText('3.400')).toBeInTheDocument();
    expect(screen.getByText('3.512')).toBeInTheDocument();
    expect(screen.getByText('1.250.000,5 ha')).toBeInTheDocument();
    expect(screen.getByText('3.400.000 cabeças')).toBeInTheDocument();
    expect(screen.getByText('2.000 unidades')).toBeInTheDocument();
    expect(screen.getByText('1 unidade')).toBeInTheDocument();
    // The card names the category by its short title.
    expect(
      await screen.findByRole('progressbar', { name: 'Produtor: 67% das unidades' }),
    ).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/Admin/Estatisticas')?.body).toEqual({});
  });

  it('draws the charts after one second; choosing a principle shows its percentage', async () => {
    signIn({ role: 'administrador' });
    mockApi({
      'GET /api/Categoria': { body: { data: CATEGORIAS } },
      'POST /api/Admin/Estatisticas': { body: { data: resposta() } },
    });
    const { user } = renderPage();
    await screen.findByText('12.500');
    expect(screen.getByText('Preparando os gráficos…')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Trabalhadores' })).not.toBeInTheDocument();
    const botao = await screen.findByRole('button', { name: 'Trabalhadores' }, { timeout: 2000 });
    await user.click(botao);
    expect(botao).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('Trabalhadores: 85%')).toBeInTheDocument();
    // Every value as text for screen readers, and the total.
    expect(screen.getByRole('table', { name: 'Aproveitamento médio por princípio' })).toHaveTextContent(
      'Gestão46%',
    );
    expect(screen.getByText('Média do aproveitamento dos Guias entregues: 54%')).toBeInTheDocument();
  });

  it("says 'Sem dados' for a percent with nothing to divide by, never 0%", async () => {
    signIn({ role: 'administrador' });
    mockApi({
      'GET /api/Categoria': { body: { data: CATEGORIAS } },
      'POST /api/Admin/Estatisticas': {
        body: {
          data: resposta({
            guiaEntregues: 0,
            blocoAproveitamento: {
              aproveitamento: [null, null, null, null, null],
              potencial: 0,
              percentual: null,
            },
            categorias: [
              { id: 3, sigla: 'VAR', descricao: 'Varejo', cor: '#aa3300', total: 0, percentual: null },
            ],
          }),
        },
      },
    });
    renderPage();
    expect(await screen.findByRole('progressbar', { name: 'Varejo: sem dados' })).toBeInTheDocument();
    expect(screen.getByText('Sem dados')).toBeInTheDocument();
    expect(
      await screen.findAllByText('Sem dados: nenhum Guia entregue com estes filtros.', {}, { timeout: 2000 }),
    ).toHaveLength(2);
    expect(screen.queryByText(/(^|\D)0%/)).not.toBeInTheDocument();
  });

  it('sends the chosen filters in the body', async () => {
    signIn({ role: 'administrador' });
    const { calls } = mockApi({
      'GET /api/Categoria': { body: { data: CATEGORIAS } },
      'POST /api/Admin/Estatisticas': (body) => ({
        body: { data: resposta({ guiaEntregues: (body as { uf?: string }).uf === 'MT' ? 7 : 3400 }) },
      }),
    });
    const { user, router } = renderPage();
    await screen.findByText('12.500');
    await user.selectOptions(screen.getByLabelText('Intervalo'), 'Último ano');
    await user.selectOptions(screen.getByLabelText('Categoria'), 'Produtor');
    await user.selectOptions(screen.getByLabelText('UF'), 'MT – Mato Grosso');
    await waitFor(() =>
      expect(calls.filter((c) => c.path === '/api/Admin/Estatisticas').at(-1)?.body).toEqual({
        intervalo: '1 year',
        categoria: 6,
        uf: 'MT',
      }),
    );
    expect(await screen.findByText('7')).toBeInTheDocument();
    // The filters are in the URL, so the view can be shared.
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      intervalo: 'ultimo-ano',
      categoria: '6',
      uf: 'MT',
    });
  });

  it('restores the filters from the URL and asks the server with them', async () => {
    signIn({ role: 'administrador' });
    const { calls } = mockApi({
      'GET /api/Categoria': { body: { data: CATEGORIAS } },
      'POST /api/Admin/Estatisticas': { body: { data: resposta() } },
    });
    renderPage('/admin/estatisticas?uf=GO&intervalo=ultimo-ano');
    await screen.findByText('12.500');
    expect(calls.find((c) => c.path === '/api/Admin/Estatisticas')?.body).toEqual({
      intervalo: '1 year',
      uf: 'GO',
    });
    expect(screen.getByLabelText('UF')).toHaveValue('GO');
    expect(screen.getByLabelText('Intervalo')).toHaveValue('1 year');
  });
});
