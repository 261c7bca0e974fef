import { randomUUID } from 'node:crypto';
import { MENSAGENS_IDEMPOTENCIA } from '@guia/shared';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createUser, type TestUser } from '../../test/factories.ts';
import {
  chavesDe,
  comChave,
  MINUTOS_ABANDONADA,
  perderResposta,
  reservaAntiga,
} from '../idempotencia/idempotencia.test-helpers.ts';
import { post, produtor, totalObjetos, varejo } from './objeto.test-helpers.ts';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});

beforeEach(async () => {
  await t.reset();
});

afterAll(async () => {
  await t.close();
});

function criar(user: TestUser, chave: string, body: object = produtor()) {
  return t.app.inject({ method: 'POST', url: '/api/Objeto', headers: comChave(user, chave), payload: body });
}

describe('POST /api/Objeto with Idempotency-Key', () => {
  it('creates one unit for a key sent twice (a lost response retried) and answers the first answer again', async () => {
    const user = await createUser(t);
    const chave = randomUUID();
    const primeira = await criar(user, chave);
    expect(primeira.statusCode).toBe(201);
    // The client never saw that answer: it sends the same request again.
    const segunda = await criar(user, chave);
    expect(segunda.statusCode).toBe(201);
    expect(segunda.headers['idempotent-replayed']).toBe('true');
    expect(segunda.json()).toEqual(primeira.json());
    expect(await totalObjetos(t)).toBe(1);
    expect(await chavesDe(t, user.id)).toEqual([
      expect.objectContaining({ rota: 'POST /api/Objeto', estado: 'concluido', status: 201 }),
    ]);
  });

  it('refuses the key with another body (422) and creates nothing more', async () => {
    const user = await createUser(t);
    const chave = randomUUID();
    expect((await criar(user, chave)).statusCode).toBe(201);
    const outra = await criar(user, chave, varejo());
    expect(outra.statusCode).toBe(422);
    expect(outra.json()).toMatchObject({
      code: 'chave_reusada',
      clientMessage: MENSAGENS_IDEMPOTENCIA.chaveReusada,
    });
    expect(await totalObjetos(t)).toBe(1);
  });

  it('creates a unit per call without the header, as before, and refuses a key that is not a UUID', async () => {
    const user = await createUser(t);
    expect((await post(t, user, produtor())).statusCode).toBe(201);
    expect((await post(t, user, produtor())).statusCode).toBe(201);
    expect(await totalObjetos(t)).toBe(2);
    const invalida = await criar(user, '123');
    expect(invalida.statusCode).toBe(400);
    expect(invalida.json().fields).toEqual({ 'Idempotency-Key': MENSAGENS_IDEMPOTENCIA.chaveInvalida });
    expect(await totalObjetos(t)).toBe(2);
  });

  it("keeps keys per user: another user's same key creates that user's unit", async () => {
    const [ana, bia] = [await createUser(t), await createUser(t)];
    const chave = randomUUID();
    expect((await criar(ana, chave)).statusCode).toBe(201);
    const daBia = await criar(bia, chave);
    expect(daBia.statusCode).toBe(201);
    expect(daBia.headers['idempotent-replayed']).toBeUndefined();
    expect(daBia.json().data.usuario_id).toBe(bia.id);
    expect(await totalObjetos(t)).toBe(2);
  });

  it('creates one unit for two requests with one key at the same time', async () => {
    const user = await createUser(t);
    const chave = randomUUID();
    const respostas = await Promise.all([criar(user, chave), criar(user, chave)]);
    for (const r of respostas) expect([201, 409]).toContain(r.statusCode);
    expect(await totalObjetos(t)).toBe(1);
  });

  it("answers 'já foi processado' when the unit was committed but its answer was lost in a crash", async () => {
    const user = await createUser(t);
    const chave = randomUUID();
    expect((await criar(user, chave)).statusCode).toBe(201);
    await perderResposta(t, user.id, chave);
    const res = await criar(user, chave);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: null, message: 'Este envio já foi processado.' });
    expect(await totalObjetos(t)).toBe(1);
  });

  it('answers 409 while the first request runs, and creates the unit when its reservation was abandoned', async () => {
    const user = await createUser(t);
    const usada = randomUUID();
    expect((await criar(user, usada)).statusCode).toBe(201);
    const recente = randomUUID();
    await reservaAntiga(t, user.id, { chaveUsada: usada, novaChave: recente, minutos: 1 });
    const ocupada = await criar(user, recente);
    expect(ocupada.statusCode).toBe(409);
    expect(ocupada.headers['retry-after']).toBe('1');
    expect(ocupada.json().code).toBe('em_andamento');
    const abandonada = randomUUID();
    await reservaAntiga(t, user.id, {
      chaveUsada: usada,
      novaChave: abandonada,
      minutos: MINUTOS_ABANDONADA,
    });
    expect((await criar(user, abandonada)).statusCode).toBe(201);
    expect((await criar(user, abandonada)).headers['idempotent-replayed']).toBe('true');
    expect(await totalObjetos(t)).toBe(2);
  });
});
