import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { schema } from '../../db/client.ts';
import { createUser, type TestUser } from '../../test/factories.ts';
import { atualizarComparativo } from './comparativo.service.ts';
import {
  ALERTA,
  ALERTA_BRASIL,
  BRASILIA,
  CUIABA,
  GOIANIA,
  PROPRIO,
  publicar,
  regras,
  SAO_PAULO,
  unidadeFinalizada,
  valores,
} from './comparativo.test-helpers.ts';
import {
  abrirRelatorios,
  base,
  criarUnidade,
  get,
  novoRelatorio,
  preencherEFinalizar,
  type Relatorios,
} from './relatorio.test-helpers.ts';

// The comparative report of the journey's unit against the other owners of its groups.

const ctx = { ano: 1989 } as Relatorios;
beforeAll(() => abrirRelatorios(ctx));
beforeEach(() => novoRelatorio(ctx));
afterAll(() => ctx.t.close());

let user: TestUser;
let objetoId: number;
let questionarioId: number;
const comparativo = (grupo?: string) =>
  get(
    ctx,
    user,
    `${base(ctx, objetoId, questionarioId)}/comparativo${grupo ? `?grupo=${encodeURIComponent(grupo)}` : ''}`,
  );

/** Every test reads the comparative of the journey's unit, finished by its own producer. */
beforeEach(async () => {
  user = await createUser(ctx.t);
  objetoId = await criarUnidade(ctx, user);
  questionarioId = await preencherEFinalizar(ctx, user, objetoId);
});

