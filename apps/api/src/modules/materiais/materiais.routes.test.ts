import type { ApoioLista, GuiaEstrutura, MateriaisDoTipo, TemaMaterial, TiposDoTema } from '@guia/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { schema } from '../../db/client.ts';
import { lerCartilha } from '../../db/seed/materiais/cartilhas.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import {
  createUser,
  criarQuestionario,
  criarUnidade,
  edicaoDisponivel,
  type TestUser,
} from '../../test/factories.ts';

let t: TestApp;
let user: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
});

beforeEach(async () => {
  await t.reset();
  user = await createUser(t);
});

afterAll(async () => {
  await t.close();
});

const get = (url: string, headers: Record<string, string> = user.auth) =>
  t.app.inject({ method: 'GET', url, headers });

async function temas(): Promise<TemaMaterial[]> {
  const res = await get('/api/MaterialApoio/Tema');
  expect(res.statusCode).toBe(200);
  return res.json().data;
}

const temaPorChave = async (chave: string) => (await temas()).find((x) => x.chave === chave)!;

describe('anonymous callers', () => {
  it('get 401 on every library call, the file included', async () => {
    const [tema] = await temas();
    for (const url of [
      '/api/MaterialApoio/Tema',
      `/api/MaterialApoio/TipoMaterial/${tema!.id}`,
      `/api/MaterialApoio/Material/${tema!.id}/1`,
      '/api/Apoio',
      '/api/Material/material/seed/cartilha-1-gestao.pdf',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(401);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
    }
  });
});

describe('GET /api/MaterialApoio/Tema', () => {
  it('lists the seeded themes with their total of materials', async () => {
    const lista = await temas();
    expect(lista.map((x) => x.titulo)).toEqual([
      'Cartilhas do Guia',
      'Legislação',
      'Conteúdo técnico',
      'Guias da plataforma',
    ]);
    const cartilhas = lista[0]!;
    expect(cartilhas).toMatchObject({ chave: 'cartilhas', icone: 'icn-cartilha', totalMaterial: 10 });
    expect(lista.find((x) => x.chave === 'plataforma')!.totalMaterial).toBe(1);
  });

  it('counts a material added later', async () => {
    const legislacao = await temaPorChave('legislacao');
    const [tipo] = await t.db
      .select({ id: schema.materialTipo.id })
      .from(schema.materialTipo)
      .where(eq(schema.materialTipo.temaId, legislacao.id))
      .limit(1);
    await t.db.insert(schema.material).values({
      tipoId: tipo!.id,
      titulo: 'NR-31',
      descricao: 'Norma',
      link: 'https://www.gov.br/trabalho-e-emprego/pt-br',
    });
    expect((await temaPorChave('legislacao')).totalMaterial).toBe(legislacao.totalMaterial + 1);
    await t.db.delete(schema.material).where(eq(schema.material.titulo, 'NR-31'));
  });
});

describe('GET /api/MaterialApoio/TipoMaterial/:temaId', () => {
  it('answers the theme and its types with their categories and totals', async () => {
    const cartilhas = await temaPorChave('cartilhas');
    const res = await get(`/api/MaterialApoio/TipoMaterial/${cartilhas.id}`);
    expect(res.statusCode).toBe(200);
    const data: TiposDoTema = res.json().data;
    expect(data.tema.id).toBe(cartilhas.id);
    expect(data.tipos.map((x) => x.titulo)).toEqual([
      'Gestão',
      'Comunidades',
      'Trabalhadores',
      'Meio Ambiente',
      'Cadeia de Valor',
    ]);
    expect(data.tipos[0]).toMatchObject({
      tema_id: cartilhas.id,
      icone: 'icn-principio-1',
      categorias: [],
      totalMaterial: 2,
    });
  });

  it('answers 404 for an unknown theme and 400 with a Portuguese message for a bad id', async () => {
    const missing = await get('/api/MaterialApoio/TipoMaterial/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe('Tema não encontrado');
    const bad = await get('/api/MaterialApoio/TipoMaterial/abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ temaId: 'Tema inválido' });
  });
});

describe('GET /api/MaterialApoio/Material/:temaId/:tipoMaterialId', () => {
  it('lists files with their API path and links with their address', async () => {
    const cartilhas = await temaPorChave('cartilhas');
    const tipos: TiposDoTema = (await get(`/api/MaterialApoio/TipoMaterial/${cartilhas.id}`)).json().data;
    const gestao = tipos.tipos[0]!;
    const res = await get(`/api/MaterialApoio/Material/${cartilhas.id}/${gestao.id}`);
    expect(res.statusCode).toBe(200);
    const data: MateriaisDoTipo = res.json().data;
    expect(data.tipo.id).toBe(gestao.id);
    const [pdf, site] = data.materiais;
    expect(pdf).toMatchObject({
      titulo: 'Cartilha do princípio 1: Gestão',
      tipo: 'arquivo',
      url: 'Material/material/seed/cartilha-1-gestao.pdf',
      nomearquivo: 'cartilha-1-gestao.pdf',
      tipo_conteudo: 'application/pdf',
    });
    expect(pdf!.tamanho).toBe((await lerCartilha('cartilha-1-gestao.pdf')).length);
    expect(site).toMatchObject({ tipo: 'link', nomearquivo: null, tipo_conteudo: null, tamanho: null });
    expect(site!.url).toMatch(/^https:\/\//);
  });

  it('answers 404 for a type of another theme', async () => {
    const [cartilhas, legislacao] = [await temaPorChave('cartilhas'), await temaPorChave('legislacao')];
    const tipos: TiposDoTema = (await get(`/api/MaterialApoio/TipoMaterial/${cartilhas.id}`)).json().data;
    const res = await get(`/api/MaterialApoio/Material/${legislacao.id}/${tipos.tipos[0]!.id}`);
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe('Tipo de material não encontrado');
    const bad = await get(`/api/MaterialApoio/Material/${cartilhas.id}/0`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ tipoMaterialId: 'Tipo de material inválido' });
  });
});

describe('GET /api/Material/*', () => {
  it('serves a material file inline with its type, nosniff and private caching', async () => {
    const res = await get('/api/Material/material/seed/cartilha-4-meio-ambiente.pdf');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-disposition']).toBe(
      `inline; filename="cartilha-4-meio-ambiente.pdf"; filename*=UTF-8''cartilha-4-meio-ambiente.pdf`,
    );
    expect(res.headers['cache-control']).toBe('private, max-age=3600');
    expect(res.headers['content-security-policy']).toContain('sandbox');
    expect(res.rawPayload.equals(await lerCartilha('cartilha-4-meio-ambiente.pdf'))).toBe(true);
  });

  it('gives a name with quotes, accents or line breaks a safe header', async () => {
    await t.db
      .update(schema.material)
      .set({ nomearquivo: 'Cartilha "Gestão"\r\nX-Evil: 1.pdf', tipoConteudo: 'image/png' })
      .where(eq(schema.material.arquivo, 'material/seed/cartilha-1-gestao.pdf'));
    try {
      const res = await get('/api/Material/material/seed/cartilha-1-gestao.pdf');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
      expect(res.headers['x-evil']).toBeUndefined();
      const disposition = String(res.headers['content-disposition']);
      expect(disposition).toMatch(/^inline; filename="Cartilha _Gestao___X-Evil: 1.pdf"; filename\*=UTF-8''/);
      expect(disposition).not.toMatch(/[\r\n]/);
    } finally {
      await t.db
        .update(schema.material)
        .set({ nomearquivo: 'cartilha-1-gestao.pdf', tipoConteudo: 'application/pdf' })
        .where(eq(schema.material.arquivo, 'material/seed/cartilha-1-gestao.pdf'));
    }
  });

  it('answers 404 for an unknown key and for a stored file that is not a material', async () => {
    expect((await get('/api/Material/material/seed/nao-existe.pdf')).statusCode).toBe(404);
    // The onboarding images are in the same store: a material URL never reaches them.
    expect(await t.fileStore.get('onboarding/1.svg')).not.toBeNull();
    const res = await get('/api/Material/onboarding/1.svg');
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe('Arquivo não encontrado');
  });

  it('answers 404 when the row exists but its file is gone', async () => {
    await t.fileStore.delete('material/seed/cartilha-2-comunidades.pdf');
    try {
      expect((await get('/api/Material/material/seed/cartilha-2-comunidades.pdf')).statusCode).toBe(404);
    } finally {
      await t.fileStore.put(
        'material/seed/cartilha-2-comunidades.pdf',
        await lerCartilha('cartilha-2-comunidades.pdf'),
      );
    }
  });

  it('refuses path traversal, raw or encoded, before touching the store', async () => {
    for (const url of [
      '/api/Material/..%2F..%2Fetc%2Fpasswd',
      '/api/Material/material%2F..%2F..%2Fonboarding%2F1.svg',
      '/api/Material/material/seed/..%2F..%2F..%2Fonboarding/1.svg',
      '/api/Material/%2Fetc%2Fpasswd',
      '/api/Material/material%5Cseed%5Ccartilha-1-gestao.pdf',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().fields, url).toEqual({ '*': 'Arquivo inválido' });
    }
  });
});

describe('GET /api/Apoio', () => {
  it('lists the current edition’s support links in principle and indicator order', async () => {
    const res = await get('/api/Apoio');
    expect(res.statusCode).toBe(200);
    const data: ApoioLista = res.json().data;
    const edicaoId = await edicaoDisponivel(t);
    expect(data.edicao?.id).toBe(edicaoId);
    expect(data.itens.length).toBeGreaterThan(0);
    // Every principle has support material.
    expect(new Set(data.itens.map((i) => i.codigo))).toEqual(new Set([1, 2, 3, 4, 5]));
    const codigos = data.itens.map((i) => i.codigo);
    expect(codigos).toEqual([...codigos].sort((a, b) => a - b));
    for (const i of data.itens) {
      expect(i.url).toMatch(/^https:\/\//);
      expect(i.indicador.startsWith(`${i.codigo}.`)).toBe(true);
    }
  });

  it('filters by category and principle, and refuses a bad filter with a Portuguese message', async () => {
    const res = await get('/api/Apoio?categoria_id=6&principio=4');
    const data: ApoioLista = res.json().data;
    expect(data.itens.length).toBeGreaterThan(0);
    expect(data.itens.every((i) => i.categoria_id === 6 && i.codigo === 4)).toBe(true);
    const bad = await get('/api/Apoio?categoria_id=x&principio=7');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({
      categoria_id: 'Categoria inválida',
      principio: 'Princípio inválido',
    });
  });

  it('answers exactly the links the answering screen shows a unit of the category', async () => {
    const edicaoId = await edicaoDisponivel(t);
    const objetoId = await criarUnidade(t, user);
    const questionarioId = await criarQuestionario(t, user, objetoId, edicaoId);
    const estrutura: GuiaEstrutura = (await get(`/api/Guia/${objetoId}/${edicaoId}/${questionarioId}`)).json()
      .data;
    const daTela = estrutura.principios
      .flatMap((p) => p.criterios.flatMap((c) => c.indicadores))
      .filter((i) => i.apoio.length > 0)
      .map((i) => [i.id, i.apoio.map((a) => a.id)] as const);
    const lista: ApoioLista = (await get('/api/Apoio?categoria_id=3')).json().data;
    const porIndicador = new Map<number, number[]>();
    for (const a of lista.itens)
      porIndicador.set(a.indicador_id, [...(porIndicador.get(a.indicador_id) ?? []), a.id]);
    expect(daTela.length).toBeGreaterThan(0);
    expect([...porIndicador.entries()]).toEqual(daTela);
  });

  it('answers an empty list when no edition is available', async () => {
    await t.db.update(schema.edicao).set({ disponivel: false });
    try {
      const res = await get('/api/Apoio');
      expect(res.json().data).toEqual({ edicao: null, itens: [] });
    } finally {
      await t.db.update(schema.edicao).set({ disponivel: true });
    }
  });
});
