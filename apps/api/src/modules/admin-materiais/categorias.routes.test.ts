import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.ts';
import { createUser, criarUnidade } from '../../test/factories.ts';
import { acoesAuditadas, type Biblioteca, call, novaBiblioteca } from './admin-materiais.test-helpers.ts';

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

describe('platform categories', () => {
  it('lists the categories with their use, search and sort', async () => {
    const dono = await createUser(ctx.t);
    await criarUnidade(ctx.t, dono);
    const res = await call(ctx, 'GET', '/Admin/Categoria', ctx.admin, {
      query: { sort: 'totalUnidades', order: 'desc' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.items[0]).toMatchObject({
      id: 3,
      sigla: 'VAR',
      totalUnidades: 1,
      emUso: true,
      ativo: true,
    });
    const busca = await call(ctx, 'GET', '/Admin/Categoria', ctx.admin, { query: { q: 'varejo' } });
    expect(busca.json().data.items.map((c: { id: number }) => c.id)).toEqual([3]);
  });

  it('adds a category with sigla, description and colour; a repeated sigla is refused', async () => {
    const res = await call(ctx, 'POST', '/Admin/Categoria', ctx.admin, {
      payload: { sigla: 'TRD', descricao: 'Tradings e exportadores', cor: '#1A2B3C' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      id: 7,
      sigla: 'TRD',
      titulo: 'Tradings e exportadores',
      cor: '#1a2b3c',
      ativo: true,
      emUso: false,
    });
    const repetida = await call(ctx, 'POST', '/Admin/Categoria', ctx.admin, {
      payload: { sigla: 'trd', descricao: 'Outra', cor: '#000000' },
    });
    expect(repetida.statusCode).toBe(409);
    expect(repetida.json().fields.sigla).toBe('Já existe uma categoria com esta sigla.');
    expect((await acoesAuditadas(ctx)).filter((a) => a.startsWith('categoria'))).toEqual(['categoria.criar']);
  });

  it('refuses bad input per field', async () => {
    const res = await call(ctx, 'POST', '/Admin/Categoria', ctx.admin, {
      payload: { sigla: '', descricao: '', cor: 'azul' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({
      sigla: 'Informe a sigla',
      descricao: 'Informe a descrição da categoria',
      cor: 'Informe a cor em hexadecimal, como #1e63b5',
    });
    const vazio = await call(ctx, 'PUT', '/Admin/Categoria/3', ctx.admin, { payload: {} });
    expect(vazio.statusCode).toBe(400);
    expect(vazio.json().error).toBe('Informe ao menos um campo');
  });

  it('refuses to delete a category in use; deactivating it stops the registration form offering it', async () => {
    const dono = await createUser(ctx.t);
    await criarUnidade(ctx.t, dono);
    const del = await call(ctx, 'DELETE', '/Admin/Categoria/3');
    expect(del.statusCode).toBe(409);
    expect(del.json().error).toContain('não pode ser excluída');
    // Category 4 has no unit, but the seeded edition's indicators name it.
    expect((await call(ctx, 'DELETE', '/Admin/Categoria/4')).statusCode).toBe(409);

    const off = await call(ctx, 'PUT', '/Admin/Categoria/3', ctx.admin, { payload: { ativo: false } });
    expect(off.statusCode).toBe(200);
    expect(off.json().data).toMatchObject({ id: 3, ativo: false, sigla: 'VAR' });
    const oferecidas = await call(ctx, 'GET', '/Categoria', null, { query: { onlyActive: 'true' } });
    expect(oferecidas.json().data.map((c: { id: number }) => c.id)).not.toContain(3);
    const nova = await call(ctx, 'POST', '/Objeto', dono, {
      payload: { categoria_id: 3, nomeunidade: 'Outro açougue', uf: 'SP', cidade: 3550308 },
    });
    expect(nova.statusCode).toBe(400);
    expect(await acoesAuditadas(ctx)).toContain('categoria.editar');
  });

  it('deletes a category nobody uses', async () => {
    const criada = await call(ctx, 'POST', '/Admin/Categoria', ctx.admin, {
      payload: { sigla: 'TMP', descricao: 'Temporária', cor: '#334455' },
    });
    const id = criada.json().data.id as number;
    const edit = await call(ctx, 'PUT', `/Admin/Categoria/${id}`, ctx.admin, {
      payload: { titulo: 'Temp', cor: '#556677' },
    });
    expect(edit.json().data).toMatchObject({ titulo: 'Temp', cor: '#556677', descricao: 'Temporária' });
    expect((await call(ctx, 'DELETE', `/Admin/Categoria/${id}`)).statusCode).toBe(200);
    expect((await call(ctx, 'DELETE', `/Admin/Categoria/${id}`)).statusCode).toBe(404);
    expect((await acoesAuditadas(ctx)).filter((a) => a.startsWith('categoria'))).toEqual([
      'categoria.criar',
      'categoria.editar',
      'categoria.excluir',
    ]);
  });
});
