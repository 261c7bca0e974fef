import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '@/testing/render-route';
import { MedidaFiltro } from './medida-filtro';

describe('MedidaFiltro', () => {
  it('gives its thumbs the real scale: 1 to 500.000, the value in hectares', async () => {
    renderRoute([
      { path: '/', element: <MedidaFiltro label="Área (ha)" min="50" max="" onChange={() => {}} /> },
    ]);
    const minimo = await screen.findByRole('slider', { name: 'Área (ha): mínimo' });
    const maximo = screen.getByRole('slider', { name: 'Área (ha): máximo' });
    for (const thumb of [minimo, maximo]) {
      expect(thumb).toHaveAttribute('aria-valuemin', '1');
      expect(thumb).toHaveAttribute('aria-valuemax', '500000');
    }
    expect(minimo).toHaveAttribute('aria-valuenow', '50');
    expect(maximo).toHaveAttribute('aria-valuenow', '500000');
  });
});
