import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, signIn } from '@/testing/mock-api';
import { desempenhoFixture, itemFixture, principioFixture, screenWidth } from '../testing/fixtures';
import { renderDesempenho } from '../testing/render';

const { downloadPdf } = vi.hoisted(() => ({ downloadPdf: vi.fn() }));
vi.mock('@/lib/download-pdf', () => ({ downloadPdf }));

beforeEach(() => {
  signIn();
  downloadPdf.mockReset();
});
afterEach(() => vi.unstubAllGlobals());

describe('Desempenho.Single (screen 19)', () => {
  it('shows the header, the overall percent, each principle and its numbers', async () => {
    const principios = [
      principioFixture(1, {
        aplicaveis: 3,
        total: 4,
        aproveitamento: 73,
        blocoPercentuais: { atendido: 73, naoAtendido: 2, naoPreenchido: 25 },
        blocoResultado: { potencial: 15, indicadores: 3, avaliacao: 11 },
        orientacaoGtps:
          '<p>Veja o <a href="https://example.com/guia">manual</a></p><script>alert(1)</script><img src=x onerror="alert(2)"><a href="javascript:alert(3)">truque</a>',
        gabarito: [
          itemFixture({
            id: 1,
            titulo: 'Planejamento',
            resposta: 0,
            legenda: null,
            evidencias: [{ id: 9, titulo: 'foto.jpg' }],
          }),
        ],
      }),
      principioFixture(2, { aproveitamento: 0, naoAplicado: true, aplicaveis: 0 }),
      ...[3, 4, 5].map((c) => principioFixture(c)),
    ];
    const { calls } = mockApi({ 'GET /api/Objeto/7/3': { body: { data: desempenhoFixture(principios) } } });
    renderDesempenho('/desempenho/7/3');

    expect(await screen.findByRole('heading', { level: 1, name: 'Fazenda Boa Vista' })).toBeInTheDocument();
    expect(screen.getByText('Maria Souza')).toBeInTheDocument();
    expect(screen.getByText('12.500')).toBeInTheDocument();
    expect(screen.getByText('1.250')).toBeInTheDocument();
    // The mean of the principles and the points are different measures, and say so.
    expect(screen.getByTestId('percentual-geral')).toHaveTextContent(
      'Aproveitamento médio dos princípios: 61%',
    );
    expect(
      screen.getByText('Média do aproveitamento dos cinco princípios, cada um arredondado para baixo.'),
    ).toBeInTheDocument();
    expect(screen.getByTestId('pontos-obtidos')).toHaveTextContent(
      'Pontos obtidos: 1.234 de 2.000 possíveis (61%)',
    );

    const gestao = screen.getByRole('region', { name: 'Gestão' });
    expect(within(gestao).getByText('Aplicáveis: 3 de 4')).toBeInTheDocument();
    expect(within(gestao).getByText('73%')).toBeInTheDocument();
    expect(within(gestao).getByText('Avaliação ÷ potencial, arredondado para baixo.')).toBeInTheDocument();
    // The doughnut's shares are of the potential (rounded to add up to 100), not the aproveitamento.
    expect(within(gestao).getByText('Distribuição do potencial')).toBeInTheDocument();
    expect(within(gestao).getByText('Atendido: 73% do potencial')).toBeInTheDocument();
    expect(within(gestao).getByText('Não atendido: 2% do potencial')).toBeInTheDocument();
    expect(within(gestao).getByText('Parcelas arredondadas para somar 100%.')).toBeInTheDocument();
    expect(within(gestao).getByText('15')).toBeInTheDocument();
    expect(within(gestao).getByText('11')).toBeInTheDocument();
    expect(within(gestao).getByText('Não se aplica')).toBeInTheDocument();
    // The evidence button's name keeps its visible count (WCAG 2.5.3 label in name).
    expect(within(gestao).getByRole('button', { name: 'Evidências (1) de Planejamento' })).toHaveTextContent(
      'Evidências (1)',
    );
    expect(within(gestao).getByText('Orientações da MBPS')).toBeInTheDocument();
    expect(within(gestao).getByRole('link', { name: 'manual' })).toHaveAttribute(
      'href',
      'https://example.com/guia',
    );
    expect(gestao.querySelector('script, img')).toBeNull();
    expect(within(gestao).getByText('truque').closest('a')).toBeNull();

    const comunidades = screen.getByRole('region', { name: 'Comunidades' });
    expect(within(comunidades).getByText('Princípio não aplicado')).toBeInTheDocument();
    expect(calls.map((c) => c.path)).toContain('/api/Objeto/7/3');
  });

  it('exports the report PDF of the route and opens the answer key of a principle', async () => {
    mockApi({ 'GET /api/Objeto/7/3': { body: { data: desempenhoFixture() } } });
    const { user } = renderDesempenho('/desempenho/7/3');
    await user.click(await screen.findByRole('button', { name: 'Exportar relatório' }));
    expect(downloadPdf).toHaveBeenCalledWith('/Relatorio/Desempenho/7/3');

    await user.click(screen.getByRole('button', { name: 'Segunda via do comprovante' }));
    expect(downloadPdf).toHaveBeenCalledWith('/Guia/Report/7/3');

    const gestao = screen.getByRole('region', { name: 'Gestão' });
    await user.click(within(gestao).getByRole('button', { name: 'Ver gabarito detalhado' }));
    const tabela = await within(gestao).findByRole('table', { name: 'Gabarito: Gestão' });
    expect(within(tabela).getByText('Nível 3: Planeja por escrito')).toBeInTheDocument();
    await user.click(within(tabela).getByRole('button', { name: /Material de apoio de/ }));
    expect(await screen.findByRole('link', { name: 'Cartilha de planejamento' })).toBeInTheDocument();
  });
});

