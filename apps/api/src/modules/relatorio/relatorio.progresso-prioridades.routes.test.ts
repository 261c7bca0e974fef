import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { schema } from '../../db/client.ts';
import { createUser } from '../../test/factories.ts';
import {
  abrirRelatorios,
  base,
  CODIGOS,
  criarUnidade,
  get,
  inserirResultados,
  novoRelatorio,
  preencherEFinalizar,
  type Relatorios,
} from './relatorio.test-helpers.ts';

// Each principle's filling progress in the performance report, and the priority list's edges.

const ctx = { ano: 1989 } as Relatorios;
beforeAll(() => abrirRelatorios(ctx));
beforeEach(() => novoRelatorio(ctx));
afterAll(() => ctx.t.close());

describe('the journey: answer, finish, read every report', () => {
  it('gives each principle its answered count and filling progress: all of them, 100, once finished', async () => {
    const user = await createUser(ctx.t);
    const objetoId = await criarUnidade(ctx, user);
    await preencherEFinalizar(ctx, user, objetoId);

    const res = await get(ctx, user, `/api/Objeto/${objetoId}/${ctx.edicaoId}`);
    expect(res.statusCode).toBe(200);
    const principios = res.json().data.principios as {
      codigo: number;
      total: number;
      respondidas: number;
      percentual: number;
    }[];
    // 1.1.4 (category 3 only) is not the unit's: P1 has 3 indicators, NA answers count as answered.
    expect(
      principios.map(({ codigo, total, respondidas, percentual }) => [
        codigo,
        total,
        respondidas,
        percentual,
      ]),
    ).toEqual([
      [1, 3, 3, 100],
      [2, 2, 2, 100],
      [3, 2, 2, 100],
      [4, 3, 3, 100],
      [5, 2, 2, 100],
    ]);
  });

  it('fills the priorities up with NA indicators in code order, also when every answer is NA', async () => {
    const user = await createUser(ctx.t);
    const objetoId = await criarUnidade(ctx, user);
    const todosNa = Object.fromEntries(CODIGOS.map((c) => [c, 0]));
    // Only 4.1.1 (weight 3) and 1.1.3 (weight 5) are scored: 3 comes first, then 5, then NA by code.
    const q1 = await preencherEFinalizar(ctx, user, objetoId, { ...todosNa, '4.1.1': 3, '1.1.3': 5 });
    const r1 = await get(ctx, user, `${base(ctx, objetoId, q1)}/prioridades`);
    expect(r1.json().data.prioridades.map((p: { codigo: string }) => p.codigo)).toEqual([
      '4.1.1',
      '1.1.3',
      '1.1.1',
      '1.1.2',
      '2.1.1',
    ]);
    expect(r1.json().data.prioridades[2]).toMatchObject({ resposta: 0, legenda: null, proximo: null });

    const q2 = await preencherEFinalizar(ctx, user, objetoId, todosNa);
    // Everything NA: no scored indicator, so the list is five NA indicators in code order.
    const r2 = await get(ctx, user, `${base(ctx, objetoId, q2)}/prioridades`);
    expect(r2.json().data.prioridades.map((p: { codigo: string }) => p.codigo)).toEqual([
      '1.1.1',
      '1.1.2',
      '1.1.3',
      '2.1.1',
      '2.1.2',
    ]);
    const c2 = await get(ctx, user, `${base(ctx, objetoId, q2)}/completo`);
    expect(c2.json().data).toMatchObject({ scoretotal: 0, questions: 12 });
    expect(c2.json().data.score.map((s: { naoAplicado: boolean }) => s.naoAplicado)).toEqual([
      true,
      true,
      true,
      true,
      true,
    ]);
  });

  it('answers an empty priority list for a questionnaire without answered indicators', async () => {
    const user = await createUser(ctx.t);
    const objetoId = await criarUnidade(ctx, user);
    // A finished questionnaire whose indicators were all removed from the edition's answers (frozen rows only).
    const [q] = await ctx.t.db
      .insert(schema.questionario)
      .values({
        objetoId,
        edicaoId: ctx.edicaoId,
        usuarioId: user.id,
        finalizado: true,
        finalizadoEm: new Date('2000-01-01T00:00:00Z'),
      })
      .returning({ id: schema.questionario.id });
    await inserirResultados(ctx, q!.id, [0, 0, 0, 0, 0]);
    const res = await get(ctx, user, `${base(ctx, objetoId, q!.id)}/prioridades`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.prioridades).toEqual([]);
  });
});
