import { EVIDENCIA_MENSAGENS } from '@guia/shared';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/build-test-app.ts';
import { createUser } from '../../test/factories.ts';
import {
  abrirApp,
  arquivo,
  baixar,
  cenario,
  enviar,
  existe,
  lerEstrutura,
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

describe('GET /api/Evidencia/:questionarioId and the structure of the Guia', () => {
  it('lists the evidence of every indicator, and the structure shows it per indicator', async () => {
    const c = await cenario(t);
    await enviar(t, c.user, c, [arquivo('a.pdf', PDF), arquivo('b.png', PNG)]);
    await enviar(t, c.user, c, [arquivo('c.pdf', PDF)], c.outroIndicadorId);
    const res = await listar(t, c.user, c.questionarioId);
    expect(res.statusCode).toBe(200);
    const data = res.json().data as { titulo: string; indicador_id: number }[];
    expect(data.map((e) => [e.indicador_id, e.titulo]).sort()).toEqual(
      [
        [c.indicadorId, 'a.pdf'],
        [c.indicadorId, 'b.png'],
        [c.outroIndicadorId, 'c.pdf'],
      ].sort(),
    );

    const estrutura = await lerEstrutura(t, c.user, c);
    const indicadores = estrutura.principios.flatMap((p) => p.criterios.flatMap((cr) => cr.indicadores));
    const porId = new Map(indicadores.map((i) => [i.id, i]));
    expect(porId.get(c.indicadorId)!.evidencias.map((e) => e.titulo)).toEqual(['a.pdf', 'b.png']);
    expect(porId.get(c.outroIndicadorId)!.evidencias.map((e) => e.titulo)).toEqual(['c.pdf']);
    expect(indicadores.filter((i) => i.evidencias.length > 0)).toHaveLength(2);
  });

  it("answers another user's questionnaire with 404 and lets an administrator read it", async () => {
    const c = await cenario(t);
    await enviar(t, c.user, c, [arquivo('a.pdf', PDF)]);
    const outro = await createUser(t);
    expect((await listar(t, outro, c.questionarioId)).statusCode).toBe(404);
    const admin = await createUser(t, { role: 'administrador' });
    const res = await listar(t, admin, c.questionarioId);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toHaveLength(1);
  });
});

describe('GET /api/Evidencia/Arquivo/:id', () => {
  it('sends the bytes as an attachment with safe headers', async () => {
    const c = await cenario(t);
    const enviada = await enviar(t, c.user, c, [arquivo('Relatório "final"; v2.pdf', PDF)]);
    const res = await baixar(t, c.user, enviada.json().data[0].id);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(PDF)).toBe(true);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="Relatorio _final__ v2.pdf"; filename*=UTF-8''Relat%C3%B3rio%20%22final%22%3B%20v2.pdf`,
    );
  });

  it("answers another user's evidence with 404, lets an administrator download it, and 401 without a token", async () => {
    const c = await cenario(t);
    const id: number = (await enviar(t, c.user, c, [arquivo('a.png', PNG)])).json().data[0].id;
    const outro = await createUser(t);
    const negado = await baixar(t, outro, id);
    expect(negado.statusCode).toBe(404);
    expect(negado.json().error).toBe(EVIDENCIA_MENSAGENS.naoEncontrada);
    expect((await baixar(t, c.user, 999999)).statusCode).toBe(404);
    const admin = await createUser(t, { role: 'administrador' });
    const res = await baixar(t, admin, id);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(PNG)).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: `/api/Evidencia/Arquivo/${id}` })).statusCode).toBe(401);
  });
});

describe('POST /api/Evidencia/Remover/Delete', () => {
  it('removes the row and the file', async () => {
    const c = await cenario(t);
    await enviar(t, c.user, c, [arquivo('a.pdf', PDF), arquivo('b.png', PNG)]);
    const [a, b] = await linhas(t);
    const res = await remover(t, c.user, a!.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(EVIDENCIA_MENSAGENS.removida);
    expect((await linhas(t)).map((r) => r.id)).toEqual([b!.id]);
    expect(await existe(t, a!.nomearquivo)).toBe(false);
    expect(await existe(t, b!.nomearquivo)).toBe(true);
    expect((await remover(t, c.user, a!.id)).statusCode).toBe(404);
  });

  it("answers another user's evidence with 404 and keeps it, for an administrator too", async () => {
    const c = await cenario(t);
    await enviar(t, c.user, c, [arquivo('a.pdf', PDF)]);
    const [row] = await linhas(t);
    const outro = await createUser(t);
    const negado = await remover(t, outro, row!.id);
    expect(negado.statusCode).toBe(404);
    const admin = await createUser(t, { role: 'administrador' });
    const doAdmin = await remover(t, admin, row!.id);
    expect(doAdmin.statusCode).toBe(404);
    expect(doAdmin.json().error).toBe(EVIDENCIA_MENSAGENS.naoEncontrada);
    expect(await linhas(t)).toHaveLength(1);
    expect(await existe(t, row!.nomearquivo)).toBe(true);
  });
});

describe('files follow their owner', () => {
  it('deleting the account removes the evidence files', async () => {
    const c = await cenario(t);
    await enviar(t, c.user, c, [arquivo('a.pdf', PDF), arquivo('b.png', PNG)]);
    const keys = (await linhas(t)).map((r) => r.nomearquivo);
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/Configuracao/ExcluirConta',
      headers: c.user.auth,
      payload: { email: c.user.email },
    });
    expect(res.statusCode).toBe(200);
    expect(await linhas(t)).toEqual([]);
    for (const key of keys) expect(await existe(t, key)).toBe(false);
  });

  it("deleting a unit removes its evidence files and no other unit's", async () => {
    const c = await cenario(t);
    const outra = await cenario(t);
    await enviar(t, c.user, c, [arquivo('a.pdf', PDF)]);
    await enviar(t, outra.user, outra, [arquivo('b.pdf', PDF)]);
    const [a, b] = await linhas(t);
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/Objeto/${c.objetoId}`,
      headers: c.user.auth,
    });
    expect(res.statusCode).toBe(200);
    expect((await linhas(t)).map((r) => r.id)).toEqual([b!.id]);
    expect(await existe(t, a!.nomearquivo)).toBe(false);
    expect(await existe(t, b!.nomearquivo)).toBe(true);
  });
});
