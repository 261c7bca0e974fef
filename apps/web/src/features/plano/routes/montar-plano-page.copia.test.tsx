import type { ItemPlano } from '@guia/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, ok } from '@/testing/mock-api';
import { estruturaFixture, itemPlanoFixture, planoFixture, prioridadesFixture } from '../testing/fixtures';
import { renderPlano, usarDiaDoPlano } from '../testing/render';

// 'Montar novo plano' (issue 17 §2): the report of the questionnaire that judged the previous plan
// opens the builder with `?copiar=1`, which starts from that plan's unmet targets.

/** A target of the 2025 plan; `continua`: the indicator of the same lineage in questionnaire 31. */
const item = (continua: number | null, patch: Partial<ItemPlano>) =>
  itemPlanoFixture({ indicador_id: 900, indicador_avaliado_id: continua, ...patch });

/** The 2025 plan, judged by questionnaire 31 (the builder's): matched in 31 by lineage. */
const anterior = planoFixture(
  [
    item(101, { id: 1, desfecho: 'atingida', peso_obtido: 1, acoes: 'Já feito' }),
    item(102, { id: 2, peso_meta: 4, desfecho: 'avancou', acoes: 'Digitalizar os registros' }),
    item(201, { id: 3, peso_meta: 4, desfecho: 'manteve', acoes: 'Reunião', responsavel: 'Ana' }),
    item(null, { id: 4, desfecho: 'recuou', acoes: 'Indicador que saiu da edição' }),
    item(301, { id: 5, estado: 'cancelada', desfecho: null, acoes: 'Cancelada' }),
    item(302, { id: 6, peso_meta: 3, desfecho: 'manteve', acoes: 'Reformar a casa' }),
  ],
  {
    id: 4,
    ano: 2025,
    questionario_id: 21,
    avaliado_em: '2026-05-10T12:00:00.000Z',
    questionario_avaliacao_id: 31,
  },
);

function api(avaliadoPor = 31) {
  return mockApi({
    'GET /api/Guia/7/3/31': ok(estruturaFixture()),
    'GET /api/Objeto/7/3/31/prioridades': ok(prioridadesFixture()),
    'GET /api/Objeto/7/PlanoAcao': ok({
      ativo: null,
      anterior: { ...anterior, questionario_avaliacao_id: avaliadoPor },
    }),
  });
}

const titulos = () =>
  screen
    .getAllByRole('region')
    .filter((r) => r.tagName === 'SECTION')
    .map((s) => within(s).getByRole('heading', { level: 3 }).textContent);

usarDiaDoPlano();

describe("Objeto.Plano.Montar ?copiar=1: 'Montar novo plano'", () => {
  it('starts from the unmet targets, by lineage, with their actions; the deadline starts again', async () => {
    api();
    renderPlano('/objetos/7/plano/montar/3/31?copiar=1');
    await screen.findByRole('region', { name: 'Registros' });
    // Met, cancelled and gone ones are not carried; the rest in the old plan's order.
    expect(titulos()).toEqual(['Registros', 'Vizinhança', 'Moradia']);
    expect(
      screen.getByText(/As metas do plano anterior \(Guia 2025\) que não foram atingidas/),
    ).toBeInTheDocument();

    const registros = screen.getByRole('region', { name: 'Registros' });
    // Still above the level reached (2): the target stays at 4.
    expect(within(registros).getByRole('radio', { name: /^Nível 4/ })).toBeChecked();
    expect(within(registros).getByLabelText(/^O que vou fazer/)).toHaveValue('Digitalizar os registros');
    expect(within(registros).getByLabelText(/^Prazo/)).toHaveValue('2027-05-20');
    const vizinhanca = screen.getByRole('region', { name: 'Vizinhança' });
    expect(within(vizinhanca).getByLabelText(/^Responsável/)).toHaveValue('Ana');
    // Moradia is at 4 now: the old target 3 is no longer above it, so the next level up.
    const moradia = screen.getByRole('region', { name: 'Moradia' });
    expect(within(moradia).getByRole('radio', { name: /^Nível 5/ })).toBeChecked();
  });

  it('starts from the priorities without the flag, or when another questionnaire judged the plan', async () => {
    api(99);
    renderPlano('/objetos/7/plano/montar/3/31?copiar=1');
    await screen.findByRole('region', { name: 'Planejamento' });
    expect(titulos()).toEqual(['Planejamento', 'Empregos locais', 'Registros', 'Segurança', 'Vizinhança']);
    expect(screen.queryByText(/As metas do plano anterior/)).toBeNull();
  });
});
