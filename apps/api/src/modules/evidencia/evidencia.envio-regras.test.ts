import { EVIDENCIA_MENSAGENS, EVIDENCIA_TAMANHO_MAXIMO } from '@guia/shared';
import { and, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { schema } from '../../db/client.ts';
import type { TestApp } from '../../test/build-test-app.ts';
import { createUser } from '../../test/factories.ts';
import { MENSAGENS } from '../questionario/questionario.service.ts';
import {
  abrirApp,
  arquivo,
  arquivosGuardados,
  baixar,
  cenario,
  enviar,
  existe,
  finalizarDireto,
  limpar,
  linhas,
  listar,
  PDF,
  PNG,
  remover,
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

describe('POST /api/Evidencia/Arquivo/:indicadorId/:questionarioId', () => {
  it('answers 401 without a token', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/Evidencia/Arquivo/1/1',
      payload: { evidencias: [arquivo('a.pdf', PDF)] },
    });
    expect(res.statusCode).toBe(401);
  });

  it('refuses a file just over 10 MB with the spec message and stores nothing', async () => {
    const c = await cenario(t);
    const grande = Buffer.concat([PDF, Buffer.alloc(EVIDENCIA_TAMANHO_MAXIMO + 1 - PDF.length, 0x20)]);
    const res = await enviar(t, c.user, c, [arquivo('ok.png', PNG), arquivo('grande.pdf', grande)]);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('Arquivo enviado supera tamanho máximo permitido.');
    expect(await linhas(t)).toEqual([]);
    expect(await arquivosGuardados(t)).toEqual([]);
  });

  it('accepts a file of exactly 10 MB', async () => {
    const c = await cenario(t);
    const limite = Buffer.concat([PDF, Buffer.alloc(EVIDENCIA_TAMANHO_MAXIMO - PDF.length, 0x20)]);
    const res = await enviar(t, c.user, c, [arquivo('limite.pdf', limite)]);
    expect(res.statusCode).toBe(201);
    expect((await linhas(t))[0]!.tamanho).toBe(EVIDENCIA_TAMANHO_MAXIMO);
  });

  it('refuses a payload that is not a base64 data URL, and an empty list', async () => {
    const c = await cenario(t);
    const texto = await enviar(t, c.user, c, [{ nome: 'a.pdf', evidencia: 'data:application/pdf,%PDF-1.4' }]);
    expect(texto.statusCode).toBe(400);
    expect(texto.json().error).toBe(EVIDENCIA_MENSAGENS.arquivoInvalido);
    const invalido = await enviar(t, c.user, c, [
      { nome: 'a.pdf', evidencia: 'data:application/pdf;base64,@@@' },
    ]);
    expect(invalido.statusCode).toBe(400);
    const vazio = await enviar(t, c.user, c, []);
    expect(vazio.statusCode).toBe(400);
    expect(vazio.json().error).toBe(EVIDENCIA_MENSAGENS.nenhumArquivo);
    expect(await linhas(t)).toEqual([]);
  });

  it("answers another user's questionnaire with 404, and an indicator of no use to the unit too", async () => {
    const c = await cenario(t);
    const outro = await createUser(t);
    const res = await enviar(t, outro, c, [arquivo('a.pdf', PDF)]);
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe(MENSAGENS.questionarioNaoEncontrado);
    const inexistente = await t.app.inject({
      method: 'POST',
      url: `/api/Evidencia/Arquivo/${c.indicadorId}/999999`,
      headers: c.user.auth,
      payload: { evidencias: [arquivo('a.pdf', PDF)] },
    });
    expect(inexistente.statusCode).toBe(404);
    // An indicator of the edition that does not apply to category 6.
    const [naoAplica] = await t.db
      .select({ id: schema.indicador.id })
      .from(schema.indicador)
      .where(
        and(
          sql`cardinality(${schema.indicador.categorias}) > 0`,
          sql`not (6 = any(${schema.indicador.categorias}))`,
        ),
      );
    expect(naoAplica).toBeDefined();
    const res2 = await enviar(t, c.user, c, [arquivo('a.pdf', PDF)], naoAplica!.id);
    expect(res2.statusCode).toBe(404);
    expect(res2.json().error).toBe(EVIDENCIA_MENSAGENS.indicadorNaoEncontrado);
    const semIndicador = await enviar(t, c.user, c, [arquivo('a.pdf', PDF)], 999999);
    expect(semIndicador.statusCode).toBe(404);
    expect(await linhas(t)).toEqual([]);
  });

  it("does not let an administrator add evidence to another user's questionnaire: it is self-declared", async () => {
    const c = await cenario(t);
    const admin = await createUser(t, { role: 'administrador' });
    const res = await enviar(t, admin, c, [arquivo('a.pdf', PDF)]);
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe(MENSAGENS.questionarioNaoEncontrado);
    expect(await linhas(t)).toEqual([]);
    expect(await arquivosGuardados(t)).toEqual([]);
  });

  it('refuses every evidence change once the questionnaire is finished, with 409', async () => {
    const c = await cenario(t);
    const enviada = await enviar(t, c.user, c, [arquivo('a.pdf', PDF)]);
    const id: number = enviada.json().data[0].id;
    await finalizarDireto(t, c.questionarioId);

    const envio = await enviar(t, c.user, c, [arquivo('b.pdf', PDF)]);
    expect(envio.statusCode).toBe(409);
    expect(envio.json().error).toBe(MENSAGENS.jaFinalizado);
    const remocao = await remover(t, c.user, id);
    expect(remocao.statusCode).toBe(409);
    expect(remocao.json().error).toBe(MENSAGENS.jaFinalizado);
    const [row] = await linhas(t);
    expect(row?.id).toBe(id);
    expect(await existe(t, row!.nomearquivo)).toBe(true);
    // Reading stays possible.
    expect((await listar(t, c.user, c.questionarioId)).statusCode).toBe(200);
    expect((await baixar(t, c.user, id)).statusCode).toBe(200);
  });
});
