import { gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../../db/client.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { contarIdas } from '../../test/contar-idas.ts';
import {
  createUser,
  criarQuestionarioFinalizado,
  criarUnidade,
  edicaoDisponivel,
  type TestUser,
} from '../../test/factories.ts';
import { criarCorposDeRelatorio } from './relatorio.corpos.ts';
import { aceitaGzip } from './relatorio.servir.ts';

// Report bodies held in memory (RELATORIO_CORPOS_MB): the read still runs, checks the session and the
// access and computes the validators; only the body's bytes stay out of it while the held one is current.

let t: TestApp;
let dono: TestUser;
let outro: TestUser;
let objetoId: number;
let edicaoId: number;
let questionarioId: number;

beforeAll(async () => {
  t = await buildTestApp({ RELATORIO_CORPOS_MB: 4 });
  [dono, outro] = await Promise.all([createUser(t), createUser(t)]);
  edicaoId = await edicaoDisponivel(t);
  objetoId = await criarUnidade(t, dono);
  questionarioId = await criarQuestionarioFinalizado(t, dono, objetoId, { edicaoId });
});
afterAll(() => t.close());

const url = () => `/api/Objeto/${objetoId}/${edicaoId}/${questionarioId}/completo`;
const get = (user: TestUser) => t.app.inject({ method: 'GET', url: url(), headers: user.auth });
const semArmazenados = () =>
  t.db
    .delete(schema.relatorioArmazenado)
    .where(eq(schema.relatorioArmazenado.questionarioId, questionarioId));
const armazenados = async () =>
  (
    await t.db
      .select({ tipo: schema.relatorioArmazenado.tipo })
      .from(schema.relatorioArmazenado)
      .where(eq(schema.relatorioArmazenado.questionarioId, questionarioId))
  ).map((r) => r.tipo);

describe('report bodies held in memory', () => {
  it('serves the held body while its validators hold, in one round trip, without the stored row', async () => {
    const primeiro = await get(dono);
    expect(primeiro.statusCode).toBe(200);
    // Without the stored rows a read would rebuild and store again; the held body makes that needless.
    await semArmazenados();
    const { valor, idas } = await contarIdas(t.db, () => get(dono));
    expect(valor.statusCode).toBe(200);
    expect(valor.body).toBe(primeiro.body);
    expect(valor.headers.etag).toBe(primeiro.headers.etag);
    expect(idas).toBe(1);
    expect(await armazenados()).toEqual([]);
  });

  it('never serves a held body that is no longer current', async () => {
    const antes = await get(dono);
    await t.db
      .update(schema.objeto)
      .set({ nomeunidade: 'Fazenda Renomeada' })
      .where(eq(schema.objeto.id, objetoId));
    const depois = await get(dono);
    expect(depois.statusCode).toBe(200);
    expect(depois.headers.etag).not.toBe(antes.headers.etag);
    expect(JSON.parse(depois.body).data.unidade).toMatchObject({ nomeunidade: 'Fazenda Renomeada' });
  });

  it('still checks the session and the access on every read: another user gets 404, a dead token 401', async () => {
    expect((await get(dono)).statusCode).toBe(200);
    const alheio = await get(outro);
    expect(alheio.statusCode).toBe(404);
    expect(alheio.body).not.toContain('Fazenda Renomeada');
    const semToken = await t.app.inject({ method: 'GET', url: url() });
    expect(semToken.statusCode).toBe(401);
  });
});

describe('a held body to a client that takes gzip', () => {
  const comGzip = (aceita: string, extra: Record<string, string> = {}) =>
    t.app.inject({
      method: 'GET',
      url: url(),
      headers: { ...dono.auth, 'accept-encoding': aceita, ...extra },
    });

  it('is the same report gzipped, with the weak form of the same ETag', async () => {
    const simples = await get(dono);
    const comprimido = await comGzip('gzip, deflate, br');
    expect(comprimido.statusCode).toBe(200);
    expect(comprimido.headers['content-encoding']).toBe('gzip');
    expect(comprimido.headers.vary).toBe('accept-encoding');
    expect(gunzipSync(comprimido.rawPayload).toString('utf8')).toBe(simples.body);
    expect(comprimido.rawPayload.length).toBeLessThan(simples.rawPayload.length / 3);
    expect(comprimido.headers.etag).toBe(`W/${simples.headers.etag}`);
    // Either form of the ETag gets the 304.
    const naoMudou = await comGzip('gzip', { 'if-none-match': String(comprimido.headers.etag) });
    expect(naoMudou.statusCode).toBe(304);
    expect(naoMudou.body).toBe('');
  });

  it('is not gzipped for a client that refuses it', async () => {
    const recusa = await comGzip('gzip;q=0, identity');
    expect(recusa.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(recusa.body).data.unidade).toBeDefined();
  });

  it('reads Accept-Encoding as HTTP says', () => {
    expect(aceitaGzip(undefined)).toBe(false);
    expect(aceitaGzip('br')).toBe(false);
    expect(aceitaGzip('gzip')).toBe(true);
    expect(aceitaGzip('deflate, GZIP;q=0.5')).toBe(true);
    expect(aceitaGzip('gzip;q=0')).toBe(false);
    expect(aceitaGzip('gzip; q=0.0, *;q=0')).toBe(false);
    expect(aceitaGzip('*')).toBe(true);
  });
});

describe('the held bodies', () => {
  it('are bounded by bytes, least recently used out, and hold nothing at 0', () => {
    const corpos = criarCorposDeRelatorio(2_000);
    corpos.guardar('a', 'va', 'x'.repeat(800));
    corpos.guardar('b', 'vb', 'y'.repeat(800));
    expect(corpos.ler('a')?.validadores).toBe('va');
    corpos.guardar('c', 'vc', 'z'.repeat(800));
    // 'b' was the least recently used.
    expect(corpos.ler('b')).toBeUndefined();
    expect(corpos.ler('a')?.corpo.toString()).toBe('x'.repeat(800));
    corpos.guardar('grande', 'vg', 'w'.repeat(5_000));
    expect(corpos.ler('grande')).toBeUndefined();
    const nenhum = criarCorposDeRelatorio(0);
    nenhum.guardar('a', 'va', 'x');
    expect(nenhum.ler('a')).toBeUndefined();
  });

  it('count bytes, not characters: accented text is held as UTF-8', () => {
    const corpos = criarCorposDeRelatorio(1_000);
    corpos.guardar('a', 'va', 'ção');
    expect(corpos.ler('a')?.corpo.toString('utf8')).toBe('ção');
    expect(corpos.ler('a')?.corpo.length).toBe(5);
  });
});
