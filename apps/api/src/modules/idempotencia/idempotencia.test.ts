import { randomUUID } from 'node:crypto';
import { IDEMPOTENCIA_DIAS, MENSAGENS_IDEMPOTENCIA } from '@guia/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { schema } from '../../db/client.ts';
import { notFound } from '../../errors.ts';
import { currentUser } from '../../plugins/auth.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createUser, type TestUser } from '../../test/factories.ts';
import { aoConfirmar, comConfirmacao, TAREFA_LIMPEZA_IDEMPOTENCIA } from './idempotencia.plugin.ts';
import {
  confirmarChave,
  impressaoDe,
  jsonCanonico,
  RESERVA_ABANDONADA_MS,
  tomarChave,
} from './idempotencia.service.ts';

// The mechanism on a test route whose act is one counter row per call, so that every outcome
// (success, refusal, failure before and after the commit) can be asked for by the body.

let t: TestApp;
let agora = new Date();
const DIA = 24 * 3600_000;

beforeAll(async () => {
  t = await buildTestApp(
    {},
    {
      now: () => agora,
      extraRoutes: (app) => {
        app.post('/api/TesteIdempotente/:n', { config: { idempotente: true } }, async (request, reply) => {
          const corpo = request.body as { falhar?: 'antes' | 'depois'; recusar?: boolean };
          if (corpo.recusar) throw notFound('Nada aqui');
          await comConfirmacao(app.db, aoConfirmar(request), async (tx) => {
            if (corpo.falhar === 'antes') throw new Error('falha antes do commit');
            // One row per act: the audit table is append-only and needs no fixture.
            await tx.insert(schema.auditoria).values({
              atorId: currentUser(request).id,
              atorNome: 'teste',
              acao: 'teste.idempotente',
              detalhes: { n: (request.params as { n: string }).n },
            });
          });
          if (corpo.falhar === 'depois') throw new Error('falha depois do commit');
          return reply.status(201).send({ data: { n: Number((request.params as { n: string }).n) } });
        });
      },
    },
  );
});

beforeEach(async () => {
  agora = new Date();
  await t.reset();
});

afterAll(async () => {
  await t.close();
});

function chamar(user: TestUser, chave: string | null, corpo: object = {}, n = 1) {
  return t.app.inject({
    method: 'POST',
    url: `/api/TesteIdempotente/${n}`,
    headers: { ...user.auth, ...(chave ? { 'idempotency-key': chave } : {}) },
    payload: corpo,
  });
}

async function atos(): Promise<number> {
  const rows = await t.db
    .select({ id: schema.auditoria.id })
    .from(schema.auditoria)
    .where(eq(schema.auditoria.acao, 'teste.idempotente'));
  return rows.length;
}

const chaves = () => t.db.select().from(schema.idempotencia);

