import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, signIn } from '@/test/mock-api';
import { comparativoFixture } from '../testing/fixtures';
import { renderDesempenho } from '../testing/render';

const PATH = '/desempenho/7/3/31/comparativo';
const API = 'GET /api/Objeto/7/3/31/comparativo';

beforeEach(() => signIn());
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

  it('shows the not-found state for a 404', async () => {
    mockApi({});
    renderDesempenho(PATH);
    expect(await screen.findByRole('heading', { name: 'Relatório não encontrado' })).toBeInTheDocument();
  });
});
