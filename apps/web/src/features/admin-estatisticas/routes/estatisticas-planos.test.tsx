import type { AdminEstatisticas, AdminEstatisticasPlanos } from '@guia/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '@/lib/auth-store';
import { mockApi, signIn } from '@/testing/mock-api';
import { renderRoute } from '@/testing/render-route';
import { EstatisticasPage } from './estatisticas-page';

// Issue 17 §4: the 'Planos de ação' section of Admin.Estatisticas.

const ESTATISTICAS: AdminEstatisticas = {
  novosCadastros: 10,
  guiaEntregues: 4,
  guiaPreenchidos: 5,
  blocoPercentuais: [],
  blocoAproveitamento: { aproveitamento: [null, null, null, null, null], potencial: 0, percentual: null },
  categorias: [],
  areaGuiaEntregue: 0,
  rebanhoGuiaEntregue: 0,
  objetos: 0,
};

const TITULOS = ['Gestão', 'Comunidades', 'Trabalhadores', 'Meio Ambiente', 'Cadeia de Valor'];

function planos(patch: Partial<AdminEstatisticasPlanos> = {}): AdminEstatisticasPlanos {
  return {
    minProdutores: 5,
    resumo: { planos: 1240, unidades: 1100, itens: 6012, oculto: false },
    principios: TITULOS.map((titulo, i) => ({
      codigo: i + 1,
      titulo,
      itens: i === 4 ? null : 1000 + i,
      oculto: i === 4,
    })),
    indicadores: [
      {
        linhagem: 'a',
        codigo: '1.1.1',
        titulo: 'Planejamento com metas definidas',
        principio: 1,
        itens: 320,
        itensOculto: false,
        avaliados: 90,
        atingidas: 60,
        percentualAtingidas: 66,
        metasOculto: false,
      },
      {
        linhagem: 'b',
        codigo: '5.1.1',
        titulo: 'Rastreabilidade dos animais',
        principio: 5,
        itens: null,
        itensOculto: true,
        avaliados: null,
        atingidas: null,
        percentualAtingidas: null,
        metasOculto: true,
      },
    ],
    ...patch,
  };
}

afterEach(() => {
  authStore.set(null);
  vi.unstubAllGlobals();
});

function renderPage(path = '/admin/estatisticas') {
  return renderRoute([{ path: '/admin/estatisticas', element: <EstatisticasPage /> }], { path });
}

const secao = async () => within(await screen.findByRole('region', { name: 'Planos de ação' }));

describe('Admin.Estatisticas: Planos de ação', () => {
  it('shows plans, actions by principle and by indicator, as the producers’ declaration', async () => {
    signIn({ role: 'administrador' });
    const { calls } = mockApi({
      'GET /api/Categoria': { body: { data: [] } },
      'POST /api/Admin/Estatisticas': { body: { data: ESTATISTICAS } },
      'POST /api/Admin/Estatisticas/PlanosAcao': { body: { data: planos() } },
    });
    renderPage();
    const s = await secao();
    expect(await s.findByRole('region', { name: 'Planos feitos' })).toHaveTextContent('1.240');
    expect(s.getByRole('region', { name: 'Unidades com plano' })).toHaveTextContent('1.100');
    expect(s.getByRole('region', { name: 'Ações planejadas' })).toHaveTextContent('6.012');
    expect(s.getByText('Autoavaliação declarada pelo produtor; não é uma certificação.')).toBeInTheDocument();
    expect(s.queryByText(/certificad/i)).not.toBeInTheDocument();

    const principios = s.getByRole('table', { name: 'Ações por princípio' });
    expect(within(principios).getByRole('row', { name: /Gestão/ })).toHaveTextContent('1.000');
    // Under the floor: a dash, and the reason read out.
    const oculto = within(principios).getByRole('row', { name: /Cadeia de Valor/ });
    expect(oculto).toHaveTextContent('—');
    expect(oculto).toHaveTextContent('Menos de 5 produtores: não exibido para preservar a confidencialidade');

    const indicadores = s.getByRole('table', { name: 'Ações planejadas e metas atingidas por indicador' });
    expect(
      within(indicadores).getByRole('columnheader', { name: '% de metas atingidas' }),
    ).toBeInTheDocument();
    const linha = within(indicadores).getByRole('row', { name: /1\.1\.1 Planejamento/ });
    for (const valor of ['320', '90', '60', '66%']) expect(linha).toHaveTextContent(valor);
    const escondida = within(indicadores).getByRole('row', { name: /5\.1\.1 Rastreabilidade/ });
    expect(within(escondida).getAllByText('—')).toHaveLength(4);
    expect(escondida).not.toHaveTextContent(/\d+%/);
    expect(calls.find((c) => c.path === '/api/Admin/Estatisticas/PlanosAcao')?.body).toEqual({});
  });

  it('hides the whole summary under the floor and explains the dash', async () => {
    signIn({ role: 'administrador' });
    mockApi({
      'GET /api/Categoria': { body: { data: [] } },
      'POST /api/Admin/Estatisticas': { body: { data: ESTATISTICAS } },
      'POST /api/Admin/Estatisticas/PlanosAcao': {
        body: {
          data: planos({
            minProdutores: 3,
            resumo: { planos: null, unidades: null, itens: null, oculto: true },
          }),
        },
      },
    });
    renderPage();
    const s = await secao();
    const card = await s.findByRole('region', { name: 'Planos feitos' });
    expect(card).toHaveTextContent('—');
    expect(card).toHaveTextContent('Menos de 3 produtores: não exibido para preservar a confidencialidade');
    expect(
      s.getByText(
        'Os números seguem os filtros acima. Um número calculado sobre menos de 3 produtores aparece como —, para preservar a confidencialidade.',
      ),
    ).toBeInTheDocument();
  });

  it("follows the page's filters from the URL", async () => {
    signIn({ role: 'administrador' });
    const { calls } = mockApi({
      'GET /api/Categoria': { body: { data: [] } },
      'POST /api/Admin/Estatisticas': { body: { data: ESTATISTICAS } },
      'POST /api/Admin/Estatisticas/PlanosAcao': { body: { data: planos() } },
    });
    renderPage('/admin/estatisticas?uf=GO&intervalo=ultimo-ano&categoria=6');
    await secao();
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/api/Admin/Estatisticas/PlanosAcao')?.body).toEqual({
        intervalo: '1 year',
        uf: 'GO',
        categoria: 6,
      }),
    );
  });

  it('offers a reload when the figures cannot be read, leaving the rest of the page', async () => {
    signIn({ role: 'administrador' });
    mockApi({
      'GET /api/Categoria': { body: { data: [] } },
      'POST /api/Admin/Estatisticas': { body: { data: ESTATISTICAS } },
      'POST /api/Admin/Estatisticas/PlanosAcao': {
        status: 500,
        body: { error: 'Erro', clientMessage: 'Erro' },
      },
    });
    renderPage();
    const s = await secao();
    expect(await s.findByText('Não foi possível carregar os planos de ação.')).toBeInTheDocument();
    expect(s.getByRole('button', { name: 'Recarregar dados' })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Novos cadastrados' })).toHaveTextContent('10');
  });
});