describe('the canonical digest', () => {
  it('ignores the order of keys and undefined fields, and sees every value, the route and the parameters', () => {
    expect(jsonCanonico({ b: 1, a: { d: [2, { y: 1, x: 2 }], c: undefined } })).toBe(
      '{"a":{"d":[2,{"x":2,"y":1}]},"b":1}',
    );
    const base = { metodo: 'POST', rota: '/api/Objeto', params: {}, corpo: { a: 1, b: 2 } };
    expect(impressaoDe(base)).toBe(impressaoDe({ ...base, corpo: { b: 2, a: 1 } }));
    expect(impressaoDe(base)).not.toBe(impressaoDe({ ...base, corpo: { a: 1, b: 3 } }));
    expect(impressaoDe(base)).not.toBe(impressaoDe({ ...base, rota: '/api/Outra' }));
    expect(impressaoDe(base)).not.toBe(impressaoDe({ ...base, params: { id: 1 } }));
    expect(impressaoDe(base)).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('Idempotency-Key on a route that declares it', () => {
  it('acts once for a key and answers the first answer again, marked as replayed', async () => {
    const user = await createUser(t);
    const chave = randomUUID();
    const primeira = await chamar(user, chave, { a: 1 });
    expect(primeira.statusCode).toBe(201);
    expect(primeira.headers['idempotent-replayed']).toBeUndefined();
    const segunda = await chamar(user, chave.toUpperCase(), { a: 1 });
    expect(segunda.statusCode).toBe(201);
    expect(segunda.headers['idempotent-replayed']).toBe('true');
    expect(segunda.json()).toEqual(primeira.json());
    expect(await atos()).toBe(1);
    expect(await chaves()).toEqual([
      expect.objectContaining({ usuarioId: user.id, chave, estado: 'concluido', status: 201 }),
    ]);
  });

  it('refuses the same key with another body or other parameters (422), acting no more', async () => {
    const user = await createUser(t);
    const chave = randomUUID();
    expect((await chamar(user, chave, { a: 1 })).statusCode).toBe(201);
    for (const outra of [await chamar(user, chave, { a: 2 }), await chamar(user, chave, { a: 1 }, 2)]) {
      expect(outra.statusCode).toBe(422);
      expect(outra.json()).toEqual({
        error: MENSAGENS_IDEMPOTENCIA.chaveReusada,
        clientMessage: MENSAGENS_IDEMPOTENCIA.chaveReusada,
        code: 'chave_reusada',
      });
    }
    expect(await atos()).toBe(1);
  });

  it('answers 400 with the Portuguese message to a key that is not a UUID, acting not', async () => {
    const user = await createUser(t);
    const res = await chamar(user, 'nao-e-uuid');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      clientMessage: MENSAGENS_IDEMPOTENCIA.chaveInvalida,
      fields: { 'Idempotency-Key': MENSAGENS_IDEMPOTENCIA.chaveInvalida },
    });
    expect(await atos()).toBe(0);
  });

  it('acts on every call without a key, and keeps keys per user', async () => {
    const [ana, bia] = [await createUser(t), await createUser(t)];
    await chamar(ana, null);
    await chamar(ana, null);
    expect(await atos()).toBe(2);
    const chave = randomUUID();
    expect((await chamar(ana, chave)).headers['idempotent-replayed']).toBeUndefined();
    expect((await chamar(bia, chave)).headers['idempotent-replayed']).toBeUndefined();
    expect(await atos()).toBe(4);
  });

  it('stores a 4xx refusal like a success: the retry gets the same refusal', async () => {
    const user = await createUser(t);
    const chave = randomUUID();
    const primeira = await chamar(user, chave, { recusar: true });
    expect(primeira.statusCode).toBe(404);
    const segunda = await chamar(user, chave, { recusar: true });
    expect(segunda.statusCode).toBe(404);
    expect(segunda.headers['idempotent-replayed']).toBe('true');
    expect(segunda.json()).toEqual(primeira.json());
  });

  it('releases the key when the act fails before its commit, so the retry acts', async () => {
    const user = await createUser(t);
    const chave = randomUUID();
    expect((await chamar(user, chave, { falhar: 'antes' })).statusCode).toBe(500);
    expect(await chaves()).toEqual([]);
    // Same key, other body: the failed request left nothing that binds the key.
    expect((await chamar(user, chave, {})).statusCode).toBe(201);
    expect(await atos()).toBe(1);
  });

  it("never acts twice once the act committed: a 5xx after it, then the retry is told 'já foi processado'", async () => {
    const user = await createUser(t);
    const chave = randomUUID();
    expect((await chamar(user, chave, { falhar: 'depois' })).statusCode).toBe(500);
    // The act committed: the key stays, and the failure leaves the answer a repeat gets at once.
    expect(await chaves()).toEqual([
      expect.objectContaining({
        estado: 'concluido',
        status: 200,
        resposta: { data: null, message: 'Este envio já foi processado.' },
      }),
    ]);
    const retry = await chamar(user, chave, { falhar: 'depois' });
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toEqual({ data: null, message: 'Este envio já foi processado.' });
    expect(await atos()).toBe(1);
  });

  it('answers 409 with Retry-After while the first request runs, and lets a stale one be taken over', async () => {
    const user = await createUser(t);
    const chave = randomUUID();
    const impressao = impressaoDe({
      metodo: 'POST',
      rota: '/api/TesteIdempotente/:n',
      params: { n: '1' },
      corpo: {},
    });
    await t.db.insert(schema.idempotencia).values({
      usuarioId: user.id,
      chave,
      rota: 'POST /api/TesteIdempotente/:n',
      impressao,
      estado: 'em_andamento',
      criadoEm: new Date(agora.getTime() - 60_000),
    });
    const ocupada = await chamar(user, chave);
    expect(ocupada.statusCode).toBe(409);
    expect(ocupada.headers['retry-after']).toBe('1');
    expect(ocupada.json()).toMatchObject({
      code: 'em_andamento',
      clientMessage: MENSAGENS_IDEMPOTENCIA.emAndamento,
    });
    expect(await atos()).toBe(0);
    agora = new Date(agora.getTime() + RESERVA_ABANDONADA_MS);
    const tomada = await chamar(user, chave);
    expect(tomada.statusCode).toBe(201);
    expect(await atos()).toBe(1);
    expect((await chamar(user, chave)).headers['idempotent-replayed']).toBe('true');
  });

  it('acts once for two requests with one key at the same time', async () => {
    const user = await createUser(t);
    const chave = randomUUID();
    const respostas = await Promise.all([chamar(user, chave), chamar(user, chave)]);
    expect(respostas.map((r) => r.statusCode).sort()).toEqual(
      respostas.some((r) => r.statusCode === 409) ? [201, 409] : [201, 201],
    );
    expect(await atos()).toBe(1);
  });
});

describe('a reservation taken over', () => {
  it("refuses the first request's act: its confirmation finds the key no longer its own", async () => {
    const user = await createUser(t);
    const pedido = { usuarioId: user.id, chave: randomUUID(), rota: 'POST /x', impressao: 'abc' };
    const primeira = await tomarChave(t.db, { ...pedido, agora });
    const depois = new Date(agora.getTime() + RESERVA_ABANDONADA_MS + 1);
    const segunda = await tomarChave(t.db, { ...pedido, agora: depois });
    expect(primeira.tipo).toBe('reservada');
    expect(segunda.tipo).toBe('reservada');
    if (primeira.tipo !== 'reservada' || segunda.tipo !== 'reservada') return;
    await expect(t.db.transaction((tx) => confirmarChave(tx, primeira.reserva))).rejects.toMatchObject({
      statusCode: 409,
    });
    await t.db.transaction((tx) => confirmarChave(tx, segunda.reserva));
    // Confirmed, its answer not stored yet: a repeat now is told to come back; past the abandon delay
    // (a crash lost the answer), 'já foi processado'.
    await expect(tomarChave(t.db, { ...pedido, agora: depois })).rejects.toMatchObject({ statusCode: 409 });
    const muitoDepois = new Date(depois.getTime() + RESERVA_ABANDONADA_MS + 1);
    expect(await tomarChave(t.db, { ...pedido, agora: muitoDepois })).toEqual({ tipo: 'processada' });
  });
});

describe(`the job ${TAREFA_LIMPEZA_IDEMPOTENCIA}`, () => {
  it(`deletes the keys older than ${IDEMPOTENCIA_DIAS + 1} days by the app's clock, and keeps the others`, async () => {
    const user = await createUser(t);
    const linha = (dias: number) => ({
      usuarioId: user.id,
      chave: randomUUID(),
      rota: 'POST /api/Objeto',
      impressao: 'x',
      status: 201,
      resposta: {},
      criadoEm: new Date(agora.getTime() - dias * DIA),
    });
    const velha = linha(IDEMPOTENCIA_DIAS + 1.5);
    const recente = linha(IDEMPOTENCIA_DIAS);
    await t.db.insert(schema.idempotencia).values([velha, recente]);
    await t.app.scheduler.run(TAREFA_LIMPEZA_IDEMPOTENCIA);
    expect((await chaves()).map((c) => c.chave)).toEqual([recente.chave]);
    agora = new Date(agora.getTime() + 2 * DIA);
    await t.app.scheduler.run(TAREFA_LIMPEZA_IDEMPOTENCIA);
    expect(await chaves()).toEqual([]);
  });
});
