import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mockApi } from '@/testing/mock-api';
import { GUIA_GET, guiaFixture, renderGuia } from '../testing/fixtures';
import { entrarNoGuia, nivel, ok, PATH, sairDoGuia } from './principio-single.test-helpers';

// The principle page: the percentage slider.

beforeEach(entrarNoGuia);
afterEach(sairDoGuia);

describe('Principio.Single: answering (screen 13)', () => {
  it('sends the percent slider value as percentual on an indicator with possuipercentual', async () => {
    const { calls } = mockApi({
      [GUIA_GET]: { body: { data: guiaFixture() } },
      'POST /api/Guia/Resposta': ok,
    });
    const { user } = renderGuia(`${PATH}?indicador=102`);
    const slider = await screen.findByRole('slider', { name: 'Percentual da unidade neste indicador' });
    expect(slider).toHaveAttribute('aria-valuenow', '0');
    slider.focus();
    fireEvent.keyDown(slider, { key: 'End' });
    fireEvent.keyDown(slider, { key: 'ArrowLeft' });
    fireEvent.keyDown(slider, { key: 'ArrowLeft' });
    expect(slider).toHaveAttribute('aria-valuenow', '98');
    await user.click(nivel('3 - Avançado'));
    await user.click(screen.getByRole('button', { name: 'Próximo' }));
    await screen.findByRole('heading', { level: 2, name: '103 Indicador 103' });
    // The outbox's drain sends after the screen has moved on.
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
        indicador_id: 102,
        nivel_id: 1023,
        percentual: 98,
      }),
    );
  });

  it("shows the share as text, and with 'Não se aplica' disables the slider and sends no percentual", async () => {
    const { calls } = mockApi({
      [GUIA_GET]: { body: { data: guiaFixture() } },
      'POST /api/Guia/Resposta': ok,
    });
    const { user } = renderGuia(`${PATH}?indicador=102`);
    const slider = await screen.findByRole('slider', { name: 'Percentual da unidade neste indicador' });
    slider.focus();
    for (let i = 0; i < 45; i++) fireEvent.keyDown(slider, { key: 'ArrowRight' });
    expect(screen.getByTestId('percentual-valor')).toHaveTextContent('45%');

    await user.click(nivel('0 - Não se aplica'));
    expect(screen.getByTestId('percentual-valor')).toHaveTextContent('Não se aplica');
    expect(slider).toHaveAttribute('aria-disabled', 'true');
    fireEvent.keyDown(slider, { key: 'ArrowRight' });
    expect(slider).toHaveAttribute('aria-valuenow', '45');

    await user.click(screen.getByRole('button', { name: 'Próximo' }));
    await screen.findByRole('heading', { level: 2, name: '103 Indicador 103' });
    // The outbox's drain sends after the screen has moved on.
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
        indicador_id: 102,
        nivel_id: 1020,
        percentual: null,
      }),
    );
  });

  it('has no slider on an indicator without percentage', async () => {
    mockApi({ [GUIA_GET]: { body: { data: guiaFixture() } } });
    renderGuia(`${PATH}?indicador=101`);
    await screen.findByRole('heading', { level: 2, name: '101 Indicador 101' });
    expect(screen.queryByRole('slider')).toBeNull();
  });
});
