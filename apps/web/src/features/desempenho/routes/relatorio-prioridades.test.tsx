import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, signIn } from '@/testing/mock-api';
import { itemFixture, prioridadesFixture, screenWidth } from '../testing/fixtures';
import { renderDesempenho } from '../testing/render';

const { downloadPdf } = vi.hoisted(() => ({ downloadPdf: vi.fn() }));
vi.mock('@/lib/download-pdf', () => ({ downloadPdf }));

const PATH = '/desempenho/7/3/31/prioridades';
const API = 'GET /api/Objeto/7/3/31/prioridades';

const prioridades = [
  itemFixture({ id: 1, codigo: '1.1.1', titulo: 'Planejamento', resposta: 1, legenda: 'MUITO IMPORTANTE' }),
  itemFixture({
    id: 2,
    codigo: '2.1.1',
    titulo: 'Vizinhança',
    resposta: 3,
    legenda: 'IMPORTANTE',
    proximopeso: 4,
    proximo: 'Reuniões anuais',
  }),
  itemFixture({
    id: 3,
    codigo: '3.1.1',
    titulo: 'Segurança',
    resposta: 5,
    legenda: 'PARABÉNS',
    proximopeso: null,
    proximo: null,
  }),
  itemFixture({
    id: 4,
    codigo: '4.1.1',
    titulo: 'Nascentes',
    resposta: 0,
    legenda: null,
    proximopeso: null,
    proximo: null,
  }),
];

beforeEach(() => {
  signIn();
  downloadPdf.mockReset();
});
afterEach(() => vi.unstubAllGlobals());

describe('Desempenho.Prioridades (screen 21)', () => {
  it('lists the priorities in the server order with the legend, Parabéns and the NA text', async () => {
    mockApi({ [API]: { body: { data: prioridadesFixture(prioridades) } } });
    renderDesempenho(PATH);
    const table = await screen.findByRole('table', { name: 'Prioridades' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('rowheader')[0]?.textContent)).toEqual([
      '1.1.1Planejamento',
      '2.1.1Vizinhança',
      '3.1.1Segurança',
      '4.1.1Nascentes',
    ]);
    expect(within(rows[1] as HTMLElement).getByText('Nível 4: Reuniões anuais')).toBeInTheDocument();
    expect(within(rows[2] as HTMLElement).getByText('Parabéns')).toBeInTheDocument();
    expect(
      within(rows[3] as HTMLElement).getByText('Você apontou este indicador como não aplicável'),
    ).toBeInTheDocument();
    expect(screen.getAllByText('MUITO IMPORTANTE').length).toBeGreaterThan(1);
    expect(screen.getAllByText('IMPORTANTE').length).toBeGreaterThan(1);
    expect(screen.getAllByText('PARABÉNS').length).toBeGreaterThan(1);
  });

  it("leads the unit's owner to 'Montar meu plano de ação'; not an administrator on their behalf", async () => {
    mockApi({ [API]: { body: { data: prioridadesFixture(prioridades) } } });
    const { unmount } = renderDesempenho(PATH);
    expect(await screen.findByRole('link', { name: 'Montar meu plano de ação' })).toHaveAttribute(
      'href',
      '/objetos/7/plano/montar/3/31',
    );
    unmount();
    renderDesempenho(`${PATH}?user_id=9`);
    await screen.findByRole('table', { name: 'Prioridades' });
    expect(screen.queryByRole('link', { name: 'Montar meu plano de ação' })).toBeNull();
  });

  it('downloads the PDF', async () => {
    mockApi({ [API]: { body: { data: prioridadesFixture(prioridades) } } });
    const { user } = renderDesempenho(PATH);
    await user.click(await screen.findByRole('button', { name: 'Baixar PDF' }));
    expect(downloadPdf).toHaveBeenCalledWith('/Objeto/7/3/31/prioridades/pdf');
  });

  it('pages one priority at a time at 1328 px or less', async () => {
    const restore = screenWidth(1000);
    try {
      mockApi({ [API]: { body: { data: prioridadesFixture(prioridades) } } });
      const { user } = renderDesempenho(PATH);
      expect(await screen.findByText('1 / 4')).toBeInTheDocument();
      expect(screen.getByRole('article', { name: 'Planejamento' })).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Próxima prioridade' }));
      expect(screen.getByText('2 / 4')).toBeInTheDocument();
      expect(screen.getByRole('article', { name: 'Vizinhança' })).toBeInTheDocument();
      expect(screen.queryByRole('table', { name: 'Prioridades' })).toBeNull();
    } finally {
      restore();
    }
  });

  it('says so when there are no priorities', async () => {
    mockApi({ [API]: { body: { data: prioridadesFixture([]) } } });
    renderDesempenho(PATH);
    expect(
      await screen.findByRole('heading', { name: 'Você não possui indicadores prioritários' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Baixar PDF' })).toBeNull();
  });

  it('shows the not-found state for a 404', async () => {
    mockApi({});
    renderDesempenho(PATH);
    expect(await screen.findByRole('heading', { name: 'Relatório não encontrado' })).toBeInTheDocument();
  });
});
