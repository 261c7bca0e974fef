import { describe, expect, it } from 'vitest';
import { schema } from '../../db/client.ts';
import {
  admin,
  arquivoExiste,
  call,
  criarMaterial,
  criarTema,
  criarTipo,
  prepararBiblioteca,
  TIPO,
  t,
} from './admin-materiais.test-helpers.ts';

prepararBiblioteca();

describe('types of a theme', () => {
  it('lists the theme and its types with search and sort; another theme answers 404', async () => {
    const temaId = await criarTema();
    const outro = await criarTema({ titulo: 'Outro' });
    await criarTipo(temaId, { titulo: 'Trabalhadores' });
    const gestao = await criarTipo(temaId, { titulo: 'Gestão', categorias: [6, 3] });
    await criarTipo(outro, { titulo: 'Não aparece' });

    const res = await call('GET', `/Admin/MaterialApoio/TipoMaterial/${temaId}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.tema.titulo).toBe('Cartilhas');
    expect(res.json().data.items.map((i: { titulo: string }) => i.titulo)).toEqual([
      'Gestão',
      'Trabalhadores',
    ]);
    expect(res.json().data.items[0]).toMatchObject({ id: gestao, tema_id: temaId, categorias: [6, 3] });

    const busca = await call('GET', `/Admin/MaterialApoio/TipoMaterial/${temaId}`, admin, {
      query: { q: 'gest' },
    });
    expect(busca.json().data.pagination.totalItems).toBe(1);

    expect(
      (await call('PUT', `/Admin/MaterialApoio/TipoMaterial/${outro}/${gestao}`, admin, { payload: TIPO }))
        .statusCode,
    ).toBe(404);
    expect((await call('GET', '/Admin/MaterialApoio/TipoMaterial/999999')).statusCode).toBe(404);
  });

  it('refuses bad input per field and a missing category', async () => {
    const temaId = await criarTema();
    const res = await call('POST', `/Admin/MaterialApoio/TipoMaterial/${temaId}`, admin, {
      payload: { titulo: '', descricao: ' ', icone: '' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({
      titulo: 'Informe o nome da categoria',
      descricao: 'Informe a descrição da categoria',
      icone: 'Escolha um ícone da lista',
    });
    const semCategoria = await call('POST', `/Admin/MaterialApoio/TipoMaterial/${temaId}`, admin, {
      payload: { ...TIPO, categorias: [999] },
    });
    expect(semCategoria.statusCode).toBe(409);
    expect(await t.db.select().from(schema.materialTipo)).toEqual([]);
  });

  it('edits and deletes a type, removing its files', async () => {
    const temaId = await criarTema();
    const tipoId = await criarTipo(temaId);
    const { url } = await criarMaterial(temaId, tipoId);
    const put = await call('PUT', `/Admin/MaterialApoio/TipoMaterial/${temaId}/${tipoId}`, admin, {
      payload: { ...TIPO, titulo: 'Gestão da fazenda', categorias: [6] },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json().data).toMatchObject({ titulo: 'Gestão da fazenda', categorias: [6], totalMaterial: 1 });
    expect((await call('DELETE', `/Admin/MaterialApoio/TipoMaterial/${temaId}/${tipoId}`)).statusCode).toBe(
      200,
    );
    expect(await arquivoExiste(url.replace(/^Material\//, ''))).toBe(false);
  });
});
