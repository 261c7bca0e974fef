import { describe, expect, it } from 'vitest';
import { schema } from '../../db/client.ts';
import {
  acoesAuditadas,
  admin,
  arquivoExiste,
  call,
  criarMaterial,
  criarTema,
  criarTipo,
  prepararBiblioteca,
  TEMA,
  t,
} from './admin-materiais.test-helpers.ts';

prepararBiblioteca();

describe('themes', () => {
  it('lists with search (accents and case ignored), sort by title or total, count and paging', async () => {
    const a = await criarTema({ titulo: 'Vídeos', icone: 'icn-video' });
    const b = await criarTema({ titulo: 'apresentações', icone: 'icn-apresentacao' });
    await criarTema({ titulo: 'Cartilhas' });
    const tipo = await criarTipo(a);
    await criarMaterial(a, tipo, 'Um');
    await criarMaterial(a, tipo, 'Dois');

    const todos = await call('GET', '/Admin/MaterialApoio');
    expect(todos.statusCode).toBe(200);
    expect(todos.json().data.items.map((i: { titulo: string }) => i.titulo)).toEqual([
      'apresentações',
      'Cartilhas',
      'Vídeos',
    ]);
    expect(todos.json().data.pagination).toEqual({ page: 1, pageSize: 50, totalItems: 3, totalPages: 1 });
    // The spec's name for the same page (admin §7: 'temas').
    expect(todos.json().data.temas).toEqual(todos.json().data.items);
    expect(todos.json().data.items[2]).toEqual({
      id: a,
      titulo: 'Vídeos',
      descricao: TEMA.descricao,
      icone: 'icn-video',
      totalMaterial: 2,
    });

    const busca = await call('GET', '/Admin/MaterialApoio', admin, { query: { q: 'APRESENTACOES' } });
    expect(busca.json().data.items.map((i: { id: number }) => i.id)).toEqual([b]);

    const porTotal = await call('GET', '/Admin/MaterialApoio', admin, {
      query: { sort: 'totalMaterial', order: 'desc', pageSize: '1' },
    });
    expect(porTotal.json().data.items.map((i: { id: number }) => i.id)).toEqual([a]);
    expect(porTotal.json().data.pagination.totalPages).toBe(3);
  });

  it('refuses a theme without name, description or a listed icon, with a message per field', async () => {
    const res = await call('POST', '/Admin/MaterialApoio', admin, {
      payload: { titulo: '  ', descricao: '', icone: 'icn-foguete' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({
      titulo: 'Informe o nome do tema',
      descricao: 'Informe a descrição do tema',
      icone: 'Escolha um ícone da lista',
    });
    expect(await t.db.select().from(schema.materialTema)).toEqual([]);
  });

  it('edits and deletes a theme (with its types, materials and files), each act audited', async () => {
    const temaId = await criarTema();
    const tipoId = await criarTipo(temaId);
    const { url } = await criarMaterial(temaId, tipoId);
    const chave = url.replace(/^Material\//, '');
    expect(await arquivoExiste(chave)).toBe(true);

    const put = await call('PUT', `/Admin/MaterialApoio/${temaId}`, admin, {
      payload: { ...TEMA, titulo: 'Cartilhas do Guia', icone: 'icn-download' },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json().data).toMatchObject({
      titulo: 'Cartilhas do Guia',
      icone: 'icn-download',
      totalMaterial: 1,
    });

    const del = await call('DELETE', `/Admin/MaterialApoio/${temaId}`);
    expect(del.statusCode).toBe(200);
    expect(del.json().message).toBe('Tema excluído.');
    expect(await t.db.select().from(schema.material)).toEqual([]);
    expect(await arquivoExiste(chave)).toBe(false);
    expect(await acoesAuditadas()).toEqual([
      'material.tema.criar',
      'material.tipo.criar',
      'material.criar',
      'material.tema.editar',
      'material.tema.excluir',
    ]);
    expect((await call('DELETE', `/Admin/MaterialApoio/${temaId}`)).statusCode).toBe(404);
  });
});
