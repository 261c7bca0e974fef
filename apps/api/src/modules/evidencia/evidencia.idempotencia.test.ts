import { randomUUID } from 'node:crypto';
import { MENSAGENS_IDEMPOTENCIA } from '@guia/shared';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/build-test-app.ts';
import { createUser, type TestUser } from '../../test/factories.ts';
import {
  comChave,
  MINUTOS_ABANDONADA,
  perderResposta,
  reservaAntiga,
} from '../idempotencia/idempotencia.test-helpers.ts';
import {
  abrirApp,
  arquivo,
  arquivosGuardados,
  type Cenario,
  cenario,
  enviar,
  finalizarDireto,
  limpar,
  linhas,
  PDF,
  PNG,
} from './evidencia.test-helpers.ts';

let t: TestApp;

beforeAll(async () => {
  t = await abrirApp();
});

beforeEach(async () => {
  await limpar(t);
});

afterAll(async () => {
  await t.close();
});

function enviarCom(
  user: TestUser,
  chave: string,
  c: Cenario,
  evidencias: object[],
  indicadorId = c.indicadorId,
) {
  return enviar(t, user, c, evidencias, indicadorId, comChave(user, chave));
}

const FOTO = [arquivo('foto.png', PNG)];

describe('POST /api/Evidencia/Arquivo with Idempotency-Key', () => {
  it('stores one file for a key sent twice (a lost response retried) and answers the first answer again', async () => {
    const c = await cenario(t);
    const chave = randomUUID();
    const primeira = await enviarCom(c.user, chave, c, FOTO);
    expect(primeira.statusCode).toBe(201);
    const segunda = await enviarCom(c.user, chave, c, FOTO);
    expect(segunda.statusCode).toBe(201);
    expect(segunda.headers['idempotent-replayed']).toBe('true');
    expect(segunda.json()).toEqual(primeira.json());
    expect(await linhas(t)).toHaveLength(1);
    // The repeat's decoded bytes were dropped: one file stored, none left in the temporary area.
    expect(await arquivosGuardados(t)).toEqual([(await linhas(t))[0]!.nomearquivo]);
  });

  it('stores a batch of files once for a key sent twice (the web sends one key per choice of files)', async () => {
    const c = await cenario(t);
    const chave = randomUUID();
    const lote = [arquivo('foto.png', PNG), arquivo('laudo.pdf', PDF)];
    const primeira = await enviarCom(c.user, chave, c, lote);
    expect(primeira.statusCode).toBe(201);
    const segunda = await enviarCom(c.user, chave, c, lote);
    expect(segunda.statusCode).toBe(201);
    expect(segunda.headers['idempotent-replayed']).toBe('true');
    expect(segunda.json()).toEqual(primeira.json());
    expect((await linhas(t)).map((l) => l.titulo).sort()).toEqual(['foto.png', 'laudo.pdf']);
    expect(await arquivosGuardados(t)).toHaveLength(2);
  });

  it('refuses the key with other files or another indicator (422), storing nothing more', async () => {
    const c = await cenario(t);
    const chave = randomUUID();
    expect((await enviarCom(c.user, chave, c, FOTO)).statusCode).toBe(201);
    const outras = [
      await enviarCom(c.user, chave, c, [arquivo('laudo.pdf', PDF)]),
      await enviarCom(c.user, chave, c, [arquivo('outra.png', PNG)]),
      await enviarCom(c.user, chave, c, FOTO, c.outroIndicadorId),
    ];
    for (const r of outras) {
      expect(r.statusCode).toBe(422);
      expect(r.json()).toMatchObject({
        code: 'chave_reusada',
        clientMessage: MENSAGENS_IDEMPOTENCIA.chaveReusada,
      });
    }
    expect(await linhas(t)).toHaveLength(1);
    expect(await arquivosGuardados(t)).toHaveLength(1);
  });

  it('stores a file per upload without the header, as before, and refuses a key that is not a UUID', async () => {
    const c = await cenario(t);
    expect((await enviar(t, c.user, c, FOTO)).statusCode).toBe(201);
    expect((await enviar(t, c.user, c, FOTO)).statusCode).toBe(201);
    const invalida = await enviarCom(c.user, 'abc', c, FOTO);
    expect(invalida.statusCode).toBe(400);
    expect(invalida.json().fields).toEqual({ 'Idempotency-Key': MENSAGENS_IDEMPOTENCIA.chaveInvalida });
    expect(await linhas(t)).toHaveLength(2);
  });

  it("keeps keys per user: another user's same key is judged on its own (404 for this questionnaire)", async () => {
    const c = await cenario(t);
    const chave = randomUUID();
    expect((await enviarCom(c.user, chave, c, FOTO)).statusCode).toBe(201);
    const estranho = await createUser(t);
    const alheia = await enviarCom(estranho, chave, c, FOTO);
    expect(alheia.statusCode).toBe(404);
    expect(alheia.headers['idempotent-replayed']).toBeUndefined();
    expect(await linhas(t)).toHaveLength(1);
  });

  it('replays a finished upload after the questionnaire was finished, instead of a 409', async () => {
    const c = await cenario(t);
    const chave = randomUUID();
    expect((await enviarCom(c.user, chave, c, FOTO)).statusCode).toBe(201);
    await finalizarDireto(t, c.questionarioId);
    const repetida = await enviarCom(c.user, chave, c, FOTO);
    expect(repetida.statusCode).toBe(201);
    expect(repetida.headers['idempotent-replayed']).toBe('true');
    expect((await enviarCom(c.user, randomUUID(), c, FOTO)).statusCode).toBe(409);
    expect(await linhas(t)).toHaveLength(1);
    expect(await arquivosGuardados(t)).toHaveLength(1);
  });

  it('stores one file for two uploads with one key at the same time', async () => {
    const c = await cenario(t);
    const chave = randomUUID();
    const respostas = await Promise.all([
      enviarCom(c.user, chave, c, FOTO),
      enviarCom(c.user, chave, c, FOTO),
    ]);
    for (const r of respostas) expect([201, 409]).toContain(r.statusCode);
    expect(await linhas(t)).toHaveLength(1);
    expect(await arquivosGuardados(t)).toHaveLength(1);
  });

  it("answers 'já foi processado' after a crash between the commit and the stored answer", async () => {
    const c = await cenario(t);
    const chave = randomUUID();
    expect((await enviarCom(c.user, chave, c, FOTO)).statusCode).toBe(201);
    await perderResposta(t, c.user.id, chave);
    const res = await enviarCom(c.user, chave, c, FOTO);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: null, message: 'Este envio já foi processado.' });
    expect(await linhas(t)).toHaveLength(1);
    expect(await arquivosGuardados(t)).toHaveLength(1);
  });

  it('answers 409 to a running first upload and takes over an abandoned one', async () => {
    const c = await cenario(t);
    const usada = randomUUID();
    expect((await enviarCom(c.user, usada, c, FOTO)).statusCode).toBe(201);
    const recente = randomUUID();
    await reservaAntiga(t, c.user.id, { chaveUsada: usada, novaChave: recente, minutos: 1 });
    const ocupada = await enviarCom(c.user, recente, c, FOTO);
    expect(ocupada.statusCode).toBe(409);
    expect(ocupada.headers['retry-after']).toBe('1');
    expect(ocupada.json().code).toBe('em_andamento');
    const abandonada = randomUUID();
    await reservaAntiga(t, c.user.id, {
      chaveUsada: usada,
      novaChave: abandonada,
      minutos: MINUTOS_ABANDONADA,
    });
    expect((await enviarCom(c.user, abandonada, c, FOTO)).statusCode).toBe(201);
    expect(await linhas(t)).toHaveLength(2);
    expect(await arquivosGuardados(t)).toHaveLength(2);
  });
});