describe('comparative', () => {
  it("shows the mean of the other owners' latest results, none of the owner's units included", async () => {
    // Five other owners in MT; one unit also has an older questionnaire (ignored).
    const a = await unidadeFinalizada(ctx, 'MT', CUIABA, [0, 0, 0, 0, 0], {
      finalizadoEm: new Date('2001-01-01T00:00:00Z'),
    });
    await unidadeFinalizada(ctx, 'MT', CUIABA, [100, 0, 50, 40, 20], { objetoId: a });
    await unidadeFinalizada(ctx, 'MT', CUIABA, [90, 10, 40, 60, 30]);
    await unidadeFinalizada(ctx, 'MT', CUIABA, [70, 0, 20, 53, 41]);
    await unidadeFinalizada(ctx, 'MT', CUIABA, [61, 100, 33, 47, 59]);
    const e = await unidadeFinalizada(ctx, 'MT', CUIABA, [50, 50, 50, 50, 50]);
    // The owner's second MT unit never enters his own comparison.
    await unidadeFinalizada(ctx, 'MT', CUIABA, [0, 0, 0, 0, 0], { dono: user.id });
    // Not in the group: another UF, another edition.
    await unidadeFinalizada(ctx, 'GO', GOIANIA, [0, 0, 0, 0, 0]);
    await unidadeFinalizada(ctx, 'MT', CUIABA, [0, 0, 0, 0, 0], { edicao: ctx.outraEdicaoId });

    // The edition's first comparative request publishes its snapshots. Five units, each score kept as
    // its quarter (0-24: 0, 25-49: 1, 50-74: 2, 75-100: 3), the mean of the quarters' midpoints
    // (12.5 + 25 * sum / n) on the grid of 5, ties to the multiple of 10:
    // P1 100, 90, 70, 61, 50 -> 3+3+2+2+2 = 12 -> 72.5 -> 70; P2 0, 10, 0, 100, 50 -> 0+0+0+3+2 = 5 -> 37.5 -> 40;
    // P3 50, 40, 20, 33, 50 -> 2+1+0+1+2 = 6 -> 42.5 -> 40; P4 40, 60, 53, 47, 50 -> 1+2+2+1+2 = 8 -> 52.5 -> 50;
    // P5 20, 30, 41, 59, 50 -> 0+1+1+2+2 = 6 -> 42.5 -> 40. Total floor((70+40+40+50+40)/5) = 48.
    const cinco = await comparativo('minha-regiao');
    expect(cinco.statusCode).toBe(200);
    expect(cinco.json().data).toMatchObject({
      grupo: 'minha-regiao',
      rotulo: 'Minha região',
      questionario: PROPRIO,
      comparado: { valores: valores([70, 40, 40, 50, 40]), total: 48 },
      alert: null,
    });
    // The threshold comes from the configuration (COMPARATIVO_MIN_UNIDADES).
    ctx.t.config.COMPARATIVO_MIN_UNIDADES = 6;
    try {
      expect((await comparativo()).json().data).toMatchObject({ comparado: null, alert: ALERTA });
    } finally {
      ctx.t.config.COMPARATIVO_MIN_UNIDADES = 5;
    }

    // One owner's newer questionnaire (E 50s -> 100s) is not published on its own.
    await unidadeFinalizada(ctx, 'MT', CUIABA, [100, 100, 100, 100, 100], { objetoId: e });
    await publicar(ctx);
    expect((await comparativo()).json().data).toMatchObject({
      comparado: { valores: valores([70, 40, 40, 50, 40]), total: 48 },
    });
    // With four more owners (0s, 10s, 20s, 30s: quarters 0, 0, 0, 1) the changes span five owners:
    // published together. Nine units, E now 3s: P1 3+3+2+2+3+1 = 14 -> 51.4 -> 50; P2 0+0+0+3+3+1 = 7
    // -> 31.9 -> 30; P3 2+1+0+1+3+1 = 8 -> 34.7 -> 35; P4 1+2+2+1+3+1 = 10 -> 40.3 -> 40; P5 0+1+1+2+3+1
    // = 8 -> 35. Total floor(190/5) = 38.
    for (const v of [0, 10, 20, 30]) await unidadeFinalizada(ctx, 'MT', CUIABA, [v, v, v, v, v]);
    expect((await publicar(ctx)).publicados).toEqual(['brasil', 'regiao:Centro-Oeste', 'uf:MT']);
    expect((await comparativo()).json().data).toMatchObject({
      comparado: { valores: valores([50, 30, 35, 40, 35]), total: 38 },
      alert: null,
    });
  });

  it('compares with the macro-region, Brasil, and hides the small groups', async () => {
    await unidadeFinalizada(ctx, 'MT', CUIABA, [100, 0, 50, 40, 20]);
    await unidadeFinalizada(ctx, 'MT', CUIABA, [90, 10, 40, 60, 30]);
    await unidadeFinalizada(ctx, 'MT', CUIABA, [70, 0, 20, 53, 41]);
    await unidadeFinalizada(ctx, 'MT', CUIABA, [61, 100, 33, 47, 59]);
    await unidadeFinalizada(ctx, 'MT', CUIABA, [50, 50, 50, 50, 50]);
    await unidadeFinalizada(ctx, 'GO', GOIANIA, [10, 10, 10, 10, 10]);
    await unidadeFinalizada(ctx, 'DF', BRASILIA, [20, 20, 20, 20, 20]);
    const sp = await unidadeFinalizada(ctx, 'SP', SAO_PAULO, [100, 100, 100, 100, 100]);

    // Centro-Oeste (MT, GO, DF): 7 units (quarters as in the test above, GO's and DF's 0):
    // P1 12 -> 55.4 -> 55; P2 5 -> 30.4 -> 30; P3 6 -> 33.9 -> 35; P4 8 -> 41.1 -> 40; P5 6 -> 35.
    // Total floor(195/5) = 39.
    expect((await comparativo('Centro-Oeste')).json().data).toMatchObject({
      grupo: 'Centro-Oeste',
      rotulo: 'Centro-Oeste',
      questionario: PROPRIO,
      comparado: { valores: valores([55, 30, 35, 40, 35]), total: 39 },
      alert: null,
    });
    // Brasil: 8 units, SP's 3s added: P1 15 -> 59.4 -> 60; P2 8 -> 37.5 -> 40 (tie); P3 9 -> 40.6 -> 40;
    // P4 11 -> 46.9 -> 45; P5 9 -> 40. Total floor(225/5) = 45.
    const brasil = { valores: valores([60, 40, 40, 45, 40]), total: 45 };
    expect((await comparativo('brasil')).json().data).toMatchObject({
      grupo: 'brasil',
      rotulo: 'Brasil',
      comparado: brasil,
      alert: null,
    });
    // The SP unit is deleted and another SP producer finishes: two owners changed, fewer than five,
    // so Brasil keeps its published value (the deleted unit included) even after a full diff.
    await ctx.t.db.delete(schema.objeto).where(eq(schema.objeto.id, sp));
    await unidadeFinalizada(ctx, 'SP', SAO_PAULO, [0, 0, 0, 0, 0]);
    expect(
      (await atualizarComparativo(ctx.t.db, ctx.edicaoId, regras(ctx), { forcar: true })).publicados,
    ).toEqual([]);
    expect((await comparativo('brasil')).json().data).toMatchObject({ comparado: brasil, alert: null });

    for (const grupo of ['Sul', 'Sudeste', 'Distrito Federal', 'Norte', 'Nordeste']) {
      const res = (await comparativo(grupo)).json().data;
      expect(res, grupo).toEqual({
        grupo,
        rotulo: grupo,
        unidade: expect.objectContaining({ id: objetoId }),
        questionario: PROPRIO,
        comparado: null,
        alert: ALERTA,
        comparadoCom: null,
      });
    }
  });
});

