import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { guardarEscolha } from '@/lib/outbox/fila';
import { obterOutbox } from '@/lib/outbox/outbox';
import { mockApi } from '@/testing/mock-api';
import { GUIA_GET, guiaFixture, indicador, renderGuia } from '../testing/fixtures';
import { entrarNoGuia, nivel, ok, PATH, sairDoGuia } from './principio-single.test-helpers';

// The principle page: moving between indicators, the principle's end, a restored choice, support material.

beforeEach(entrarNoGuia);
afterEach(sairDoGuia);

describe('Principio.Single: answering (screen 13)', () => {
  it('moves across criteria with next and previous, and back to the criteria from the first indicator', async () => {
    const guia = guiaFixture();
    // 102 and 103 already answered: Next moves without a new save.
    const c11 = guia.principios[0]?.criterios[0];
    const c12 = guia.principios[0]?.criterios[1];
    if (c11 && c12) {
      c11.indicadores[1] = indicador(102, {
        possuipercentual: true,
        resposta: { nivel_id: 1021, peso: 1, versao: 1 },
        percentualrespondido: 40,
      });
      c12.indicadores[0] = indicador(103, { resposta: { nivel_id: 1030, peso: 0, versao: 1 } });
    }
    const { calls } = mockApi({ [GUIA_GET]: { body: { data: guia } } });
    const { user, router } = renderGuia(`${PATH}?indicador=102`);
    await screen.findByText('Critério 1.1 · Manejo');
    expect(screen.getByRole('slider')).toHaveAttribute('aria-valuenow', '40');
    await user.click(screen.getByRole('button', { name: 'Próximo' }));
    expect(await screen.findByText('Critério 1.2 · Sanidade')).toBeInTheDocument();
    expect(screen.getByText('Indicador 3 de 3')).toBeInTheDocument();
    expect(
      screen.getByText('Você apontou este indicador como não aplicável à sua unidade'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Anterior' }));
    expect(await screen.findByRole('heading', { level: 2, name: '102 Indicador 102' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Anterior' }));
    expect(await screen.findByRole('heading', { level: 2, name: '101 Indicador 101' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Anterior' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Critérios' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it("shows 'Bom trabalho!' after the principle's last indicator, then 'Continuar' back to the principles", async () => {
    mockApi({
      [GUIA_GET]: { body: { data: guiaFixture() } },
      'POST /api/Guia/Resposta': ok,
    });
    const { user, router } = renderGuia(`${PATH}?indicador=103`);
    await user.click(await screen.findByRole('checkbox', { name: '1 - Inicial' }));
    await user.click(screen.getByRole('button', { name: 'Próximo' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Bom trabalho!' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/objetos/7/3/1/bom-trabalho');
    expect(screen.getByText('Você respondeu o princípio Bem-estar animal.')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Continuar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/unidades/7/3/40'));
  });

  it("offers 'Finalizar Guia' on 'Bom trabalho!' when the last answer is still on its way (weak signal)", async () => {
    // Every indicator but 103 answered on the server; the save of 103 never gets an answer.
    const guia = guiaFixture();
    const c11 = guia.principios[0]?.criterios[0];
    if (c11) {
      c11.indicadores[0] = indicador(101, { resposta: { nivel_id: 1011, peso: 1, versao: 1 } });
      c11.indicadores[1] = indicador(102, {
        possuipercentual: true,
        resposta: { nivel_id: 1021, peso: 1, versao: 1 },
        percentualrespondido: 40,
      });
    }
    mockApi({
      [GUIA_GET]: { body: { data: guia } },
      'POST /api/Guia/Resposta': () => new Promise<never>(() => {}),
    });
    const { user } = renderGuia(`${PATH}?indicador=103`);
    await user.click(await screen.findByRole('checkbox', { name: '1 - Inicial' }));
    await user.click(screen.getByRole('button', { name: 'Próximo' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Bom trabalho!' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Finalizar Guia' })).toBeInTheDocument();
  });

  it("shows the choice kept in the outbox over the questionnaire's answer (a reload before it was sent)", async () => {
    // Kept on this device by an earlier visit: '2 - Intermediário' with no signal since.
    await guardarEscolha(obterOutbox(1).db, {
      usuarioId: 1,
      questionarioId: 40,
      objetoId: 7,
      guiaId: 3,
      indicadorId: 101,
      nivel_id: 1012,
      percentual: null,
      versao_base: null,
    });
    mockApi({
      [GUIA_GET]: { body: { data: guiaFixture() } },
      'POST /api/Guia/Resposta': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    renderGuia(`${PATH}?indicador=101`);
    await screen.findByRole('heading', { level: 2, name: '101 Indicador 101' });
    await waitFor(() => expect(nivel('2 - Intermediário')).toBeChecked());
    expect(nivel('1 - Inicial')).toBeChecked();
    expect(screen.getByRole('button', { name: 'Próximo' })).toBeEnabled();
  });

  it('opens the support material with links in a new tab, or the empty text', async () => {
    const guia = guiaFixture();
    const c11 = guia.principios[0]?.criterios[0];
    if (c11)
      c11.indicadores[0] = indicador(101, {
        apoio: [{ id: 1, titulo: 'Cartilha de manejo', url: 'https://example.org/c.pdf' }],
      });
    mockApi({ [GUIA_GET]: { body: { data: guia } } });
    const { user } = renderGuia(`${PATH}?indicador=101`);
    await user.click(await screen.findByRole('button', { name: 'Material de apoio' }));
    const link = await screen.findByRole('link', { name: 'Cartilha de manejo' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(screen.getByText('Material de apoio:')).toBeInTheDocument();
  });
});
