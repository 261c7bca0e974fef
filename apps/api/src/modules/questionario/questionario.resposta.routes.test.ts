import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { schema } from '../../db/client.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import {
  edicaoSemeada,
  indicadoresDe,
  lerEstrutura,
  prepararQuestionario,
  type Questionarios,
  responder,
  totalRespostas,
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
  it('stores the same answer sent twice once, and a new level replaces the old one', async () => {
    const { user, objetoId, questionarioId, indicadores } = await prepararQuestionario(ctx);
    const [i] = indicadores;
    const nivel = i!.niveis.at(-1)!;
    let versao: number | undefined;
    for (let n = 0; n < 2; n++) {
      const res = await responder(ctx, user, objetoId, questionarioId, i!.id, nivel.id);
      expect(res.statusCode).toBe(200);
      // The same answer again is confirmed: no new version.
      versao ??= res.json().data.versao;
      expect(res.json()).toEqual({
        data: {
          questionario_id: questionarioId,
          indicador_id: i!.id,
          nivel_id: nivel.id,
          peso: nivel.peso,
          percentual: null,
          versao,
        },
        message: 'Resposta salva',
      });
    }
    expect(versao).toEqual(expect.any(Number));
    expect(await totalRespostas(ctx)).toBe(1);
    const outro = i!.niveis[0]!;
    await responder(ctx, user, objetoId, questionarioId, i!.id, outro.id);
    expect(await totalRespostas(ctx)).toBe(1);
    const e = await lerEstrutura(ctx, user, objetoId, questionarioId);
    expect(indicadoresDe(e)[0]!.resposta).toEqual({
      nivel_id: outro.id,
      peso: outro.peso,
      versao: expect.any(Number),
      respondido_por: null,
    });
    expect(indicadoresDe(e)[0]!.resposta!.versao).toBeGreaterThan(versao!);
    expect(e.principios[0]!.respondidas).toBe(1);
  });

  it('clears the answer when nivel_id is null', async () => {
    const { user, objetoId, questionarioId, indicadores } = await prepararQuestionario(ctx);
    const i = indicadores[0]!;
    await responder(ctx, user, objetoId, questionarioId, i.id, i.niveis[0]!.id);
    const res = await responder(ctx, user, objetoId, questionarioId, i.id, null);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ data: { nivel_id: null, peso: null }, message: 'Resposta removida' });
    expect(await totalRespostas(ctx)).toBe(0);
    expect(indicadoresDe(await lerEstrutura(ctx, user, objetoId, questionarioId))[0]!.resposta).toBeNull();
  });

  it('keeps the percentage only for indicators that have one, and refuses one outside 0..100', async () => {
    const { user, objetoId, questionarioId, indicadores } = await prepararQuestionario(ctx);
    const comPercentual = indicadores.find((i) => i.possuipercentual);
    const semPercentual = indicadores.find((i) => !i.possuipercentual)!;
    const sem = await responder(
      ctx,
      user,
      objetoId,
      questionarioId,
      semPercentual.id,
      semPercentual.niveis[0]!.id,
      70,
    );
    expect(sem.json().data.percentual).toBeNull();
    if (comPercentual) {
      const com = await responder(
        ctx,
        user,
        objetoId,
        questionarioId,
        comPercentual.id,
        comPercentual.niveis[0]!.id,
        70,
      );
      expect(com.json().data.percentual).toBe(70);
    }
    for (const percentual of [101, -1, 2.5]) {
      const res = await responder(
        ctx,
        user,
        objetoId,
        questionarioId,
        semPercentual.id,
        semPercentual.niveis[0]!.id,
        percentual,
      );
      expect(res.statusCode, String(percentual)).toBe(400);
      expect(Object.keys(res.json().fields)).toEqual(['percentual']);
    }
  });

  it("never stores a percentage with 'Não se aplica', and drops the one kept before", async () => {
    const { user, objetoId, questionarioId, indicadores } = await prepararQuestionario(ctx);
    const i = indicadores.find((x) => x.possuipercentual && x.niveis.some((n) => n.peso === 0))!;
    const na = i.niveis.find((n) => n.peso === 0)!;
    const nivel2 = i.niveis.find((n) => n.peso === 2)!;
    const com = await responder(ctx, user, objetoId, questionarioId, i.id, nivel2.id, 60);
    expect(com.json().data.percentual).toBe(60);

    const res = await responder(ctx, user, objetoId, questionarioId, i.id, na.id, 60);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ nivel_id: na.id, peso: 0, percentual: null });
    const [stored] = await t.db
      .select({ percentual: schema.resposta.percentual })
      .from(schema.resposta)
      .where(eq(schema.resposta.indicadorId, i.id));
    expect(stored).toEqual({ percentual: null });
    const lido = indicadoresDe(await lerEstrutura(ctx, user, objetoId, questionarioId)).find(
      (x) => x.id === i.id,
    )!;
    expect(lido).toMatchObject({ resposta: { nivel_id: na.id, peso: 0 }, percentualrespondido: null });
  });
});
