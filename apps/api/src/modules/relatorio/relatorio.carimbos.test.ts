import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../../db/client.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import {
  createUser,
  criarQuestionarioFinalizado,
  criarUnidade,
  edicaoDisponivel,
  inserirFinalizado,
  type TestUser,
} from '../../test/factories.ts';

// A stored report is served while the change stamps it was built from still hold (migration 0024:
// triggers bump them). Every change a finished report shows must give it a new ETag and a rebuilt
// body; a change it does not show must leave the stored body served (304 to its ETag).

let t: TestApp;
let dono: TestUser;
let edicaoId: number;
let objetoId: number;
let questionarioId: number;

beforeAll(async () => {
  t = await buildTestApp({ RELATORIO_CORPOS_MB: 0 });
  dono = await createUser(t);
  edicaoId = await edicaoDisponivel(t);
  objetoId = await criarUnidade(t, dono);
  questionarioId = await criarQuestionarioFinalizado(t, dono, objetoId, { edicaoId });
});
afterAll(() => t.close());

const urls = () => {
  const base = `/api/Objeto/${objetoId}/${edicaoId}/${questionarioId}`;
  return [
    `/api/Objeto/${objetoId}/${edicaoId}`,
    `${base}/completo`,
    `${base}/prioridades`,
    `${base}/comparativo?grupo=brasil`,
    `${base}/comparativo?grupo=meu-guia`,
  ];
};
const get = (url: string, etag?: string) =>
  t.app.inject({ method: 'GET', url, headers: { ...dono.auth, ...(etag ? { 'if-none-match': etag } : {}) } });

/** The current ETag of every report (each read twice, so that each one is stored). */
async function etags() {
  const out: string[] = [];
  for (const url of urls()) {
    await get(url);
    const res = await get(url);
    expect(res.statusCode, url).toBe(200);
    out.push(String(res.headers.etag));
  }
  return out;
}

/** After a change the reports show: every report has a new ETag and a body that contains `texto`. */
async function mudaramTodos(antes: string[], texto?: string) {
  for (const [i, url] of urls().entries()) {
    const res = await get(url, antes[i]);
    expect(res.statusCode, url).toBe(200);
    expect(res.headers.etag, url).not.toBe(antes[i]);
    if (texto && i < 3) expect(res.body, url).toContain(texto);
  }
}

async function unidade() {
  const [o] = await t.db.select().from(schema.objeto).where(eq(schema.objeto.id, objetoId));
  return o!;
}

describe('the change stamps of stored reports', () => {
  it("a new ETag when the owner's name or e-mail changes", async () => {
    let antes = await etags();
    await t.db.update(schema.usuario).set({ nome: 'Dona Renomeada' }).where(eq(schema.usuario.id, dono.id));
    await mudaramTodos(antes, 'Dona Renomeada');
    antes = await etags();
    await t.db
      .update(schema.usuario)
      .set({ email: `outro-${dono.id}@exemplo.com.br` })
      .where(eq(schema.usuario.id, dono.id));
    await mudaramTodos(antes, `outro-${dono.id}@exemplo.com.br`);
  });

  it('a new ETag when a reference title the header shows changes (category, municipality, edition year)', async () => {
    const o = await unidade();
    let antes = await etags();
    await t.db
      .update(schema.categoria)
      .set({ titulo: 'Categoria Renomeada' })
      .where(eq(schema.categoria.id, o.categoriaId));
    await mudaramTodos(antes, 'Categoria Renomeada');
    antes = await etags();
    await t.db
      .update(schema.municipio)
      .set({ nome: 'Município Renomeado' })
      .where(eq(schema.municipio.codigo, o.cidade));
    await mudaramTodos(antes, 'Município Renomeado');
    antes = await etags();
    await t.db.execute(sql`update edicao set ano = ano + 10 where id = ${edicaoId}`);
    await mudaramTodos(antes);
    await t.db.execute(sql`update edicao set ano = ano - 10 where id = ${edicaoId}`);
  });

  it('a new ETag when evidence of the questionnaire is added or removed', async () => {
    const antes = await etags();
    const indicador = (await get(urls()[1]!)).json().data.gabarito[0].id as number;
    const [ev] = await t.db
      .insert(schema.evidencia)
      .values({
        questionarioId,
        indicadorId: indicador,
        titulo: 'Foto do bebedouro',
        nomearquivo: 'x/y.jpg',
        mime: 'image/jpeg',
        tamanho: 10,
      })
      .returning({ id: schema.evidencia.id });
    await mudaramTodos(antes, 'Foto do bebedouro');
    const comFoto = await etags();
    await t.db.delete(schema.evidencia).where(eq(schema.evidencia.id, ev!.id));
    await mudaramTodos(comFoto);
  });

  it('keeps the stored reports (304) through changes they do not show', async () => {
    const antes = await etags();
    await t.db
      .update(schema.objeto)
      .set({ atualizadoEm: new Date(), zonapecuaria: 'Zona Sul' })
      .where(eq(schema.objeto.id, objetoId));
    await t.db
      .update(schema.usuario)
      .set({ celular: '65999990000', atualizadoEm: new Date() })
      .where(eq(schema.usuario.id, dono.id));
    // Another unit of the same owner, finished: not this unit's history.
    const outra = await criarUnidade(t, dono, { nomeunidade: 'Outra Unidade' });
    await criarQuestionarioFinalizado(t, dono, outra, { edicaoId, aproveitamentos: [10, 20, 30, 40, 50] });
    for (const [i, url] of urls().entries()) {
      const res = await get(url, antes[i]);
      expect(res.statusCode, url).toBe(304);
    }
  });

  it("a new ETag for the unit's own comparison when another questionnaire of the unit is finished", async () => {
    const url = urls()[4]!;
    const antes = await get(url);
    expect(antes.json().data.comparado).toBeNull();
    await inserirFinalizado(t, {
      objetoId,
      edicaoId,
      usuarioId: dono.id,
      aproveitamentos: [5, 5, 5, 5, 5],
      finalizadoEm: new Date(Date.now() - 400 * 86_400_000),
    });
    const depois = await get(url, String(antes.headers.etag));
    expect(depois.statusCode).toBe(200);
    expect(depois.headers.etag).not.toBe(antes.headers.etag);
  });
});
