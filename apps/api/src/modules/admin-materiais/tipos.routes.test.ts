import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { schema } from '../../db/client.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import {
  arquivoExiste,
  type Biblioteca,
  call,
  criarMaterial,
  criarTema,
  criarTipo,
  novaBiblioteca,
  TIPO,
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

describe('types of a theme', () => {
  it('lists the theme and its types with search and sort; another theme answers 404', async () => {
    const temaId = await criarTema(ctx);
    const outro = await criarTema(ctx, { titulo: 'Outro' });
    await criarTipo(ctx, temaId, { titulo: 'Trabalhadores' });
    const gestao = await criarTipo(ctx, temaId, { titulo: 'Gestão', categorias: [6, 3] });
    await criarTipo(ctx, outro, { titulo: 'Não aparece' });

    const res = await call(ctx, 'GET', `/Admin/MaterialApoio/TipoMaterial/${temaId}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.tema.titulo).toBe('Cartilhas');
    expect(res.json().data.items.map((i: { titulo: string }) => i.titulo)).toEqual([
      'Gestão',
      'Trabalhadores',
    ]);
    expect(res.json().data.items[0]).toMatchObject({ id: gestao, tema_id: temaId, categorias: [6, 3] });

    const busca = await call(ctx, 'GET', `/Admin/MaterialApoio/TipoMaterial/${temaId}`, ctx.admin, {
      query: { q: 'gest' },
    });
    expect(busca.json().data.pagination.totalItems).toBe(1);

    expect(
      (
        await call(ctx, 'PUT', `/Admin/MaterialApoio/TipoMaterial/${outro}/${gestao}`, ctx.admin, {
          payload: TIPO,
        })
      ).statusCode,
    ).toBe(404);
    expect((await call(ctx, 'GET', '/Admin/MaterialApoio/TipoMaterial/999999')).statusCode).toBe(404);
  });

  it('refuses bad input per field and a missing category', async () => {
    const temaId = await criarTema(ctx);
    const res = await call(ctx, 'POST', `/Admin/MaterialApoio/TipoMaterial/${temaId}`, ctx.admin, {
      payload: { titulo: '', descricao: ' ', icone: '' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({
      titulo: 'Informe o nome da categoria',
      descricao: 'Informe a descrição da categoria',
      icone: 'Escolha um ícone da lista',
    });
    const semCategoria = await call(ctx, 'POST', `/Admin/MaterialApoio/TipoMaterial/${temaId}`, ctx.admin, {
      payload: { ...TIPO, categorias: [999] },
    });
    expect(semCategoria.statusCode).toBe(409);
    expect(await ctx.t.db.select().from(schema.materialTipo)).toEqual([]);
  });

  it('edits and deletes a type, removing its files', async () => {
    const temaId = await criarTema(ctx);
    const tipoId = await criarTipo(ctx, temaId);
    const { url } = await criarMaterial(ctx, temaId, tipoId);
    const put = await call(ctx, 'PUT', `/Admin/MaterialApoio/TipoMaterial/${temaId}/${tipoId}`, ctx.admin, {
      payload: { ...TIPO, titulo: 'Gestão da fazenda', categorias: [6] },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json().data).toMatchObject({ titulo: 'Gestão da fazenda', categorias: [6], totalMaterial: 1 });
    expect(
      (await call(ctx, 'DELETE', `/Admin/MaterialApoio/TipoMaterial/${temaId}/${tipoId}`)).statusCode,
    ).toBe(200);
    expect(await arquivoExiste(ctx, url.replace(/^Material\//, ''))).toBe(false);
  });
});
