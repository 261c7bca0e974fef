import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, signIn } from '@/testing/mock-api';
import { completoFixture, itemFixture, screenWidth } from '../testing/fixtures';
import { renderDesempenho } from '../testing/render';

const { downloadPdf } = vi.hoisted(() => ({ downloadPdf: vi.fn() }));
vi.mock('@/lib/download-pdf', () => ({ downloadPdf }));

const PATH = '/desempenho/7/3/31/completo';
const API = 'GET /api/Objeto/7/3/31/completo';

beforeEach(() => {
  signIn();
  downloadPdf.mockReset();
});
afterEach(() => vi.unstubAllGlobals());

describe('Desempenho.Completo (screen 20)', () => {
  it('shows the scores, the total, the legend and each principle gabarito as a table on wide screens', async () => {
    const gabarito = [
      itemFixture({
        id: 1,
        pcode: 1,
        titulo: 'Planejamento',
        resposta: 5,
        legenda: 'PARABÉNS',
        proximopeso: null,
        proximo: null,
      }),
      itemFixture({
        id: 2,
        pcode: 2,
        codigo: '2.1.1',
        titulo: 'Diálogo com vizinhos',
        resposta: 0,
        legenda: null,
      }),
    ];
    mockApi({ [API]: { body: { data: completoFixture(gabarito) } } });
    renderDesempenho(PATH);

    expect(await screen.findByTestId('score-total')).toHaveTextContent('43%');
    expect(screen.getAllByText('13%').length).toBeGreaterThan(0);
    expect(screen.getByText('MUITO IMPORTANTE')).toBeInTheDocument();
    expect(screen.getByText('IMPORTANTE')).toBeInTheDocument();
    expect(screen.getAllByText('PARABÉNS').length).toBeGreaterThan(0);

    const gestao = screen.getByRole('table', { name: 'Princípio 1: Gestão' });
    expect(within(gestao).getByText('Planejamento')).toBeInTheDocument();
    expect(within(gestao).getByText('Parabéns')).toBeInTheDocument();
    const comunidades = screen.getByRole('table', { name: 'Princípio 2: Comunidades' });
    expect(
      within(comunidades).getByText('Você apontou este indicador como não aplicável'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Planejamento' })).toBeNull();
  });

  it('becomes an accordion at 1328 px or less', async () => {
    const restore = screenWidth(1328);
    try {
      mockApi({ [API]: { body: { data: completoFixture() } } });
      const { user } = renderDesempenho(PATH);
      const control = await screen.findByRole('button', { name: /Indicador do princípio 1/ });
      expect(screen.queryByRole('table', { name: 'Princípio 1: Gestão' })).toBeNull();
      await user.click(control);
      expect(control).toHaveAttribute('aria-expanded', 'true');
      const panel = document.getElementById(control.getAttribute('aria-controls') ?? '') as HTMLElement;
      expect(within(panel).getByText('Nível 3: Planeja por escrito')).toBeInTheDocument();
      expect(
        within(panel).getByRole('button', { name: 'Material de apoio de Indicador do princípio 1' }),
      ).toBeInTheDocument();
    } finally {
      restore();
    }
  });

  it('downloads the PDF and opens the support material', async () => {
    mockApi({ [API]: { body: { data: completoFixture() } } });
    const { user } = renderDesempenho(PATH);
    await user.click(await screen.findByRole('button', { name: 'Baixar PDF' }));
    expect(downloadPdf).toHaveBeenCalledWith('/Objeto/7/3/31/completo/pdf');
    await user.click(screen.getByRole('button', { name: 'Material de apoio de Indicador do princípio 1' }));
    expect(await screen.findByRole('link', { name: 'Cartilha de planejamento' })).toHaveAttribute(
      'href',
      'https://example.com/cartilha.pdf',
    );
  });

  it('shows the not-found state for a 404', async () => {
    mockApi({});
    renderDesempenho(PATH);
    expect(await screen.findByRole('heading', { name: 'Relatório não encontrado' })).toBeInTheDocument();
  });
});
