import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { schema } from '../../db/client.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import {
  acoesAuditadas,
  arquivoExiste,
  type Biblioteca,
  call,
  criarMaterial,
  criarTema,
  criarTipo,
  novaBiblioteca,
  TEMA,
} from './admin-materiais.test-helpers.ts';

const ctx = {} as Biblioteca;

beforeAll(async () => {
  ctx.t = await buildTestApp();
});

beforeEach(async () => {
  ctx.admin = await novaBiblioteca(ctx.t);
});

afterAll(async () => {
  await ctx.t.close();
});

describe('themes', () => {
  it('lists with search (accents and case ignored), sort by title or total, count and paging', async () => {
    const a = await criarTema(ctx, { titulo: 'Vídeos', icone: 'icn-video' });
    const b = await criarTema(ctx, { titulo: 'apresentações', icone: 'icn-apresentacao' });
    await criarTema(ctx, { titulo: 'Cartilhas' });
    const tipo = await criarTipo(ctx, a);
    await criarMaterial(ctx, a, tipo, 'Um');
    await criarMaterial(ctx, a, tipo, 'Dois');

    const todos = await call(ctx, 'GET', '/Admin/MaterialApoio');
    expect(todos.statusCode).toBe(200);
    expect(todos.json().data.items.map((i: { titulo: string }) => i.titulo)).toEqual([
      'apresentações',
      'Cartilhas',
      'Vídeos',
    ]);
    expect(todos.json().data.pagination).toEqual({ page: 1, pageSize: 50, totalItems: 3, totalPages: 1 });
    // The spec's name for the same page (ctx.admin §7: 'temas').
    expect(todos.json().data.temas).toEqual(todos.json().data.items);
    expect(todos.json().data.items[2]).toEqual({
      id: a,
      titulo: 'Vídeos',
      descricao: TEMA.descricao,
      icone: 'icn-video',
      totalMaterial: 2,
    });

    const busca = await call(ctx, 'GET', '/Admin/MaterialApoio', ctx.admin, {
      query: { q: 'APRESENTACOES' },
    });
    expect(busca.json().data.items.map((i: { id: number }) => i.id)).toEqual([b]);

    const porTotal = await call(ctx, 'GET', '/Admin/MaterialApoio', ctx.admin, {
      query: { sort: 'totalMaterial', order: 'desc', pageSize: '1' },
    });
    expect(porTotal.json().data.items.map((i: { id: number }) => i.id)).toEqual([a]);
    expect(porTotal.json().data.pagination.totalPages).toBe(3);
  });

  it('refuses a theme without name, description or a listed icon, with a message per field', async () => {
    const res = await call(ctx, 'POST', '/Admin/MaterialApoio', ctx.admin, {
      payload: { titulo: '  ', descricao: '', icone: 'icn-foguete' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({
      titulo: 'Informe o nome do tema',
      descricao: 'Informe a descrição do tema',
      icone: 'Escolha um ícone da lista',
    });
    expect(await ctx.t.db.select().from(schema.materialTema)).toEqual([]);
  });

  it('edits and deletes a theme (with its types, materials and files), each act audited', async () => {
    const temaId = await criarTema(ctx);
    const tipoId = await criarTipo(ctx, temaId);
    const { url } = await criarMaterial(ctx, temaId, tipoId);
    const chave = url.replace(/^Material\//, '');
    expect(await arquivoExiste(ctx, chave)).toBe(true);

    const put = await call(ctx, 'PUT', `/Admin/MaterialApoio/${temaId}`, ctx.admin, {
      payload: { ...TEMA, titulo: 'Cartilhas do Guia', icone: 'icn-download' },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json().data).toMatchObject({
      titulo: 'Cartilhas do Guia',
      icone: 'icn-download',
      totalMaterial: 1,
    });

    const del = await call(ctx, 'DELETE', `/Admin/MaterialApoio/${temaId}`);
    expect(del.statusCode).toBe(200);
    expect(del.json().message).toBe('Tema excluído.');
    expect(await ctx.t.db.select().from(schema.material)).toEqual([]);
    expect(await arquivoExiste(ctx, chave)).toBe(false);
    expect(await acoesAuditadas(ctx)).toEqual([
      'material.tema.criar',
      'material.tipo.criar',
      'material.criar',
      'material.tema.editar',
      'material.tema.excluir',
    ]);
    expect((await call(ctx, 'DELETE', `/Admin/MaterialApoio/${temaId}`)).statusCode).toBe(404);
  });
});
