import type { GuiaEstrutura, IndicadorGuia } from '@guia/shared';
import { describe, expect, it, vi } from 'vitest';
import { sobreporPendentes } from './sobrepor-pendentes';

/** Levels 0..3, ids `id*10 + peso`. */
function indicador(id: number, patch: Partial<IndicadorGuia> = {}): IndicadorGuia {
  return {
    id,
    codigo: `${id}`,
    sequencia: id % 100,
    titulo: `Indicador ${id}`,
    categorias: [6],
    possuiorientacao: false,
    orientacao: null,
    possuievidencia: false,
    exemploevidencia: null,
    possuipercentual: false,
    niveis: [0, 1, 2, 3].map((peso) => ({ id: id * 10 + peso, peso, descricao: `Nível ${peso}` })),
    resposta: null,
    percentualrespondido: null,
    apoio: [],
    evidencias: [],
    anterior: null,
    ...patch,
  };
}

function principio(codigo: number, indicadores: IndicadorGuia[], respondidas: number) {
  return {
    id: codigo,
    codigo,
    titulo: `Princípio ${codigo}`,
    subtitulo: '',
    descricao: '',
    icone: '',
    video: null,
    percentual: Math.floor((100 * respondidas) / indicadores.length),
    respondidas,
    total: indicadores.length,
    criterios: [
      {
        id: codigo * 10,
        codigo: 1,
        number: `${codigo}.1`,
        titulo: '',
        descricao: '',
        icone: null,
        indicadores,
      },
    ],
  };
}

/** Principle 1: 101, 102 (slider), 103, none answered; principle 2: 201 answered (weight 2). */
function guia(): GuiaEstrutura {
  return {
    id: 3,
    ano: 2026,
    objeto_id: 7,
    nomeunidade: 'Fazenda Boa Vista',
    questionario: { id: 40, criadoem: '', finalizado: false, finalizadoem: null, orientacao: 'negado' },
    totalPerguntas: 4,
    totalRespondido: 1,
    completo: false,
    principios: [
      principio(1, [indicador(101), indicador(102, { possuipercentual: true }), indicador(103)], 0),
      principio(2, [indicador(201, { resposta: { nivel_id: 2012, peso: 2, versao: 1 } })], 1),
    ],
  };
}

const ind = (g: GuiaEstrutura, id: number) =>
  g.principios.flatMap((p) => p.criterios.flatMap((c) => c.indicadores)).find((i) => i.id === id);
const progresso = (g: GuiaEstrutura) => g.principios.map((p) => [p.respondidas, p.total, p.percentual]);

describe('sobreporPendentes', () => {
  it('applies a level and recomputes progress with the shared rule (floored: 2 of 3 is 66)', () => {
    const { guia: g, naoEnviadas } = sobreporPendentes(guia(), [
      { indicadorId: 101, nivel_id: 1012, percentual: null },
      { indicadorId: 103, nivel_id: 1033, percentual: null },
    ]);
    expect(ind(g, 101)?.resposta).toEqual({ nivel_id: 1012, peso: 2, versao: 0 });
    expect(ind(g, 103)?.resposta).toEqual({ nivel_id: 1033, peso: 3, versao: 0 });
    expect(progresso(g)).toEqual([
      [2, 3, 66],
      [1, 1, 100],
    ]);
    expect(g).toMatchObject({ totalPerguntas: 4, totalRespondido: 3, completo: false });
    expect(naoEnviadas).toBe(2);
  });

  it("'Não se aplica' counts as answered and drops the percentage, as the server stores it", () => {
    const { guia: g } = sobreporPendentes(guia(), [{ indicadorId: 102, nivel_id: 1020, percentual: 40 }]);
    expect(ind(g, 102)).toMatchObject({ resposta: { nivel_id: 1020, peso: 0 }, percentualrespondido: null });
    expect(progresso(g)[0]).toEqual([1, 3, 33]);
  });

  it('keeps the percentage on a slider indicator only', () => {
    const { guia: g } = sobreporPendentes(guia(), [
      { indicadorId: 102, nivel_id: 1023, percentual: 60 },
      { indicadorId: 101, nivel_id: 1011, percentual: 60 },
    ]);
    expect(ind(g, 102)?.percentualrespondido).toBe(60);
    expect(ind(g, 101)?.percentualrespondido).toBeNull();
  });

  it('a cleared answer is unanswered again; the last pending entry of an indicator wins', () => {
    const { guia: g, naoEnviadas } = sobreporPendentes(guia(), [
      { indicadorId: 101, nivel_id: 1011, percentual: null },
      { indicadorId: 201, nivel_id: null, percentual: null },
      { indicadorId: 101, nivel_id: 1013, percentual: null },
    ]);
    expect(ind(g, 201)).toMatchObject({ resposta: null, percentualrespondido: null });
    expect(ind(g, 101)?.resposta).toEqual({ nivel_id: 1013, peso: 3, versao: 0 });
    expect(progresso(g)).toEqual([
      [1, 3, 33],
      [0, 1, 0],
    ]);
    expect(g.totalRespondido).toBe(1);
    expect(naoEnviadas).toBe(2);
  });

  it('every indicator answered on the device: complete', () => {
    const { guia: g } = sobreporPendentes(guia(), [
      { indicadorId: 101, nivel_id: 1011, percentual: null },
      { indicadorId: 102, nivel_id: 1022, percentual: 10 },
      { indicadorId: 103, nivel_id: 1030, percentual: null },
    ]);
    expect(g).toMatchObject({ totalRespondido: 4, completo: true });
    expect(progresso(g)[0]).toEqual([3, 3, 100]);
  });

  it('leaves out entries of other questionnaires or naming a level the indicator lacks; none: the same object', () => {
    const original = guia();
    const { guia: g, naoEnviadas } = sobreporPendentes(original, [
      { indicadorId: 999, nivel_id: 9991, percentual: null },
      { indicadorId: 101, nivel_id: 2011, percentual: null },
    ]);
    expect(g).toBe(original);
    expect(naoEnviadas).toBe(0);
    expect(sobreporPendentes(original, []).guia).toBe(original);
  });

  it('never changes the questionnaire it was given', () => {
    const original = guia();
    const copia = structuredClone(original);
    sobreporPendentes(original, [{ indicadorId: 101, nivel_id: 1012, percentual: null }]);
    expect(original).toEqual(copia);
  });

  it('edition data the rule refuses: the choice still shows, the stored progress stays', () => {
    const aviso = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const original = guia();
    const p = original.principios[0];
    if (p) p.codigo = 9;
    const { guia: g, naoEnviadas } = sobreporPendentes(original, [
      { indicadorId: 101, nivel_id: 1012, percentual: null },
    ]);
    expect(ind(g, 101)?.resposta?.peso).toBe(2);
    expect(progresso(g)[0]).toEqual([0, 3, 0]);
    expect(naoEnviadas).toBe(1);
    expect(aviso).toHaveBeenCalled();
    aviso.mockRestore();
  });
});
