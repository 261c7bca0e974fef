import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { schema } from '../db/client.ts';
import { criarEdicao } from '../modules/admin-guia/admin-guia.service.ts';
import type { TestApp } from '../test/build-test-app.ts';
import { createUser, duplicarEdicaoParaTeste } from '../test/factories.ts';
import type { World } from '../test/fixture-world.ts';
import { PNG_BYTES } from '../test/multipart.ts';

/**
 * The spec's call tables (admin-area.md §7, with §3's field names; user-side.md §7 where cheap) as a
 * contract: each row is transcribed from the spec — method, path (with `{product}` written `Guia`),
 * the payload's field names with sample values, and the field names the spec lists for the answer.
 * A client that follows the spec word for word must get a 2xx carrying those fields (inside the
 * `{ data }` envelope). A row's `answer` entries are paths into `data`: `a.b` a nested field,
 * `[]x` the field x of each listed element (the array itself, or its `items`).
 */

export type Ids = Record<string, number | string>;

export interface SpecRow {
  /** 'METHOD Path' exactly as the spec's table writes it. */
  call: string;
  /** The spec's payload field names, with sample values. */
  payload?: (ids: Ids) => unknown;
  /** The fields the spec names in the answer ([] when it names none: 2xx is the contract). */
  answer: string[];
  /** Records the call uses up (deleted, moved): made anew, by the database. */
  fresh?: (t: TestApp, w: World) => Promise<Ids>;
  /** Who calls: the spec's admin calls are the administrator's, the user-side calls the owner's. */
  as?: 'admin' | 'owner';
}

/** One counter of years (and names) no call has used yet, shared by the fresh records and the payloads. */
export const contador = { ano: 2080 };
export const rascunho = async (t: TestApp, w: World): Promise<Ids> => {
  contador.ano += 1;
  const id = await criarEdicao(t.db, w.admin.id, contador.ano);
  return { id, productId: id };
};
export const duplicado = async (t: TestApp, w: World): Promise<Ids> => {
  contador.ano += 1;
  const productId = await duplicarEdicaoParaTeste(t, w.edicaoId, contador.ano, {
    disponivel: false,
    atorId: w.admin.id,
  });
  const [p] = await t.db
    .select({ id: schema.principio.id })
    .from(schema.principio)
    .where(eq(schema.principio.edicaoId, productId))
    .orderBy(schema.principio.codigo)
    .limit(1);
  return { productId, principioId: p!.id };
};
export const apoio = async (t: TestApp, w: World): Promise<Ids> => {
  const [a] = await t.db
    .insert(schema.apoio)
    .values({ indicadorId: w.indicadorId, categoriaId: 3, titulo: 'Cartilha', url: 'https://exemplo.org/c' })
    .returning({ id: schema.apoio.id });
  return { id: a!.id };
};
export const tema = async (t: TestApp): Promise<Ids> => {
  const [r] = await t.db
    .insert(schema.materialTema)
    .values({ titulo: `Tema ${contador.ano++}`, descricao: 'Guias', icone: 'icn-cartilha' })
    .returning({ id: schema.materialTema.id });
  return { id: r!.id, temaId: r!.id, tema_id: r!.id };
};
export const tipo = async (t: TestApp): Promise<Ids> => {
  const { temaId } = await tema(t);
  const [r] = await t.db
    .insert(schema.materialTipo)
    .values({ temaId: Number(temaId), titulo: 'Gestão', descricao: 'Gestão', icone: 'icn-principio-1' })
    .returning({ id: schema.materialTipo.id });
  return { temaId: temaId!, tema_id: temaId!, id: r!.id, tipoId: r!.id };
};
export const material = async (t: TestApp): Promise<Ids> => {
  const ids = await tipo(t);
  const [m] = await t.db
    .insert(schema.material)
    .values({ tipoId: Number(ids.tipoId), titulo: 'Portal', descricao: 'D', link: 'https://exemplo.org' })
    .returning({ id: schema.material.id });
  return { ...ids, id: m!.id };
};
export const faq = async (t: TestApp): Promise<Ids> => {
  const [topico] = await t.db
    .insert(schema.faqCategoria)
    .values({ titulo: 'Tópico', ordem: sql`(select count(*) + 1 from faq_categoria)` })
    .returning({ id: schema.faqCategoria.id });
  const [item] = await t.db
    .insert(schema.faqItem)
    .values({ categoriaId: topico!.id, titulo: 'Pergunta?', descricao: 'Resposta.', ordem: 1 })
    .returning({ id: schema.faqItem.id });
  return { id: topico!.id, faqId: topico!.id, categoryId: topico!.id, itemId: item!.id };
};
export const slide = async (t: TestApp): Promise<Ids> => {
  const arquivo = `onboarding/contrato-${contador.ano++}.png`;
  await t.fileStore.put(arquivo, PNG_BYTES);
  const [s] = await t.db
    .insert(schema.onboarding)
    .values({
      ordem: sql`(select count(*) + 1 from onboarding)`,
      titulo: 'Slide',
      descricao: 'Texto',
      nomearquivo: 'slide.png',
      arquivo,
      tipoConteudo: 'image/png',
    })
    .returning({ id: schema.onboarding.id });
  return { id: s!.id };
};
export const usuario = async (t: TestApp): Promise<Ids> => ({ id: (await createUser(t)).id });

