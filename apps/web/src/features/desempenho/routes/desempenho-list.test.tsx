import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, signIn } from '@/testing/mock-api';
import { renderDesempenho } from '../testing/render';

beforeEach(() => signIn());
afterEach(() => vi.unstubAllGlobals());

describe('Desempenho (report list)', () => {
  it('lists each unit with finished questionnaires once, leading to its summary', async () => {
    mockApi({
      'GET /api/Questionario': {
        body: {
          data: [
            {
              id: 1,
              objeto_id: 7,
              questionario_id: 21,
              guia_id: 2,
              nomeunidade: 'Fazenda Boa Vista',
              dataenvio: '2025-08-20T12:00:00.000Z',
            },
            {
              id: 2,
              objeto_id: 7,
              questionario_id: 31,
              guia_id: 3,
              nomeunidade: 'Fazenda Boa Vista',
              dataenvio: '2026-05-10T12:00:00.000Z',
            },
            {
              id: 3,
              objeto_id: 9,
              questionario_id: 40,
              guia_id: 3,
              nomeunidade: 'Sítio Ipê',
              dataenvio: '2026-03-02T12:00:00.000Z',
            },
          ],
        },
      },
    });
    renderDesempenho('/desempenho');
    const boaVista = await screen.findByRole('link', { name: 'Ver os relatórios de Fazenda Boa Vista' });
    expect(boaVista).toHaveAttribute('href', '/desempenho/objetos/7');
    expect(screen.getByRole('link', { name: 'Ver os relatórios de Sítio Ipê' })).toHaveAttribute(
      'href',
      '/desempenho/objetos/9',
    );
    expect(screen.getByText('2 relatórios')).toBeInTheDocument();
    expect(screen.getByText('Último: maio de 2026')).toBeInTheDocument();
  });

  it('says so when there is no report', async () => {
    mockApi({ 'GET /api/Questionario': { body: { data: [] } } });
    renderDesempenho('/desempenho');
    expect(
      await screen.findByRole('heading', { name: 'Você ainda não possui relatórios' }),
    ).toBeInTheDocument();
  });
});
