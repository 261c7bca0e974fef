import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { schema } from '../../db/client.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createUser } from '../../test/factories.ts';
import {
  aplicaveisA,
  criarUnidade,
  edicaoSemeada,
  finalizar,
  iniciado,
  prepararQuestionario,
  type Questionarios,
  responder,
  totalRespostas,
  VAREJO,
} from './questionario.test-helpers.ts';

let t: TestApp;
let ctx: Questionarios;

beforeAll(async () => {
  t = await buildTestApp();
  ctx = { t, edicaoId: await edicaoSemeada(t) };
});

beforeEach(async () => {
  await t.reset();
});

afterAll(async () => {
  await t.close();
});

describe('POST /api/Guia/Resposta', () => {
  it('reads the percentage the Brazilian way and never turns 1.000 into 1', async () => {
    const { user, objetoId, questionarioId, indicadores } = await prepararQuestionario(ctx);
    const i = indicadores.find((x) => x.possuipercentual)!;
    const nivel = i.niveis.find((n) => n.peso > 0)!;
    const ok = await responder(
      ctx,
      user,
      objetoId,
      questionarioId,
      i.id,
      nivel.id,
      '45' as unknown as number,
    );
    expect(ok.json().data.percentual).toBe(45);
    const mil = await responder(
      ctx,
      user,
      objetoId,
      questionarioId,
      i.id,
      nivel.id,
      '1.000' as unknown as number,
    );
    expect(mil.statusCode).toBe(400);
    expect(mil.json().fields).toEqual({ percentual: 'O percentual deve estar entre 0 e 100' });
    const decimal = await responder(
      ctx,
      user,
      objetoId,
      questionarioId,
      i.id,
      nivel.id,
      '45.5' as unknown as number,
    );
    expect(decimal.statusCode).toBe(400);
    expect(Object.keys(decimal.json().fields)).toEqual(['percentual']);
  });

  it('refuses a level of another indicator', async () => {
    const { user, objetoId, questionarioId, indicadores } = await prepararQuestionario(ctx);
    const [a, b] = indicadores;
    const res = await responder(ctx, user, objetoId, questionarioId, a!.id, b!.niveis[0]!.id);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      clientMessage: 'Este nível não pertence ao indicador',
      fields: { nivel_id: 'Este nível não pertence ao indicador' },
    });
    expect(await totalRespostas(ctx)).toBe(0);
  });

  it("refuses an indicator that does not apply to the unit's category", async () => {
    const user = await createUser(t);
    const objetoId = await criarUnidade(ctx, user, VAREJO);
    const questionarioId = await iniciado(ctx, user, objetoId);
    const soProdutor = aplicaveisA(6).find((i) => !(i.categorias as readonly number[]).includes(3))!;
    const [row] = await t.db
      .select({ id: schema.indicador.id })
      .from(schema.indicador)
      .where(eq(schema.indicador.codigo, soProdutor.codigo));
    const [nv] = await t.db
      .select({ id: schema.nivel.id })
      .from(schema.nivel)
      .where(and(eq(schema.nivel.indicadorId, row!.id)));
    const res = await responder(ctx, user, objetoId, questionarioId, row!.id, nv!.id);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ indicador_id: 'Este indicador não se aplica a esta unidade' });
  });

  it("answers another user's questionnaire with 404 and leaves it untouched", async () => {
    const { objetoId, questionarioId, indicadores } = await prepararQuestionario(ctx);
    const stranger = await createUser(t);
    const i = indicadores[0]!;
    const res = await responder(ctx, stranger, objetoId, questionarioId, i.id, i.niveis[0]!.id);
    expect(res.statusCode).toBe(404);
    expect(res.json().clientMessage).toBe('Questionário não encontrado');
    const fim = await finalizar(ctx, stranger, objetoId, questionarioId);
    expect(fim.statusCode).toBe(404);
    expect(await totalRespostas(ctx)).toBe(0);
  });
});
