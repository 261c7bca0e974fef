import { randomUUID } from 'node:crypto';
import type { IndicadorGuia } from '@guia/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { schema } from '../../db/client.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import type { TestUser } from '../../test/factories.ts';
import { edicaoSemeada, prepararQuestionario, type Questionarios } from './questionario.test-helpers.ts';

// Issue 16 §1: an answer save can be repeated safely (Idempotency-Key) and never silently
// overwrites a change made on another device (versao / versao_base).

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

interface Cena {
  user: TestUser;
  objetoId: number;
  questionarioId: number;
  i: IndicadorGuia;
}

async function cena(): Promise<Cena> {
  const { user, objetoId, questionarioId, indicadores } = await prepararQuestionario(ctx);
  return { user, objetoId, questionarioId, i: indicadores[0]! };
}

function salvar(
  c: Cena,
  nivelId: number | null,
  opts: { chave?: string; versaoBase?: number | null; user?: TestUser } = {},
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/Guia/Resposta',
    headers: { ...(opts.user ?? c.user).auth, ...(opts.chave ? { 'idempotency-key': opts.chave } : {}) },
    payload: {
      objeto_id: c.objetoId,
      guia_id: ctx.edicaoId,
      questionario_id: c.questionarioId,
      indicador_id: c.i.id,
      nivel_id: nivelId,
      ...(opts.versaoBase !== undefined ? { versao_base: opts.versaoBase } : {}),
    },
  });
}

async function noServidor(c: Cena) {
  const linhas = await t.db
    .select({ nivelId: schema.resposta.nivelId, versao: schema.resposta.versao })
    .from(schema.resposta)
    .where(
      and(eq(schema.resposta.questionarioId, c.questionarioId), eq(schema.resposta.indicadorId, c.i.id)),
    );
  return linhas;
}

describe('Idempotency-Key on POST /api/Guia/Resposta', () => {
  it('the same key twice: one row, one version step, the first answer again with replay', async () => {
    const c = await cena();
    const chave = randomUUID();
    const nivel = c.i.niveis[0]!.id;
    const primeira = await salvar(c, nivel, { chave });
    expect(primeira.statusCode, primeira.body).toBe(200);
    const versao = primeira.json().data.versao as number;
    // A lost response: the server committed, the client saw a reset and sends it again.
    const segunda = await salvar(c, nivel, { chave });
    expect(segunda.statusCode).toBe(200);
    expect(segunda.json()).toEqual({ ...primeira.json(), data: { ...primeira.json().data, replay: true } });
    expect(await noServidor(c)).toEqual([{ nivelId: nivel, versao }]);
  });

  it('a repeat after a newer change still answers the first result and changes nothing', async () => {
    const c = await cena();
    const chave = randomUUID();
    const [a, b] = c.i.niveis;
    const primeira = await salvar(c, a!.id, { chave });
    const depois = await salvar(c, b!.id);
    expect(depois.statusCode).toBe(200);
    // The late resend of the first (a stale outbox entry) must not bring the old level back.
    const atrasada = await salvar(c, a!.id, { chave });
    expect(atrasada.json().data).toEqual({ ...primeira.json().data, replay: true });
    expect(await noServidor(c)).toEqual([{ nivelId: b!.id, versao: depois.json().data.versao }]);
  });

  it('the same key with another body: 422, nothing changed', async () => {
    const c = await cena();
    const chave = randomUUID();
    const [a, b] = c.i.niveis;
    await salvar(c, a!.id, { chave });
    const antes = await noServidor(c);
    const res = await salvar(c, b!.id, { chave });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      code: 'chave_reusada',
      clientMessage: expect.stringContaining('chave'),
    });
    expect(await noServidor(c)).toEqual(antes);
  });

  it('keys are per user, an invalid key is a 400 with its field, and the session comes first', async () => {
    const c = await cena();
    const outro = await cena();
    const chave = randomUUID();
    expect((await salvar(c, c.i.niveis[0]!.id, { chave })).statusCode).toBe(200);
    const deOutro = await salvar(outro, outro.i.niveis[0]!.id, { chave });
    expect(deOutro.statusCode).toBe(200);
    expect(deOutro.json().data.replay).toBeUndefined();
    const invalida = await salvar(c, c.i.niveis[1]!.id, { chave: 'nao-e-uuid' });
    expect(invalida.statusCode).toBe(400);
    expect(invalida.json().fields).toEqual({ 'Idempotency-Key': expect.any(String) });
    const semSessao = await t.app.inject({
      method: 'POST',
      url: '/api/Guia/Resposta',
      headers: { 'idempotency-key': 'nao-e-uuid' },
      payload: {},
    });
    expect(semSessao.statusCode).toBe(401);
  });

  it('two requests with one key at once write once', async () => {
    const c = await cena();
    const chave = randomUUID();
    const nivel = c.i.niveis[1]!.id;
    const [x, y] = await Promise.all([salvar(c, nivel, { chave }), salvar(c, nivel, { chave })]);
    expect([x.statusCode, y.statusCode]).toEqual([200, 200]);
    expect(x.json().data.versao).toBe(y.json().data.versao);
    expect(await noServidor(c)).toHaveLength(1);
  });
});