export const TEMA = { titulo: 'Vídeos', descricao: 'Vídeos curtos', icone: 'icn-video' };
export const TEXTO = { texto: '<p>Termos de uso revisados.</p>' };

/** The sample ids a path or payload names, from the fixture world (and the row's fresh records). */
export function sampleIds(w: World, extra: Ids): Ids {
  return {
    objectId: w.objetoFinalizadoId,
    objetoId: w.objetoFinalizadoId,
    productId: w.edicaoId,
    questionarioId: w.questionarioFinalizadoId,
    userId: w.owner.id,
    indicadorId: w.indicadorId,
    nivelId: w.nivelId,
    ...(extra.tipoId === undefined ? {} : { tipoMaterialId: extra.tipoId }),
    ...extra,
  };
}

/** `{name}` placeholders filled; `Guia`'s principles default to the seeded edition's first one. */
export async function fillSpecPath(t: TestApp, path: string, ids: Ids): Promise<string> {
  if (path.includes('{principioId}') && ids.principioId === undefined) {
    const [p] = await t.db
      .select({ id: schema.principio.id })
      .from(schema.principio)
      .where(eq(schema.principio.edicaoId, Number(ids.productId)))
      .orderBy(schema.principio.codigo)
      .limit(1);
    ids.principioId = p!.id;
  }
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = ids[name];
    if (value === undefined) throw new Error(`no sample value for {${name}} in ${path}`);
    return String(value);
  });
}

/** The elements a `[]field` path looks into: the answer itself when a list, else its `items`. */
export function elementos(value: unknown): unknown[] {
  if (Array.isArray(value)) return value;
  const items = (value as { items?: unknown } | null)?.items;
  return Array.isArray(items) ? items : [];
}

/** Whether `data` carries the field the spec names (`a.b`, `a[].b`, `[]b`; `#message` is the envelope's). */
export function carries(body: { data?: unknown; message?: unknown }, path: string): boolean {
  if (path === '#message') return typeof body.message === 'string' && body.message.length > 0;
  const walk = (value: unknown, parts: string[]): boolean => {
    if (parts.length === 0) return value !== undefined;
    const [head, ...rest] = parts as [string, ...string[]];
    if (head.startsWith('[]')) {
      const lista = elementos(value);
      const campo = head.slice(2);
      return lista.length > 0 && lista.every((e) => walk(e, campo ? [campo, ...rest] : rest));
    }
    if (head.endsWith('[]')) {
      const lista = (value as Record<string, unknown> | null)?.[head.slice(0, -2)];
      return Array.isArray(lista) && lista.length > 0 && lista.every((e) => walk(e, rest));
    }
    if (value === null || typeof value !== 'object' || !(head in value)) return false;
    return walk((value as Record<string, unknown>)[head], rest);
  };
  return walk(body.data, path.split('.'));
}

export async function callRow(t: TestApp, w: World, row: SpecRow) {
  const fresh = row.fresh ? await row.fresh(t, w) : {};
  const ids = sampleIds(w, fresh);
  if (typeof ids.criterios === 'string') ids.criterios = JSON.parse(ids.criterios);
  const [method, path] = row.call.split(' ') as [string, string];
  const url = `/api/${await fillSpecPath(t, path, ids)}`;
  const payload = row.payload?.(ids);
  const caller = row.as === 'owner' ? w.owner : w.admin;
  const res = await t.app.inject({
    method: method as 'GET',
    url,
    headers: caller.auth,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  return res;
}

/** Calls the row as the spec writes it and checks the 2xx and the fields it names. */
export async function expectSpecAnswer(t: TestApp, w: World, row: SpecRow) {
  const res = await callRow(t, w, row);
  expect(res.statusCode, `${row.call}: ${res.body.slice(0, 300)}`).toBeGreaterThanOrEqual(200);
  expect(res.statusCode, `${row.call}: ${res.body.slice(0, 300)}`).toBeLessThan(300);
  const body = res.json();
  for (const field of row.answer) expect(carries(body, field), `${row.call} answers ${field}`).toBe(true);
  // Publishing terms asks everyone to accept them again: the test users accept at once.
  if (/^POST Admin\/(TermosUso|PoliticaPrivacidade)$/.test(row.call))
    await t.db.execute(
      sql`update usuario set aceite_versao = (select max(versao) from documento_legal), aceite_em = now()`,
    );
}