describe('comparative', () => {
  it("names Brasil in the alert, and keeps the spec's text for a region", async () => {
    await unidadeFinalizada(ctx, 'MT', CUIABA, [10, 10, 10, 10, 10]);
    expect((await comparativo('brasil')).json().data).toMatchObject({
      comparado: null,
      alert: ALERTA_BRASIL,
    });
    expect((await comparativo('minha-regiao')).json().data).toMatchObject({ comparado: null, alert: ALERTA });
    expect((await comparativo('Centro-Oeste')).json().data).toMatchObject({ comparado: null, alert: ALERTA });
  });

  it("'meu-guia' compares with the unit's previous finished questionnaire", async () => {
    const sem = await comparativo('meu-guia');
    expect(sem.json().data).toMatchObject({
      grupo: 'meu-guia',
      rotulo: 'Meu Guia',
      questionario: PROPRIO,
      comparado: null,
      alert: 'Ainda não há um Guia anterior finalizado desta unidade para comparação.',
      comparadoCom: null,
    });

    // An earlier one (another edition) and an even earlier one: the one just before wins.
    await unidadeFinalizada(ctx, 'MT', CUIABA, [1, 1, 1, 1, 1], {
      objetoId,
      edicao: ctx.outraEdicaoId,
      finalizadoEm: new Date('2020-01-01T00:00:00Z'),
    });
    await unidadeFinalizada(ctx, 'MT', CUIABA, [10, 20, 30, 40, 50], {
      objetoId,
      edicao: ctx.outraEdicaoId,
      finalizadoEm: new Date('2021-01-01T00:00:00Z'),
    });
    // Total floor(150/5) = 30. It says which one: the year of its edition and when it was finished.
    const [seeded] = await ctx.t.db
      .select({ ano: schema.edicao.ano })
      .from(schema.edicao)
      .where(eq(schema.edicao.id, ctx.outraEdicaoId));
    expect((await comparativo('meu-guia')).json().data).toMatchObject({
      questionario: PROPRIO,
      comparado: { valores: valores([10, 20, 30, 40, 50]), total: 30 },
      alert: null,
      comparadoCom: { ano: seeded!.ano, finalizadoEm: '2021-01-01T00:00:00.000Z' },
    });
    // A group comparison names no questionnaire.
    expect((await comparativo('brasil')).json().data.comparadoCom).toBeNull();
  });

  it('rejects an unknown group with 400', async () => {
    const res = await comparativo('marte');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      clientMessage: 'Grupo de comparação inválido',
      fields: { grupo: 'Grupo de comparação inválido' },
    });
  });
});
