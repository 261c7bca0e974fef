import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { schema } from '../../db/client.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createUser, type TestUser } from '../../test/factories.ts';
import {
  comChave,
  MINUTOS_ABANDONADA,
  perderResposta,
  reservaAntiga,
} from '../idempotencia/idempotencia.test-helpers.ts';
import {
  APLICADOR,
  edicaoSemeada,
  finalizar,
  orientacaoGuardada,
  prepararQuestionario,
  type Questionarios,
  responder,
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

/** A user's open questionnaire with every indicator answered. */
async function completo() {
  const q = await prepararQuestionario(ctx);
  for (const i of q.indicadores) {
    await responder(ctx, q.user, q.objetoId, q.questionarioId, i.id, i.niveis[0]!.id);
  }
  return q;
}

function finalizarCom(user: TestUser, chave: string, objetoId: number, questionarioId: number) {
  return t.app.inject({
    method: 'PUT',
    url: '/api/Guia/Questionario',
    headers: comChave(user, chave),
    payload: { objeto_id: objetoId, guia_id: ctx.edicaoId, questionario_id: questionarioId },
  });
}

async function resultadosCongelados(questionarioId: number) {
  const [row] = await t.db
    .select({ n: count() })
    .from(schema.resultadoPrincipio)
    .where(eq(schema.resultadoPrincipio.questionarioId, questionarioId));
  return row!.n;
}

describe('PUT /api/Guia/Questionario (finish) with Idempotency-Key', () => {
  it('finishes once for a key sent twice and answers the same finish again, even though it is now finished', async () => {
    const { user, objetoId, questionarioId } = await completo();
    const chave = randomUUID();
    const primeira = await finalizarCom(user, chave, objetoId, questionarioId);
    expect(primeira.statusCode).toBe(200);
    const congelados = await resultadosCongelados(questionarioId);
    expect(congelados).toBeGreaterThan(0);
    const segunda = await finalizarCom(user, chave, objetoId, questionarioId);
    expect(segunda.statusCode).toBe(200);
    expect(segunda.headers['idempotent-replayed']).toBe('true');
    expect(segunda.json()).toEqual(primeira.json());
    expect(await resultadosCongelados(questionarioId)).toBe(congelados);
    // Without the key, a second finish is refused as before.
    expect((await finalizar(ctx, user, objetoId, questionarioId)).statusCode).toBe(409);
  });

  it('refuses the key with another body (422); keeps keys per user', async () => {
    const { user, objetoId, questionarioId } = await completo();
    const chave = randomUUID();
    expect((await finalizarCom(user, chave, objetoId, questionarioId)).statusCode).toBe(200);
    const outra = await finalizarCom(user, chave, objetoId, questionarioId + 1);
    expect(outra.statusCode).toBe(422);
    expect(outra.json().code).toBe('chave_reusada');
    // Another user's same key is that user's own: their request is judged on its own (404 here).
    const estranho = await createUser(t);
    const alheia = await finalizarCom(estranho, chave, objetoId, questionarioId);
    expect(alheia.statusCode).toBe(404);
    expect(alheia.headers['idempotent-replayed']).toBeUndefined();
  });

  it('stores a refusal: an incomplete questionnaire answers the same 400 to the retry', async () => {
    const { user, objetoId, questionarioId } = await prepararQuestionario(ctx);
    const chave = randomUUID();
    const primeira = await finalizarCom(user, chave, objetoId, questionarioId);
    expect(primeira.statusCode).toBe(400);
    const segunda = await finalizarCom(user, chave, objetoId, questionarioId);
    expect(segunda.headers['idempotent-replayed']).toBe('true');
    expect(segunda.json()).toEqual(primeira.json());
  });

  it('finishes once for two requests with one key at the same time', async () => {
    const { user, objetoId, questionarioId } = await completo();
    const chave = randomUUID();
    const respostas = await Promise.all([
      finalizarCom(user, chave, objetoId, questionarioId),
      finalizarCom(user, chave, objetoId, questionarioId),
    ]);
    for (const r of respostas) expect([200, 409]).toContain(r.statusCode);
    expect(respostas.some((r) => r.statusCode === 200 && r.json().data?.questionario?.finalizado)).toBe(true);
  });

  it("answers 'já foi processado' after a crash between the commit and the stored answer", async () => {
    const { user, objetoId, questionarioId } = await completo();
    const chave = randomUUID();
    expect((await finalizarCom(user, chave, objetoId, questionarioId)).statusCode).toBe(200);
    await perderResposta(t, user.id, chave);
    const res = await finalizarCom(user, chave, objetoId, questionarioId);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: null, message: 'Este envio já foi processado.' });
  });
});

