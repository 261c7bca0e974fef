import { threadId } from 'node:worker_threads';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { schema } from '../../db/client.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import {
  createUser,
  criarQuestionarioFinalizado,
  criarUnidade,
  edicaoDisponivel,
} from '../../test/factories.ts';

let t: TestApp;
let edicaoId: number;

beforeAll(async () => {
  // One PDF request per user at once, so two at once already cross the limit.
  t = await buildTestApp({ PDF_PEDIDOS_POR_USUARIO: 1 });
  edicaoId = await edicaoDisponivel(t);
});

beforeEach(async () => {
  await t.reset();
  // Ids restart with the tables: last test's files would sit under the same keys.
  await t.fileStore.deletePrefix('usuarios');
});

afterAll(async () => {
  await t.close();
});

async function finalizado() {
  const dono = await createUser(t);
  const objetoId = await criarUnidade(t, dono);
  const questionarioId = await criarQuestionarioFinalizado(t, dono, objetoId, { edicaoId });
  const base = `/api/Objeto/${objetoId}/${edicaoId}/${questionarioId}`;
  return { dono, objetoId, questionarioId, completo: `${base}/completo/pdf`, base };
}

async function guardados(usuarioId: number, objetoId: number) {
  const chaves: string[] = [];
  for await (const f of t.fileStore.list(`usuarios/${usuarioId}/objetos/${objetoId}/pdf`)) chaves.push(f.key);
  return chaves;
}

describe('PDFs rendered in worker threads and stored once', () => {
  it('renders in a worker thread, stores the PDF and serves the stored file next time', async () => {
    const { dono, objetoId, questionarioId, completo } = await finalizado();
    const antes = t.app.pdfPool.renderizacoes;
    const primeiro = await t.app.inject({ method: 'GET', url: completo, headers: dono.auth });
    expect(primeiro.statusCode, primeiro.body.slice(0, 200)).toBe(200);
    expect(primeiro.headers['content-type']).toBe('application/pdf');
    expect(primeiro.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(t.app.pdfPool.renderizacoes).toBe(antes + 1);
    // Not on the thread that answers requests.
    expect(t.app.pdfPool.ultimaThread).toBeGreaterThan(0);
    expect(t.app.pdfPool.ultimaThread).not.toBe(threadId);
    const etag = primeiro.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]{32}"$/);
    expect(primeiro.headers['cache-control']).toBe('private, no-cache');
    expect(await guardados(dono.id, objetoId)).toEqual([
      expect.stringMatching(new RegExp(`/pdf/completo-${questionarioId}-[\\w-]{32}\\.pdf$`)),
    ]);

    const segundo = await t.app.inject({ method: 'GET', url: completo, headers: dono.auth });
    expect(segundo.statusCode).toBe(200);
    expect(t.app.pdfPool.renderizacoes).toBe(antes + 1);
    expect(segundo.headers.etag).toBe(etag);
    expect(segundo.headers['content-disposition']).toBe(primeiro.headers['content-disposition']);
    expect(segundo.rawPayload.equals(primeiro.rawPayload)).toBe(true);
  });

  it('answers 304 without a body when If-None-Match names the ETag, and renders nothing', async () => {
    const { dono, completo } = await finalizado();
    const primeiro = await t.app.inject({ method: 'GET', url: completo, headers: dono.auth });
    const etag = primeiro.headers.etag as string;
    const renders = t.app.pdfPool.renderizacoes;
    const res = await t.app.inject({
      method: 'GET',
      url: completo,
      headers: { ...dono.auth, 'if-none-match': `W/"outro", ${etag}` },
    });
    expect(res.statusCode).toBe(304);
    expect(res.body).toBe('');
    expect(res.headers.etag).toBe(etag);
    expect(t.app.pdfPool.renderizacoes).toBe(renders);
    const outro = await t.app.inject({
      method: 'GET',
      url: completo,
      headers: { ...dono.auth, 'if-none-match': '"outro"' },
    });
    expect(outro.statusCode).toBe(200);
  });

  it('still runs the gate on a stored PDF: another user gets 404, an administrator is audited every time', async () => {
    const { dono, completo } = await finalizado();
    expect((await t.app.inject({ method: 'GET', url: completo, headers: dono.auth })).statusCode).toBe(200);
    const outro = await createUser(t);
    const alheio = await t.app.inject({ method: 'GET', url: completo, headers: outro.auth });
    expect(alheio.statusCode).toBe(404);
    const admin = await createUser(t, { role: 'administrador' });
    const renders = t.app.pdfPool.renderizacoes;
    for (let i = 0; i < 2; i += 1) {
      const res = await t.app.inject({
        method: 'GET',
        url: `${completo}?user_id=${dono.id}`,
        headers: admin.auth,
      });
      expect(res.statusCode).toBe(200);
    }
    expect(t.app.pdfPool.renderizacoes).toBe(renders);
    const linhas = await t.db.select().from(schema.auditoria).where(eq(schema.auditoria.atorId, admin.id));
    expect(linhas.map((l) => l.acao)).toEqual(['relatorio.pdf', 'relatorio.pdf']);
  });

  it('limits the PDF requests of one user at once: beyond, 429 with Retry-After; then it serves again', async () => {
    const { dono, base, completo } = await finalizado();
    const pedidos = [completo, `${base}/prioridades/pdf`];
    const [a, b] = await Promise.all(
      pedidos.map((url) => t.app.inject({ method: 'GET', url, headers: dono.auth })),
    );
    const codigos = [a!.statusCode, b!.statusCode].sort();
    expect(codigos).toEqual([200, 429]);
    const recusado = a!.statusCode === 429 ? a! : b!;
    expect(recusado.headers['retry-after']).toBe('2');
    expect(recusado.json().error).toBe(
      'Você já tem PDFs sendo gerados. Aguarde alguns segundos e tente novamente.',
    );
    const depois = await t.app.inject({
      method: 'GET',
      url: pedidos[recusado === a ? 0 : 1]!,
      headers: dono.auth,
    });
    expect(depois.statusCode).toBe(200);
  });

  it('does not store the comparative PDF (it follows the group snapshot) but gives it an ETag', async () => {
    const { dono, objetoId, base } = await finalizado();
    const url = `${base}/comparativo/pdf`;
    const renders = t.app.pdfPool.renderizacoes;
    const primeiro = await t.app.inject({ method: 'GET', url, headers: dono.auth });
    expect(primeiro.statusCode, primeiro.body.slice(0, 200)).toBe(200);
    const segundo = await t.app.inject({ method: 'GET', url, headers: dono.auth });
    expect(segundo.statusCode).toBe(200);
    expect(t.app.pdfPool.renderizacoes).toBe(renders + 2);
    expect(await guardados(dono.id, objetoId)).toEqual([]);
    const naoMudou = await t.app.inject({
      method: 'GET',
      url,
      headers: { ...dono.auth, 'if-none-match': primeiro.headers.etag as string },
    });
    expect(naoMudou.statusCode).toBe(304);
  });
});
