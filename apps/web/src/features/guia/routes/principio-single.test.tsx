import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getSelection } from '@/lib/guia-selection';
import { mockApi } from '@/testing/mock-api';
import { GUIA_GET, guiaFixture, indicador, renderGuia } from '../testing/fixtures';
import { checked, entrarNoGuia, nivel, PATH, sairDoGuia } from './principio-single.test-helpers';

// The principle page: its criteria, numbered titles, choosing a level, last year's answer.

beforeEach(entrarNoGuia);
afterEach(sairDoGuia);

describe('Principio.Single: criteria', () => {
  it("lists the principle's criteria with title, description and 'Acessar' to the first indicator", async () => {
    mockApi({ [GUIA_GET]: { body: { data: guiaFixture() } } });
    const { user, router } = renderGuia(PATH);
    expect(await screen.findByRole('heading', { level: 1, name: 'Bem-estar animal' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: '1.2 Sanidade' })).toBeInTheDocument();
    expect(screen.getByText('Saúde do rebanho.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Acessar o critério 1.2 Sanidade' }));
    expect(await screen.findByRole('heading', { level: 2, name: '103 Indicador 103' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?indicador=103');
    expect(getSelection()).toEqual({ objetoId: 7, productId: 3, questionarioId: 40, principioId: 1 });
  });
});

describe('Principio.Single: numbered titles', () => {
  it("never repeats a number the administrators also typed into the title ('Critério 1.2 1.2 Sanidade')", async () => {
    const guia = guiaFixture();
    const criterio = guia.principios[0]!.criterios[1]!;
    criterio.titulo = '1.2 Sanidade';
    criterio.indicadores[0]!.titulo = '103 Indicador 103';
    mockApi({ [GUIA_GET]: { body: { data: guia } } });
    const { user } = renderGuia(PATH);
    expect(await screen.findByRole('heading', { level: 3, name: '1.2 Sanidade' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Acessar o critério 1.2 Sanidade' }));
    expect(await screen.findByRole('heading', { level: 2, name: '103 Indicador 103' })).toBeInTheDocument();
    expect(screen.getByText('Critério 1.2 · Sanidade')).toBeInTheDocument();
  });
});

describe('Principio.Single: answering (screen 13)', () => {
  it('ticks every level at or below the chosen weight, and weight 0 only when 0 is chosen', async () => {
    mockApi({ [GUIA_GET]: { body: { data: guiaFixture() } } });
    const { user } = renderGuia(`${PATH}?indicador=101`);
    await screen.findByRole('heading', { level: 2, name: '101 Indicador 101' });
    expect(checked()).toEqual([]);

    await user.click(nivel('2 - Intermediário'));
    expect(nivel('1 - Inicial')).toBeChecked();
    expect(nivel('2 - Intermediário')).toBeChecked();
    expect(nivel('3 - Avançado')).not.toBeChecked();
    expect(nivel('0 - Não se aplica')).not.toBeChecked();
    expect(screen.queryByText('Você apontou este indicador como não aplicável à sua unidade')).toBeNull();

    await user.click(nivel('0 - Não se aplica'));
    expect(nivel('0 - Não se aplica')).toBeChecked();
    expect(nivel('1 - Inicial')).not.toBeChecked();
    expect(nivel('2 - Intermediário')).not.toBeChecked();
    expect(
      screen.getByText('Você apontou este indicador como não aplicável à sua unidade'),
    ).toBeInTheDocument();
  });

  it('choosing the same level again clears it, and Next is disabled until a level is chosen', async () => {
    mockApi({ [GUIA_GET]: { body: { data: guiaFixture() } } });
    const { user } = renderGuia(`${PATH}?indicador=101`);
    const next = await screen.findByRole('button', { name: 'Próximo' });
    expect(next).toBeDisabled();
    await user.click(nivel('3 - Avançado'));
    expect(next).toBeEnabled();
    await user.click(nivel('3 - Avançado'));
    expect(screen.getAllByRole('checkbox').every((c) => !(c as HTMLInputElement).checked)).toBe(true);
    expect(next).toBeDisabled();
  });

  it("shows 'Indicador X de total' and the principle's answered share as the server sent it", async () => {
    const guia = guiaFixture();
    const p = guia.principios[0];
    // 2 of 3: the server floors to 66; a browser rounding would say 67.
    if (p) Object.assign(p, { respondidas: 2, total: 3, percentual: 66 });
    mockApi({ [GUIA_GET]: { body: { data: guia } } });
    renderGuia(`${PATH}?indicador=102`);
    expect(await screen.findByText('Indicador 2 de 3')).toBeInTheDocument();
    expect(screen.getByText('66% respondido')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Indicadores respondidos do princípio' })).toHaveAttribute(
      'aria-valuenow',
      '66',
    );
  });
});

describe('Principio.BomTrabalho without a stored questionnaire', () => {
  it('sends the user to Resumo', async () => {
    mockApi({});
    renderGuia('/objetos/7/3/1/bom-trabalho');
    expect(await screen.findByText('Tela Resumo')).toBeInTheDocument();
  });
});

describe("Principio.Single: last year's answer", () => {
  /** Indicator 101 answered 'Nível 3' in 2025, 102 'Não se aplica', 103 new this year (no hint). */
  function comAnteriores() {
    const guia = guiaFixture();
    const [c11, c12] = guia.principios[0]!.criterios;
    c11!.indicadores = [
      indicador(101, {
        anterior: { ano: 2025, peso: 3, descricao: 'Avançado, com registros' },
        meta: { peso: 4, prazo: '2026-12-31', descricao: 'Pleno, com metas' },
      }),
      indicador(102, {
        possuipercentual: true,
        anterior: { ano: 2025, peso: 0, descricao: 'Não se aplica' },
      }),
    ];
    c12!.indicadores = [indicador(103)];
    return guia;
  }

  it('shows it as a read-only note, in words, with nothing selected', async () => {
    mockApi({ [GUIA_GET]: { body: { data: comAnteriores() } } });
    const { user } = renderGuia(`${PATH}?indicador=101`);
    await screen.findByRole('heading', { level: 2, name: '101 Indicador 101' });
    expect(screen.getByTestId('resposta-anterior')).toHaveTextContent(
      'No Guia 2025 você respondeu: Nível 3 — Avançado, com registros',
    );
    // The action plan's target beside it (issue 17 §2).
    expect(screen.getByTestId('meta-do-plano')).toHaveTextContent(
      'Sua meta: nível 4 até 31/12/2026 — Pleno, com metas',
    );
    // A hint, not an answer: no level is ticked and Next waits for a choice.
    expect(checked()).toEqual([]);
    expect(screen.getByRole('button', { name: 'Próximo' })).toBeDisabled();

    await user.click(nivel('1 - Inicial'));
    expect(checked()).toEqual(['1 - Inicial']);
    expect(screen.getByTestId('resposta-anterior')).toHaveTextContent('Nível 3');
  });

  it("says 'Não se aplica' for weight 0, and shows nothing for an indicator new this year", async () => {
    mockApi({ [GUIA_GET]: { body: { data: comAnteriores() } } });
    const { unmount } = renderGuia(`${PATH}?indicador=102`);
    await screen.findByRole('heading', { level: 2, name: '102 Indicador 102' });
    expect(screen.getByTestId('resposta-anterior')).toHaveTextContent(
      'No Guia 2025 você respondeu: Não se aplica',
    );
    expect(screen.queryByTestId('meta-do-plano')).not.toBeInTheDocument();
    expect(checked()).toEqual([]);
    // The slider is not moved by the hint either.
    expect(screen.getByTestId('percentual-valor')).toHaveTextContent('0%');
    unmount();

    renderGuia(`${PATH}?indicador=103`);
    await screen.findByRole('heading', { level: 2, name: '103 Indicador 103' });
    expect(screen.queryByTestId('resposta-anterior')).toBeNull();
    expect(screen.queryByText(/você respondeu/)).toBeNull();
  });
});

describe('Principio.Single: who answered (issue 18)', () => {
  it("says 'Respondido por' when a technician gave the answer, and nothing when the owner did", async () => {
    const guia = guiaFixture();
    const [i101, i102] = guia.principios[0]!.criterios[0]!.indicadores;
    i101!.resposta = {
      nivel_id: i101!.niveis[1]!.id,
      peso: i101!.niveis[1]!.peso,
      versao: 3,
      respondido_por: { nome: 'Maria Souza', instituicao: 'Instituto X', em: '2026-03-12T15:00:00.000Z' },
    };
    i102!.resposta = {
      nivel_id: i102!.niveis[1]!.id,
      peso: i102!.niveis[1]!.peso,
      versao: 4,
      respondido_por: null,
    };
    mockApi({ [GUIA_GET]: { body: { data: guia } } });
    const { user } = renderGuia(`${PATH}?indicador=101`);
    expect(await screen.findByTestId('respondido-por')).toHaveTextContent(
      'Respondido por Maria Souza (técnico(a), Instituto X) em 12/03',
    );
    await user.click(screen.getByRole('button', { name: 'Próximo' }));
    expect(await screen.findByRole('heading', { level: 2, name: '102 Indicador 102' })).toBeInTheDocument();
    expect(screen.queryByTestId('respondido-por')).not.toBeInTheDocument();
  });
});