function orientarCom(user: TestUser, chave: string | null, questionarioId: number, recusa = false) {
  return t.app.inject({
    method: 'POST',
    url: `/api/Guia/Questionario/Orientacao${recusa ? '/Recusa' : ''}`,
    headers: chave ? comChave(user, chave) : user.auth,
    payload: recusa
      ? { questionario_id: questionarioId }
      : { orientado: { questionario_id: questionarioId, ...APLICADOR } },
  });
}

describe('POST /api/Guia/Questionario/Orientacao and /Recusa with Idempotency-Key', () => {
  it("replays the applicator's registration, refuses another body, and leaves a later 'Não' alone", async () => {
    const { user, questionarioId } = await prepararQuestionario(ctx);
    const chave = randomUUID();
    const primeira = await orientarCom(user, chave, questionarioId);
    expect(primeira.statusCode).toBe(200);
    const segunda = await orientarCom(user, chave, questionarioId);
    expect(segunda.headers['idempotent-replayed']).toBe('true');
    expect(segunda.json()).toEqual(primeira.json());
    expect((await orientarCom(user, chave, questionarioId, true)).statusCode).toBe(422);
    expect((await orientacaoGuardada(ctx, questionarioId)).orientado).toBe(true);
  });

  it("replays a 'Não' after the questionnaire was finished, instead of a 409", async () => {
    const { user, objetoId, questionarioId, indicadores } = await prepararQuestionario(ctx);
    const chave = randomUUID();
    const recusa = await orientarCom(user, chave, questionarioId, true);
    expect(recusa.statusCode).toBe(200);
    for (const i of indicadores) {
      await responder(ctx, user, objetoId, questionarioId, i.id, i.niveis[0]!.id);
    }
    expect((await finalizar(ctx, user, objetoId, questionarioId)).statusCode).toBe(200);
    const repetida = await orientarCom(user, chave, questionarioId, true);
    expect(repetida.statusCode).toBe(200);
    expect(repetida.headers['idempotent-replayed']).toBe('true');
    expect((await orientarCom(user, null, questionarioId, true)).statusCode).toBe(409);
  });

  it('answers 409 to a running first request and takes over an abandoned one', async () => {
    const { user, questionarioId } = await prepararQuestionario(ctx);
    const usada = randomUUID();
    expect((await orientarCom(user, usada, questionarioId, true)).statusCode).toBe(200);
    const recente = randomUUID();
    await reservaAntiga(t, user.id, { chaveUsada: usada, novaChave: recente, minutos: 1 });
    const ocupada = await orientarCom(user, recente, questionarioId, true);
    expect(ocupada.statusCode).toBe(409);
    expect(ocupada.headers['retry-after']).toBe('1');
    const abandonada = randomUUID();
    await reservaAntiga(t, user.id, {
      chaveUsada: usada,
      novaChave: abandonada,
      minutos: MINUTOS_ABANDONADA,
    });
    expect((await orientarCom(user, abandonada, questionarioId, true)).statusCode).toBe(200);
    expect((await orientacaoGuardada(ctx, questionarioId)).orientado).toBe(false);
  });
});