describe('answer versions on POST /api/Guia/Resposta', () => {
  it('GET Guia shows the version; a stale versao_base with another value is a 409 that changes nothing', async () => {
    const c = await cena();
    const [a, b, d] = c.i.niveis;
    const v1 = (await salvar(c, a!.id, { versaoBase: null })).json().data.versao as number;
    const guia = await t.app.inject({
      method: 'GET',
      url: `/api/Guia/${c.objetoId}/${ctx.edicaoId}/${c.questionarioId}`,
      headers: c.user.auth,
    });
    const lido = guia
      .json()
      .data.principios.flatMap((p: { criterios: { indicadores: IndicadorGuia[] }[] }) =>
        p.criterios.flatMap((cr) => cr.indicadores),
      );
    expect(lido.find((x: IndicadorGuia) => x.id === c.i.id).resposta).toMatchObject({
      nivel_id: a!.id,
      versao: v1,
    });
    // Another device changes it.
    const v2 = (await salvar(c, b!.id, { versaoBase: v1 })).json().data.versao as number;
    expect(v2).toBeGreaterThan(v1);
    // This device still saw v1.
    const conflito = await salvar(c, d!.id, { versaoBase: v1 });
    expect(conflito.statusCode).toBe(409);
    expect(conflito.json()).toMatchObject({
      code: 'conflito_resposta',
      servidor: { nivel_id: b!.id, percentual: null, versao: v2 },
    });
    expect(await noServidor(c)).toEqual([{ nivelId: b!.id, versao: v2 }]);
    // The same value as the server's is simply confirmed.
    const mesmo = await salvar(c, b!.id, { versaoBase: v1 });
    expect(mesmo.statusCode).toBe(200);
    expect(mesmo.json().data.versao).toBe(v2);
    // 'No answer yet' against an answer: a conflict too.
    expect((await salvar(c, d!.id, { versaoBase: null })).statusCode).toBe(409);
    // Without versao_base, the last write wins (the spec's clients).
    expect((await salvar(c, d!.id)).statusCode).toBe(200);
  });

  it('a cleared answer given again never reuses a version', async () => {
    const c = await cena();
    const [a] = c.i.niveis;
    const v1 = (await salvar(c, a!.id)).json().data.versao as number;
    const limpa = await salvar(c, null, { versaoBase: v1 });
    expect(limpa.json().data.versao).toBeNull();
    const v3 = (await salvar(c, a!.id, { versaoBase: null })).json().data.versao as number;
    expect(v3).toBeGreaterThan(v1);
    expect((await salvar(c, null, { versaoBase: v1 })).statusCode).toBe(409);
  });

  it('a finished questionnaire and a closed edition answer 409 with a clear message', async () => {
    const c = await cena();
    await t.db.update(schema.edicao).set({ disponivel: false }).where(eq(schema.edicao.id, ctx.edicaoId));
    const encerrada = await salvar(c, c.i.niveis[0]!.id);
    expect(encerrada.statusCode).toBe(409);
    expect(encerrada.json().clientMessage).toMatch(/encerrado/);
    expect(await noServidor(c)).toEqual([]);
    await t.db.update(schema.edicao).set({ disponivel: true }).where(eq(schema.edicao.id, ctx.edicaoId));
    await t.db
      .update(schema.questionario)
      .set({ finalizado: true, finalizadoEm: new Date() })
      .where(eq(schema.questionario.id, c.questionarioId));
    const finalizada = await salvar(c, c.i.niveis[0]!.id, { chave: randomUUID() });
    expect(finalizada.statusCode).toBe(409);
    expect(finalizada.json().clientMessage).toMatch(/finalizado/);
  });
});
