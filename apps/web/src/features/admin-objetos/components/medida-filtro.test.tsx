import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '@/testing/render-route';
import { MedidaFiltro } from './medida-filtro';

describe('MedidaFiltro', () => {
  it('gives its thumbs the real scale: 1 to 500.000, the value in hectares', async () => {
    renderRoute([
      { path: '/', element: <MedidaFiltro label="Área (ha)" min="50" max="" onChange={() => {}} /> },
    ]);
    const minimo = await screen.findByRole('slider', { name: 'Área (ha): controle deslizante do mínimo' });
    const maximo = screen.getByRole('slider', { name: 'Área (ha): controle deslizante do máximo' });
    for (const thumb of [minimo, maximo]) {
      expect(thumb).toHaveAttribute('aria-valuemin', '1');
      expect(thumb).toHaveAttribute('aria-valuemax', '500000');
    }
    expect(minimo).toHaveAttribute('aria-valuenow', '50');
    expect(maximo).toHaveAttribute('aria-valuenow', '500000');
  });

  it('gives every control a name of its own (the thumbs are not named like the number inputs)', async () => {
    renderRoute([
      { path: '/', element: <MedidaFiltro label="Área (ha)" min="" max="" onChange={() => {}} /> },
    ]);
    await screen.findAllByRole('slider');
    const nomes = [...screen.getAllByRole('slider'), ...screen.getAllByRole('textbox')].map(
      (el) => el.getAttribute('aria-label') ?? (el as HTMLInputElement).labels?.[0]?.textContent,
    );
    expect(nomes).toHaveLength(4);
    expect(new Set(nomes).size).toBe(4);
  });
});
