import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../db/client.ts';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import {
  createUser,
  criarQuestionario,
  criarQuestionarioFinalizado,
  criarUnidade,
  edicaoDisponivel,
  type TestUser,
} from '../test/factories.ts';
import { LIMIAR_DE_COMPRESSAO } from './api-compression.ts';

// Issue 16 §4: the API's JSON goes compressed, negotiated from Accept-Encoding; what is already
// encoded (the reports' held gzip bodies), small bodies, 304s and the web files are left alone.

let t: TestApp;
let dono: TestUser;
let objetoId: number;
let edicaoId: number;
let objetoAberto: number;
let abertoId: number;
let finalizadoId: number;

beforeAll(async () => {
  // Held report bodies on, so a report read is answered from its stored gzip.
  t = await buildTestApp({ RELATORIO_CORPOS_MB: 4 });
  dono = await createUser(t);
  edicaoId = await edicaoDisponivel(t);
  objetoId = await criarUnidade(t, dono);
  finalizadoId = await criarQuestionarioFinalizado(t, dono, objetoId, { edicaoId });
  objetoAberto = await criarUnidade(t, dono);
  abertoId = await criarQuestionario(t, dono, objetoAberto, edicaoId);
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}, user: TestUser | null = dono) =>
  t.app.inject({ method: 'GET', url, headers: { ...(user?.auth ?? {}), ...headers } });
const guia = () => `/api/Guia/${objetoAberto}/${edicaoId}/${abertoId}`;
const relatorio = () => `/api/Objeto/${objetoId}/${edicaoId}/${finalizadoId}/completo`;

describe('the questionnaire (GET Guia)', () => {
  it('comes back brotli to a client that takes br, and decodes to the same JSON', async () => {
    const simples = await get(guia());
    expect(simples.statusCode).toBe(200);
    expect(simples.headers['content-encoding']).toBeUndefined();
    const br = await get(guia(), { 'accept-encoding': 'br' });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['content-type']).toMatch(/^application\/json/);
    const decodificado = brotliDecompressSync(br.rawPayload).toString('utf8');
    expect(JSON.parse(decodificado)).toEqual(simples.json());
    // 57 kB of JSON arrive as ~14 kB (docs/performance.md).
    expect(br.rawPayload.length).toBeLessThan(simples.rawPayload.length / 3);
    // The answer stays no-store: compression changes no other header.
    expect(br.headers['cache-control']).toBe(simples.headers['cache-control']);
  });

  it('prefers brotli when both are offered, and gives gzip to a client that takes only gzip', async () => {
    const ambos = await get(guia(), { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(ambos.headers['content-encoding']).toBe('br');
    const gzip = await get(guia(), { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString('utf8')).data).toBeDefined();
    const nenhum = await get(guia(), { 'accept-encoding': 'identity' });
    expect(nenhum.headers['content-encoding']).toBeUndefined();
    expect(nenhum.json().data).toBeDefined();
  });
});

describe('what is left as it is', () => {
  it('a report read from its held gzip body is sent once-gzipped, not compressed again', async () => {
    // The first read stores and holds the body; the second is answered from the held gzip.
    await get(relatorio());
    for (const aceita of ['gzip, deflate, br', 'br, gzip']) {
      const res = await get(relatorio(), { 'accept-encoding': aceita });
      expect(res.statusCode, aceita).toBe(200);
      expect(res.headers['content-encoding'], aceita).toBe('gzip');
      expect(res.headers.vary, aceita).toBe('accept-encoding');
      // One gunzip gives the JSON itself.
      expect(JSON.parse(gunzipSync(res.rawPayload).toString('utf8')).data.unidade).toBeDefined();
    }
  });

  it('a report to a client that takes only brotli is compressed like any other JSON', async () => {
    const simples = await get(relatorio());
    const br = await get(relatorio(), { 'accept-encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(simples.body);
  });

  it('a 304 carries no body and no Content-Encoding', async () => {
    const primeiro = await get(relatorio());
    const naoMudou = await get(relatorio(), {
      'accept-encoding': 'br',
      'if-none-match': String(primeiro.headers.etag),
    });
    expect(naoMudou.statusCode).toBe(304);
    expect(naoMudou.headers['content-encoding']).toBeUndefined();
    expect(naoMudou.rawPayload.length).toBe(0);
  });

  it('a PDF goes as it is, whatever the client takes', async () => {
    const pdf = await get(`${relatorio()}/pdf`, { 'accept-encoding': 'br, gzip' });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toMatch(/^application\/pdf/);
    expect(pdf.headers['content-encoding']).toBeUndefined();
    expect(pdf.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  it('a body under the threshold goes uncompressed', async () => {
    const semToken = await get('/api/Objeto', { 'accept-encoding': 'br, gzip' }, null);
    expect(semToken.statusCode).toBe(401);
    expect(semToken.rawPayload.length).toBeLessThan(LIMIAR_DE_COMPRESSAO);
    expect(semToken.headers['content-encoding']).toBeUndefined();
    expect(semToken.json().code).toBe('missing_token');
  });

  it('a compressed answer keeps its strong ETag (the admin structure editor sends it back in If-Match)', async () => {
    const admin = await createUser(t, { role: 'administrador' });
    const [p] = await t.db
      .select({ id: schema.principio.id })
      .from(schema.principio)
      .where(and(eq(schema.principio.edicaoId, edicaoId), eq(schema.principio.codigo, 1)));
    const url = `/api/Admin/Guia/${edicaoId}/Indicador/${p!.id}`;
    const simples = await get(url, {}, admin);
    expect(simples.statusCode).toBe(200);
    const br = await get(url, { 'accept-encoding': 'br' }, admin);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.etag).toBe(simples.headers.etag);
    expect(String(br.headers.etag)).not.toMatch(/^W\//);
  });
});
