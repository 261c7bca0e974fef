import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, signIn } from '@/testing/mock-api';
import { objetoDetalheFixture } from '../testing/fixtures';
import { renderDesempenho } from '../testing/render';

const { downloadPdf } = vi.hoisted(() => ({ downloadPdf: vi.fn() }));
vi.mock('@/lib/download-pdf', () => ({ downloadPdf }));

beforeEach(() => {
  signIn();
  downloadPdf.mockReset();
});
afterEach(() => vi.unstubAllGlobals());

describe('Desempenho.Objeto.Single (screen 18)', () => {
  it('shows the unit data, the report buttons of the latest questionnaire and the proof', async () => {
    mockApi({ 'GET /api/Objeto/7': { body: { data: objetoDetalheFixture() } } });
    const { user } = renderDesempenho('/desempenho/objetos/7');

    expect(await screen.findByRole('heading', { level: 1, name: 'Fazenda Boa Vista' })).toBeInTheDocument();
    expect(screen.getByText('Goiânia')).toBeInTheDocument();
    expect(screen.getByText('Produtor rural')).toBeInTheDocument();
    expect(screen.getByText('12.345.678-90')).toBeInTheDocument();
    expect(screen.getByText('GO-5208707-0123456789ABCDEF0123456789ABCDEF')).toBeInTheDocument();
    expect(screen.getByText('1.250 ha')).toBeInTheDocument();
    expect(screen.getByText('900 ha')).toBeInTheDocument();
    expect(screen.getByText('12.500 cabeças')).toBeInTheDocument();

    expect(screen.getByRole('link', { name: 'Relatório completo' })).toHaveAttribute(
      'href',
      '/desempenho/7/3/31/completo',
    );
    expect(screen.getByRole('link', { name: 'Prioridades' })).toHaveAttribute(
      'href',
      '/desempenho/7/3/31/prioridades',
    );
    expect(screen.getByRole('link', { name: 'Comparativo' })).toHaveAttribute(
      'href',
      '/desempenho/7/3/31/comparativo',
    );

    await user.click(screen.getByRole('button', { name: 'Comprovante de preenchimento' }));
    expect(downloadPdf).toHaveBeenCalledWith('/Guia/Report/7/3');
  });

  it('lists every finished questionnaire in the report modal, newest first', async () => {
    mockApi({ 'GET /api/Objeto/7': { body: { data: objetoDetalheFixture() } } });
    const { user } = renderDesempenho('/desempenho/objetos/7');
    await user.click(await screen.findByRole('button', { name: 'Todos os relatórios' }));
    const dialog = await screen.findByRole('dialog', { name: 'Relatórios de Fazenda Boa Vista' });
    const links = within(dialog).getAllByRole('link', { name: 'Ver relatórios' });
    expect(links.map((l) => l.getAttribute('href'))).toEqual([
      '/desempenho/7/3/31/relatorio',
      '/desempenho/7/2/21/relatorio',
    ]);
    // Date and time, so two fillings of the same year never read alike.
    expect(within(dialog).getByText('Guia 2025, finalizado em 20/08/2025 09:00')).toBeInTheDocument();
  });

  it('hides the production data of other categories and says when there is no report', async () => {
    mockApi({
      'GET /api/Objeto/7': {
        body: { data: objetoDetalheFixture({ categoria_id: 2, categoria: 'Indústria', guia: [] }) },
      },
    });
    renderDesempenho('/desempenho/objetos/7');
    expect(await screen.findByText('Você ainda não possui relatórios')).toBeInTheDocument();
    expect(screen.queryByText('Rebanho')).toBeNull();
  });

  it('shows the not-found state for a 404', async () => {
    mockApi({});
    renderDesempenho('/desempenho/objetos/7');
    expect(await screen.findByRole('heading', { name: 'Relatório não encontrado' })).toBeInTheDocument();
  });
});