describe('Desempenho.Single (screen 19)', () => {
  it('reads the questionnaire of Desempenho.Relatorio with ?questionario_id', async () => {
    const { calls } = mockApi({ 'GET /api/Objeto/7/3': { body: { data: desempenhoFixture() } } });
    const { user } = renderDesempenho('/desempenho/7/3/31/relatorio');
    await user.click(await screen.findByRole('button', { name: 'Exportar relatório' }));
    expect(calls.map((c) => c.path)).toContain('/api/Objeto/7/3?questionario_id=31');
    expect(downloadPdf).toHaveBeenCalledWith('/Guia/Report/Generate/7/3/31');
  });

  it("keeps an administrator's user_id in the calls and the PDF", async () => {
    const { calls } = mockApi({ 'GET /api/Objeto/7/3': { body: { data: desempenhoFixture() } } });
    const { user } = renderDesempenho('/desempenho/7/3?user_id=2');
    await user.click(await screen.findByRole('button', { name: 'Exportar relatório' }));
    expect(calls.map((c) => c.path)).toContain('/api/Objeto/7/3?user_id=2');
    expect(downloadPdf).toHaveBeenCalledWith('/Relatorio/Desempenho/7/3?user_id=2');
    expect(screen.getByRole('link', { name: 'Prioridades' })).toHaveAttribute(
      'href',
      '/desempenho/7/3/31/prioridades?user_id=2',
    );
  });

  it('pages through the principles on a phone', async () => {
    const restore = screenWidth(400);
    try {
      mockApi({ 'GET /api/Objeto/7/3': { body: { data: desempenhoFixture() } } });
      const { user } = renderDesempenho('/desempenho/7/3');
      expect(await screen.findByText('1 / 5')).toBeInTheDocument();
      expect(screen.getByRole('region', { name: 'Gestão' })).toBeInTheDocument();
      expect(screen.queryByRole('region', { name: 'Comunidades' })).toBeNull();
      await user.click(screen.getByRole('button', { name: 'Próximo princípio' }));
      expect(screen.getByText('2 / 5')).toBeInTheDocument();
      expect(screen.getByRole('region', { name: 'Comunidades' })).toBeInTheDocument();
    } finally {
      restore();
    }
  });

  it("on a phone, lists the answer key as cards and names the radar's numbered axes", async () => {
    const restore = screenWidth(360);
    try {
      const principios = [
        principioFixture(1, {
          gabarito: [
            itemFixture({ id: 1, codigo: '1.1.1', titulo: 'Planejamento', resposta: 3 }),
            itemFixture({ id: 2, codigo: '1.1.2', titulo: 'Registros', resposta: null, evidencias: [] }),
          ],
        }),
        ...[2, 3, 4, 5].map((c) => principioFixture(c)),
      ];
      mockApi({ 'GET /api/Objeto/7/3': { body: { data: desempenhoFixture(principios) } } });
      renderDesempenho('/desempenho/7/3');
      const gestao = await screen.findByRole('region', { name: 'Gestão' });
      // No table to scroll sideways: one card per indicator with its answer.
      expect(within(gestao).queryByRole('table')).toBeNull();
      const cards = within(within(gestao).getByRole('list', { name: 'Gabarito' })).getAllByRole('listitem');
      expect(cards.map((c) => c.textContent)).toEqual([
        expect.stringContaining('1.1.1 PlanejamentoResposta: Nível 3'),
        expect.stringContaining('1.1.2 RegistrosResposta: Não respondido'),
      ]);
      const legenda = screen.getByTestId('legenda-radar');
      expect([...legenda.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
        '1Gestão50%',
        '2Comunidades50%',
        '3Trabalhadores50%',
        '4Meio Ambiente50%',
        '5Cadeia de Valor50%',
      ]);
    } finally {
      restore();
    }
  });

  it('shows the not-found state for a 404', async () => {
    mockApi({});
    renderDesempenho('/desempenho/7/3');
    expect(await screen.findByRole('heading', { name: 'Relatório não encontrado' })).toBeInTheDocument();
  });
});
