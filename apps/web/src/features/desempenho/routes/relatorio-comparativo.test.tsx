import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, signIn } from '@/testing/mock-api';
import { comparativoFixture } from '../testing/fixtures';
import { renderDesempenho } from '../testing/render';

const PATH = '/desempenho/7/3/31/comparativo';
const API = 'GET /api/Objeto/7/3/31/comparativo';

const { downloadPdf } = vi.hoisted(() => ({ downloadPdf: vi.fn() }));
vi.mock('@/lib/download-pdf', () => ({ downloadPdf }));

beforeEach(() => {
  signIn();
  downloadPdf.mockReset();
});
afterEach(() => vi.unstubAllGlobals());

describe('Desempenho.Comparativo (screen 22)', () => {
  it('compares with my region by default and labels a 0 as Princípio não aplicado', async () => {
    const fixture = comparativoFixture();
    fixture.questionario.valores[1] = { codigo: 2, titulo: 'Comunidades', valor: 0 };
    const { calls } = mockApi({ [API]: { body: { data: fixture } } });
    renderDesempenho(PATH);

    const table = await screen.findByRole('table');
    expect(calls.map((c) => c.path)).toContain('/api/Objeto/7/3/31/comparativo?grupo=minha-regiao');
    expect(screen.getByLabelText('Comparar com')).toHaveValue('minha-regiao');
    const comunidades = within(table).getByRole('row', { name: /Comunidades/ });
    expect(within(comunidades).getByText('Princípio não aplicado')).toBeInTheDocument();
    expect(within(comunidades).getByText('42%')).toBeInTheDocument();
    const total = within(table).getByRole('row', { name: /Total/ });
    expect(within(total).getByText('33%')).toBeInTheDocument();
    expect(within(total).getByText('43%')).toBeInTheDocument();
  });

  it('offers every group and sends the chosen one; an alert replaces the charts', async () => {
    const { calls } = mockApi({
      [API]: { body: { data: comparativoFixture() } },
      [`${API}?grupo=Norte`]: {
        body: {
          data: comparativoFixture({
            grupo: 'Norte',
            rotulo: 'Norte',
            comparado: null,
            alert: 'Ainda não há unidades suficientes nesta região para comparação.',
          }),
        },
      },
    });
    const { user } = renderDesempenho(PATH);
    const select = await screen.findByLabelText('Comparar com');
    await screen.findByRole('table');
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'Minha região',
      'Brasil',
      'Norte',
      'Nordeste',
      'Centro-Oeste',
      'Sudeste',
      'Sul',
      'Distrito Federal',
      'Meu Guia',
    ]);
    await user.selectOptions(select, 'Norte');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Ainda não há unidades suficientes nesta região para comparação.',
    );
    expect(screen.queryByRole('table')).toBeNull();
    expect(calls.map((c) => c.path)).toContain('/api/Objeto/7/3/31/comparativo?grupo=Norte');
    expect(screen.getByRole('link', { name: 'Voltar' })).toHaveAttribute(
      'href',
      '/desempenho/7/3/31/relatorio',
    );
  });

  it('downloads the PDF of the group on screen', async () => {
    mockApi({
      [API]: { body: { data: comparativoFixture() } },
      [`${API}?grupo=brasil`]: { body: { data: comparativoFixture({ grupo: 'brasil', rotulo: 'Brasil' }) } },
    });
    const { user } = renderDesempenho(PATH);
    await user.selectOptions(await screen.findByLabelText('Comparar com'), 'brasil');
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Baixar PDF' }));
    expect(downloadPdf).toHaveBeenCalledWith('/Objeto/7/3/31/comparativo/pdf?grupo=brasil');
  });
});

describe('Desempenho.Comparativo (screen 22)', () => {
  it('says what is compared: the region with its UF, Brazil, the previous questionnaire', async () => {
    mockApi({
      [API]: { body: { data: comparativoFixture() } },
      [`${API}?grupo=brasil`]: { body: { data: comparativoFixture({ grupo: 'brasil', rotulo: 'Brasil' }) } },
      [`${API}?grupo=meu-guia`]: {
        body: { data: comparativoFixture({ grupo: 'meu-guia', rotulo: 'Meu Guia' }) },
      },
      [`${API}?grupo=Sul`]: {
        body: { data: comparativoFixture({ grupo: 'Sul', rotulo: 'Sul', comparado: null }) },
      },
    });
    const { user } = renderDesempenho(PATH);
    const select = await screen.findByLabelText('Comparar com');
    expect(
      await screen.findByRole('heading', {
        name: 'Sua unidade e média da sua região (GO): aproveitamento de 0 a 100',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Média da sua região (GO)' })).toBeInTheDocument();

    await user.selectOptions(select, 'brasil');
    expect(await screen.findByRole('columnheader', { name: 'Média do Brasil' })).toBeInTheDocument();
    expect(screen.queryByText(/nesta região/)).toBeNull();

    await user.selectOptions(select, 'meu-guia');
    expect(
      await screen.findByRole('heading', {
        name: 'Sua unidade e seu Guia anterior: aproveitamento de 0 a 100',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Seu Guia anterior' })).toBeInTheDocument();

    // Nothing to compare and no alert from the server: still a text, never an empty box.
    await user.selectOptions(select, 'Sul');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Não há dados suficientes para esta comparação.',
    );
  });

  it("names the year and month it compares with for 'meu Guia', in the sentence, title, legend and table", async () => {
    mockApi({
      [API]: { body: { data: comparativoFixture() } },
      [`${API}?grupo=meu-guia`]: {
        body: {
          data: comparativoFixture({
            grupo: 'meu-guia',
            rotulo: 'Meu Guia',
            // 15 March 2025, 10:00 in Brasília.
            comparadoCom: { ano: 2025, finalizadoEm: '2025-03-15T13:00:00.000Z' },
          }),
        },
      },
    });
    const { user } = renderDesempenho(PATH);
    await screen.findByRole('table');
    expect(screen.queryByText(/Comparando com/)).toBeNull();

    await user.selectOptions(screen.getByLabelText('Comparar com'), 'meu-guia');
    expect(
      await screen.findByText('Comparando com o seu Guia 2025, finalizado em março de 2025'),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: 'Sua unidade e seu Guia 2025: aproveitamento de 0 a 100' }),
    ).toBeInTheDocument();
    expect(within(screen.getByTestId('legenda-comparativo')).getByText('Meu Guia 2025')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Meu Guia 2025' })).toBeInTheDocument();
  });

  it('shows the not-found state for a 404', async () => {
    mockApi({});
    renderDesempenho(PATH);
    expect(await screen.findByRole('heading', { name: 'Relatório não encontrado' })).toBeInTheDocument();
  });
});
