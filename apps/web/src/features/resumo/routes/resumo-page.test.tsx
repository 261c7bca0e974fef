import type { GuiaDaUnidade, ObjetoDetalhe } from '@guia/shared';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '@/lib/auth-store';
import { getSelection } from '@/lib/guia-selection';
import { resumoKeys } from '@/lib/query-keys';
import { mockApi, ok, signIn } from '@/testing/mock-api';
import { renderRoute } from '@/testing/render-route';
import { ResumoPage } from './resumo-page';

function objeto(patch: Partial<ObjetoDetalhe>): ObjetoDetalhe {
  return {
    id: 1,
    usuario_id: 1,
    nomeunidade: 'Unidade',
    categoria_id: 2,
    categoria: 'Indústria',
    sigla: 'IND',
    cor: '#1565c0',
    uf: 'SP',
    cidade: 3550308,
    cidadeNome: 'São Paulo',
    endereco: 'São Paulo - SP',
    inscricao_estadual: null,
    car: null,
    cnpj: null,
    atividade_id: null,
    atividade: null,
    sistemaadotado_id: null,
    sistemaadotado: null,
    area: null,
    areapasto: null,
    rebanho: null,
    zonapecuaria: null,
    percentual: 0,
    criadoEm: '2026-01-10T12:00:00Z',
    guia: [],
    ...patch,
  };
}

const fazenda = objeto({
  id: 7,
  nomeunidade: 'Fazenda Boa Vista',
  categoria_id: 6,
  categoria: 'Produtor rural (pecuária)',
  uf: 'GO',
  cidade: 5208707,
  cidadeNome: 'Goiânia',
  inscricao_estadual: '1234567890',
  car: 'GO-5208707-0123456789ABCDEF0123456789ABCDEF',
  atividade: 'Cria',
  sistemaadotado: 'Semi-intensivo',
  area: 1250,
  areapasto: 980,
  rebanho: 3400,
});

function renderPage(path = '/resumo') {
  return renderRoute(
    [
      { path: '/resumo', element: <ResumoPage /> },
      { path: '/cadastrar-unidade', element: <p>Tela de cadastro de unidade</p> },
      { path: '/unidades/:objectId/:productId/:questionarioId', element: <p>Tela do Guia</p> },
      { path: '*', element: <p>Outra página</p> },
    ],
    { path },
  );
}

afterEach(() => {
  authStore.set(null);
  sessionStorage.clear();
  vi.unstubAllGlobals();
});

