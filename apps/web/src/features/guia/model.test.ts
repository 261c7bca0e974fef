import { describe, expect, it } from 'vitest';
import {
  faltamNoPrincipio,
  indicadoresDoPrincipio,
  nivelMarcado,
  primeiroPendente,
  primeiroPendenteDoGuia,
  principioConcluido,
} from './model';
import { guiaFixture, indicador } from './testing/fixtures';

describe('nivelMarcado (the tick rule)', () => {
  it('ticks the levels at or below the chosen weight, never weight 0 then', () => {
    expect([0, 1, 2, 3, 4, 5].map((peso) => nivelMarcado(peso, 3))).toEqual([
      false,
      true,
      true,
      true,
      false,
      false,
    ]);
  });
  it("ticks only weight 0 when 'Não se aplica' (0) is chosen", () => {
    expect([0, 1, 2].map((peso) => nivelMarcado(peso, 0))).toEqual([true, false, false]);
  });
  it('ticks nothing without a choice', () => {
    expect([0, 1, 5].map((peso) => nivelMarcado(peso, null))).toEqual([false, false, false]);
  });
});

describe('principle helpers', () => {
  it('orders the indicators criterion by criterion', () => {
    const p = guiaFixture().principios[0];
    if (!p) throw new Error('fixture');
    expect(indicadoresDoPrincipio(p).map((i) => [i.indicador.id, i.criterioNumber, i.posicao])).toEqual([
      [101, '1.1', 0],
      [102, '1.1', 1],
      [103, '1.2', 2],
    ]);
  });
  it('finds the first unanswered indicator', () => {
    const p = guiaFixture().principios[0];
    const c = p?.criterios[0];
    if (!p || !c) throw new Error('fixture');
    c.indicadores[0] = indicador(101, { resposta: { nivel_id: 1011, peso: 1, versao: 1 } });
    expect(primeiroPendente(p)?.id).toBe(102);
  });
  it('counts what is missing per principle and marks a fully answered one as done', () => {
    const [p1, p2] = guiaFixture().principios;
    if (!p1 || !p2) throw new Error('fixture');
    expect([faltamNoPrincipio(p1), principioConcluido(p1)]).toEqual([3, false]);
    expect([faltamNoPrincipio(p2), principioConcluido(p2)]).toEqual([0, true]);
  });
  it('leads to the first unanswered indicator of the whole questionnaire, none when all are answered', () => {
    const guia = guiaFixture();
    expect(primeiroPendenteDoGuia(guia)?.indicador.id).toBe(101);
    const [p1] = guia.principios;
    for (const c of p1?.criterios ?? [])
      c.indicadores = c.indicadores.map((i) => ({
        ...i,
        resposta: { nivel_id: i.id * 10, peso: 0, versao: 1 },
      }));
    expect(primeiroPendenteDoGuia(guia)).toBeUndefined();
  });
});
