import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { schema } from '../../db/client.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { createUser } from '../../test/factories.ts';
import { formulario, PDF_BYTES } from '../../test/multipart.ts';
import {
  acoesAuditadas,
  type Biblioteca,
  call,
  criarMaterial,
  criarTema,
  criarTipo,
  type Method,
  novaBiblioteca,
  TEMA,
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

describe('who may call', () => {
  it('answers 401 to anonymous and 404 to a visitante on every route, changing nothing', async () => {
    const temaId = await criarTema(ctx);
    const tipoId = await criarTipo(ctx, temaId);
    const { id } = await criarMaterial(ctx, temaId, tipoId);
    const visitante = await createUser(ctx.t);
    const form = await formulario({ titulo: 'X', descricao: 'Y' }, { nome: 'a.pdf', bytes: PDF_BYTES });
    const routes: [Method, string, unknown?][] = [
      ['GET', '/Admin/MaterialApoio'],
      ['POST', '/Admin/MaterialApoio', TEMA],
      ['PUT', `/Admin/MaterialApoio/${temaId}`, TEMA],
      ['DELETE', `/Admin/MaterialApoio/${temaId}`],
      ['GET', `/Admin/MaterialApoio/TipoMaterial/${temaId}`],
      ['POST', `/Admin/MaterialApoio/TipoMaterial/${temaId}`, TIPO],
      ['PUT', `/Admin/MaterialApoio/TipoMaterial/${temaId}/${tipoId}`, TIPO],
      ['DELETE', `/Admin/MaterialApoio/TipoMaterial/${temaId}/${tipoId}`],
      ['GET', `/Admin/MaterialApoio/Material/${temaId}/${tipoId}`],
      ['POST', `/Admin/MaterialApoio/Material/${temaId}/${tipoId}`, form],
      ['PUT', `/Admin/MaterialApoio/Material/${temaId}/${tipoId}/${id}`, form],
      ['DELETE', `/Admin/MaterialApoio/Material/${temaId}/${tipoId}/${id}`],
      ['GET', '/Admin/Categoria'],
      ['POST', '/Admin/Categoria', { sigla: 'NOV', descricao: 'Nova', cor: '#123456' }],
      ['PUT', '/Admin/Categoria/3', { ativo: false }],
      ['DELETE', '/Admin/Categoria/3'],
    ];
    const antes = await acoesAuditadas(ctx);
    for (const [method, url, payload] of routes) {
      const multipart = payload && typeof payload === 'object' && 'payload' in payload;
      const opts = multipart
        ? { payload: (payload as typeof form).payload, headers: (payload as typeof form).headers }
        : { payload };
      expect((await call(ctx, method, url, null, opts)).statusCode, `${method} ${url}`).toBe(401);
      expect((await call(ctx, method, url, visitante, opts)).statusCode, `${method} ${url}`).toBe(404);
    }
    expect(await acoesAuditadas(ctx)).toEqual(antes);
    const [tema] = await ctx.t.db
      .select()
      .from(schema.materialTema)
      .where(eq(schema.materialTema.id, temaId));
    expect(tema?.titulo).toBe(TEMA.titulo);
    const [cat] = await ctx.t.db.select().from(schema.categoria).where(eq(schema.categoria.id, 3));
    expect(cat?.ativo).toBe(true);
  });
});