describe('Resumo', () => {
  it('sends a user with no unit at all to unit registration', async () => {
    signIn();
    mockApi({ 'GET /api/Resumo': { body: { data: { objetos: [] } } } });
    const { router } = renderPage();
    expect(await screen.findByText('Tela de cadastro de unidade')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/cadastrar-unidade');
  });

  it("does not redirect on a cached 'no units' answer: it refetches and shows the unit just registered", async () => {
    signIn();
    mockApi({ 'GET /api/Resumo': { body: { data: { objetos: [fazenda] } } } });
    const { router, queryClient } = renderPage('/outra');
    // The list as it was before the first unit was registered, still in the cache but invalidated.
    queryClient.setQueryData(resumoKeys.all, { objetos: [] });
    await queryClient.invalidateQueries({ queryKey: resumoKeys.all, refetchType: 'none' });
    await router.navigate('/resumo');
    expect(await screen.findByRole('heading', { name: 'Fazenda Boa Vista' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/resumo');
  });

  it('does not redirect when the list fails to load: it offers a retry', async () => {
    signIn();
    let fail = true;
    mockApi({
      'GET /api/Resumo': () =>
        fail
          ? { status: 500, body: { error: 'Erro interno', clientMessage: 'Tente de novo mais tarde.' } }
          : { body: { data: { objetos: [fazenda] } } },
    });
    const { router, user } = renderPage();
    expect(await screen.findByText('Não foi possível carregar as suas unidades.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/resumo');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Recarregar dados' }));
    expect(await screen.findByRole('heading', { name: 'Fazenda Boa Vista' })).toBeInTheDocument();
  });

  it('offers registering a new unit and shows a card per unit with edit link and "* sem relatórios"', async () => {
    signIn();
    mockApi({
      'GET /api/Resumo': {
        body: { data: { objetos: [fazenda, objeto({ id: 8, nomeunidade: 'Frigorífico Central' })] } },
      },
    });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Minhas unidades', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cadastrar nova unidade' })).toHaveAttribute(
      'href',
      '/cadastrar-unidade',
    );
    const cards = await screen.findAllByRole('article');
    expect(cards).toHaveLength(2);
    const card = within(cards[0]!);
    expect(card.getByRole('heading', { name: 'Fazenda Boa Vista' })).toBeInTheDocument();
    expect(card.getByRole('link', { name: 'Editar a unidade Fazenda Boa Vista' })).toHaveAttribute(
      'href',
      '/editar-unidade/7',
    );
    expect(card.getByText('* sem relatórios')).toBeInTheDocument();
  });

  it('opens the technical sheet with the category-6 fields in pt-BR formatting', async () => {
    signIn();
    mockApi({ 'GET /api/Resumo': { body: { data: { objetos: [fazenda] } } } });
    const { user } = renderPage();
    const toggle = await screen.findByRole('button', { name: 'Ficha técnica' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const sheet = document.querySelector('dl') as HTMLElement;
    const pairs = [...sheet.querySelectorAll('dt')].map((dt) => [
      dt.textContent,
      dt.nextElementSibling?.textContent,
    ]);
    expect(pairs).toEqual([
      ['Cidade', 'Goiânia'],
      ['Estado', 'Goiás (GO)'],
      ['Inscrição estadual', '12.345.678-90'],
      ['CAR', 'GO-5208707-0123456789ABCDEF0123456789ABCDEF'],
      ['Categoria', 'Produtor rural (pecuária)'],
      ['Ciclo da atividade', 'Cria'],
      ['Sistema adotado', 'Semi-intensivo'],
      ['Área total', '1.250 ha'],
      ['Área de pasto', '980 ha'],
      ['Rebanho', '3.400 cabeças'],
    ]);
  });

  it('shows only the general fields for another category', async () => {
    signIn();
    mockApi({
      'GET /api/Resumo': {
        body: { data: { objetos: [objeto({ id: 8, nomeunidade: 'Frigorífico Central' })] } },
      },
    });
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Ficha técnica' }));
    const terms = [...document.querySelectorAll('dt')].map((dt) => dt.textContent);
    expect(terms).toEqual(['Cidade', 'Estado', 'Inscrição estadual', 'CAR', 'Categoria']);
    expect(screen.queryByText('Rebanho')).not.toBeInTheDocument();
  });
});

describe('Resumo', () => {
  it("links a unit's finished questionnaires instead of '* sem relatórios'", async () => {
    signIn();
    mockApi({
      'GET /api/Resumo': { body: { data: { objetos: [fazenda] } } },
      'GET /api/Questionario': {
        body: {
          data: [
            {
              id: 3,
              objeto_id: 7,
              questionario_id: 11,
              guia_id: 2,
              nomeunidade: 'Fazenda Boa Vista',
              dataenvio: '2026-03-15T12:00:00Z',
            },
          ],
        },
      },
    });
    renderPage();
    expect(
      await screen.findByRole('link', { name: 'Ver relatório finalizado em 15/03/2026 09:00' }),
    ).toHaveAttribute('href', '/desempenho/7/2/11/relatorio');
    expect(screen.queryByText('* sem relatórios')).not.toBeInTheDocument();
  });

  it("after finishing: two same-year reports told apart by date and time, and no 'Iniciar' again", async () => {
    signIn();
    const fim = (id: number, em: string) => ({
      id,
      guia_id: 3,
      criadoem: '2026-03-01T12:00:00Z',
      dataenvio: em,
      totalRespondido: 10,
      percentual: 100,
      finalizado: true,
      finalizadoem: em,
    });
    const relatorio = (id: number, em: string) => ({
      id,
      objeto_id: 7,
      questionario_id: id,
      guia_id: 3,
      nomeunidade: 'Fazenda Boa Vista',
      dataenvio: em,
    });
    mockApi({
      'GET /api/Resumo': {
        body: {
          data: {
            objetos: [
              {
                ...fazenda,
                guia: [
                  {
                    id: 3,
                    ano: 2026,
                    disponivel: true,
                    datadisponivel: '2026-03-01T12:00:00Z',
                    finalizado: true,
                    finalizadoem: '2026-03-12T22:30:00Z',
                    hasOpenForm: false,
                    totalPerguntas: 10,
                    totalRespondido: 10,
                    questionarios: [fim(40, '2026-03-12T17:05:00Z'), fim(41, '2026-03-12T22:30:00Z')],
                  },
                ],
              },
            ],
          },
        },
      },
      'GET /api/Questionario': {
        body: { data: [relatorio(41, '2026-03-12T22:30:00Z'), relatorio(40, '2026-03-12T17:05:00Z')] },
      },
    });
    renderPage();
    const card = within((await screen.findAllByRole('article'))[0]!);
    expect(
      await card.findByRole('link', { name: 'Ver relatório finalizado em 12/03/2026 19:30' }),
    ).toHaveAttribute('href', '/desempenho/7/3/41/relatorio');
    expect(card.getByRole('link', { name: 'Ver relatório finalizado em 12/03/2026 14:05' })).toHaveAttribute(
      'href',
      '/desempenho/7/3/40/relatorio',
    );
    expect(card.queryByRole('button', { name: /^Iniciar Guia/ })).toBeNull();
    expect(card.getByRole('button', { name: 'Novo preenchimento do Guia 2026' })).toBeInTheDocument();
  });
});

describe('Resumo', () => {
  it("a closed edition reads 'encerrado': no 'Continuar' for a filling left open", async () => {
    signIn();
    mockApi({
      'GET /api/Resumo': ok({
        objetos: [
          {
            ...fazenda,
            guia: [
              {
                id: 2,
                ano: 2025,
                disponivel: false,
                datadisponivel: '2025-03-01T12:00:00Z',
                finalizado: false,
                finalizadoem: null,
                hasOpenForm: true,
                totalPerguntas: 10,
                totalRespondido: 4,
                questionarios: [
                  {
                    id: 30,
                    guia_id: 2,
                    criadoem: '2025-04-01T12:00:00Z',
                    dataenvio: null,
                    totalRespondido: 4,
                    percentual: 40,
                    finalizado: false,
                    finalizadoem: null,
                  },
                ],
              },
            ],
          },
        ],
      }),
    });
    renderPage();
    const card = within((await screen.findAllByRole('article'))[0]!);
    expect(card.getByText('Guia 2025: encerrado')).toBeInTheDocument();
    expect(card.queryByRole('link', { name: /Continuar/ })).toBeNull();
    expect(card.queryByText(/Disponível em/)).toBeNull();
  });

  it('per edition: continue the open questionnaire, start an available one, and "* sem relatórios"', async () => {
    signIn();
    const edicao = (patch: Pick<GuiaDaUnidade, 'id' | 'ano'> & Partial<GuiaDaUnidade>): GuiaDaUnidade => ({
      disponivel: true,
      datadisponivel: '2026-03-01T12:00:00Z',
      finalizado: false,
      finalizadoem: null,
      hasOpenForm: false,
      totalPerguntas: 10,
      totalRespondido: 0,
      questionarios: [],
      ...patch,
    });
    const { calls } = mockApi({
      'GET /api/Resumo': {
        body: {
          data: {
            objetos: [
              {
                ...fazenda,
                guia: [
                  edicao({
                    id: 3,
                    ano: 2026,
                    hasOpenForm: true,
                    questionarios: [
                      {
                        id: 40,
                        guia_id: 3,
                        criadoem: '2026-04-01T12:00:00Z',
                        dataenvio: null,
                        totalRespondido: 2,
                        percentual: 20,
                        finalizado: false,
                        finalizadoem: null,
                      },
                    ],
                  }),
                  edicao({ id: 4, ano: 2027, disponivel: false }),
                ],
              },
              objeto({ id: 8, nomeunidade: 'Frigorífico Central', guia: [edicao({ id: 3, ano: 2026 })] }),
            ],
          },
        },
      },
      'POST /api/Guia/Questionario': { status: 201, body: { data: { questionario: { id: 41 } } } },
    });
    const { user, router } = renderPage();
    const cards = await screen.findAllByRole('article');
    const fazendaCard = within(cards[0]!);
    expect(await fazendaCard.findByRole('link', { name: 'Continuar Guia 2026' })).toHaveAttribute(
      'href',
      '/unidades/7/3/40',
    );
    expect(fazendaCard.queryByRole('button', { name: /Iniciar Guia/ })).toBeNull();
    expect(fazendaCard.getByText('* sem relatórios')).toBeInTheDocument();

    const frigorifico = within(cards[1]!);
    await user.click(await frigorifico.findByRole('button', { name: 'Iniciar Guia 2026' }));
    expect(await screen.findByText('Tela do Guia')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/unidades/8/3/41');
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ objeto_id: 8, guia_id: 3 });
    expect(getSelection()).toEqual({ objetoId: 8, productId: 3, questionarioId: 41 });
    // One request for the whole summary: no unit detail loaded per card.
    expect(calls.filter((c) => c.method === 'GET' && c.path.startsWith('/api/Objeto/'))).toEqual([]);
  });
});
