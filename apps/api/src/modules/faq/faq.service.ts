import type { adminFaqBody, adminFaqEdicaoBody, adminFaqItemBody, adminFaqListQuery } from '@guia/shared';
import { asc, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type Database, schema } from '../../db/client.ts';
import { paginate } from '../../db/queries/paginate.ts';
import { conflict, notFound } from '../../errors.ts';
import { registrarAuditoria } from '../auditoria/auditoria.service.ts';
import { containsFolded, dictionaryOrder } from '../reference/fold-text.ts';

const { faqCategoria, faqItem } = schema;

export const FAQ_RESPOSTAS = {
  topicoNaoEncontrado: 'Tópico não encontrado',
  perguntaNaoEncontrada: 'Pergunta não encontrada',
  ordemDesatualizada: 'A lista de tópicos mudou desde que você a abriu. Recarregue a página e tente de novo.',
  topicoCriado: 'Tópico cadastrado',
  topicoAtualizado: 'Tópico atualizado',
  topicoExcluido: 'Tópico excluído',
  ordemSalva: 'Ordem salva',
  perguntaCriada: 'Pergunta cadastrada',
  perguntaAtualizada: 'Pergunta atualizada',
  perguntaExcluida: 'Pergunta excluída',
} as const;

type TopicoBody = z.output<typeof adminFaqBody>;
type TopicoEdicaoBody = z.output<typeof adminFaqEdicaoBody>;
type ItemBody = z.output<typeof adminFaqItemBody>;

const itemFields = {
  id: faqItem.id,
  categoriaId: faqItem.categoriaId,
  titulo: faqItem.titulo,
  descricao: faqItem.descricao,
  ordem: faqItem.ordem,
};
const topicoFields = {
  id: faqCategoria.id,
  titulo: faqCategoria.titulo,
  descricao: faqCategoria.descricao,
  ordem: faqCategoria.ordem,
};

export type FaqItemRow = { id: number; titulo: string; descricao: string; ordem: number };
export type FaqTopicoRow = { id: number; titulo: string; descricao: string; ordem: number };
export type FaqTopicoComItens = FaqTopicoRow & { items: FaqItemRow[] };

/**
 * Topic-level writes (create, delete, reorder) take this table lock first: they wait for each
 * other, so positions stay 1..n without gap or repetition, while reads go on unblocked.
 */
async function travarTopicos(tx: Database) {
  await tx.execute(sql`lock table faq_categoria in share row exclusive mode`);
}

/** Renumbers the topics 1..n in their current order, in one statement. */
async function renumerarTopicos(tx: Database) {
  await tx.execute(sql`
    update faq_categoria c set ordem = n.pos
      from (select id, row_number() over (order by ordem, id) as pos from faq_categoria) n
     where c.id = n.id and c.ordem <> n.pos`);
}

/** Renumbers one topic's questions 1..n in their current order, in one statement. */
async function renumerarPerguntas(tx: Database, faqId: number) {
  await tx.execute(sql`
    update faq_item i set ordem = n.pos
      from (select id, row_number() over (order by ordem, id) as pos
              from faq_item where categoria_id = ${faqId}) n
     where i.id = n.id and i.ordem <> n.pos`);
}

function agrupar(topicos: FaqTopicoRow[], items: (FaqItemRow & { categoriaId: number })[]) {
  const porTopico = new Map<number, FaqItemRow[]>();
  for (const { categoriaId, ...item } of items) {
    const lista = porTopico.get(categoriaId) ?? [];
    lista.push(item);
    porTopico.set(categoriaId, lista);
  }
  return topicos.map((t) => ({ ...t, items: porTopico.get(t.id) ?? [] }));
}

/** GET Faq: every topic in order, each with its questions in order (two queries). */
export async function listarFaq(db: Database): Promise<FaqTopicoComItens[]> {
  const [topicos, items] = await Promise.all([
    db.select(topicoFields).from(faqCategoria).orderBy(asc(faqCategoria.ordem), asc(faqCategoria.id)),
    db.select(itemFields).from(faqItem).orderBy(asc(faqItem.ordem), asc(faqItem.id)),
  ]);
  return agrupar(topicos, items);
}

const totalItems = sql<number>`(select count(*) from faq_item i
  where i.categoria_id = ${sql.raw('"faq_categoria"."id"')})`.mapWith(Number);

/** GET Admin/Faq: a page of topics with their question counts (search and sort in SQL). */
export async function listarTopicos(db: Database, query: z.output<typeof adminFaqListQuery>) {
  const where = query.q ? containsFolded(faqCategoria.titulo, query.q) : undefined;
  const dir = query.order === 'asc' ? asc : desc;
  const ordem: Record<typeof query.sort, SQL[]> = {
    ordem: [dir(faqCategoria.ordem)],
    titulo: dictionaryOrder(faqCategoria.titulo).map((s) => dir(s)),
    totalItems: [dir(totalItems), asc(faqCategoria.ordem)],
  };
  return paginate(
    query,
    ({ limit, offset }) =>
      db
        .select({ ...topicoFields, totalItems })
        .from(faqCategoria)
        .where(where)
        .orderBy(...ordem[query.sort], asc(faqCategoria.id))
        .limit(limit)
        .offset(offset),
    async () => {
      const [row] = await db.select({ total: count() }).from(faqCategoria).where(where);
      return row?.total ?? 0;
    },
  );
}

/** GET Admin/Faq/{faqId}: the topic and its questions, or 404. */
export async function lerTopico(db: Database, faqId: number): Promise<FaqTopicoComItens> {
  const [topico] = await db.select(topicoFields).from(faqCategoria).where(eq(faqCategoria.id, faqId));
  if (!topico) throw notFound(FAQ_RESPOSTAS.topicoNaoEncontrado);
  const items = await db
    .select(itemFields)
    .from(faqItem)
    .where(eq(faqItem.categoriaId, faqId))
    .orderBy(asc(faqItem.ordem), asc(faqItem.id));
  return agrupar([topico], items)[0]!;
}

/** POST Admin/Faq: a new topic, placed last. */
export async function criarTopico(db: Database, atorId: number, body: TopicoBody): Promise<number> {
  return db.transaction(async (tx) => {
    await travarTopicos(tx);
    const [row] = await tx
      .insert(faqCategoria)
      .values({
        titulo: body.titulo,
        descricao: body.descricao,
        ordem: sql`(select coalesce(max(ordem), 0) + 1 from faq_categoria)`,
      })
      .returning({ id: faqCategoria.id });
    const id = row!.id;
    await registrarAuditoria(tx, { atorId, acao: 'faq.criar', detalhes: { faqId: id, titulo: body.titulo } });
    return id;
  });
}

/**
 * PUT Admin/Faq/{faqId}: new title and description; with `ordem`, the topic also moves there
 * (clamped to 1..n) and the topics in between shift by one, under the table lock, renumbered in
 * one statement (as the onboarding reorder).
 */
export async function editarTopico(db: Database, atorId: number, faqId: number, body: TopicoEdicaoBody) {
  await db.transaction(async (tx) => {
    if (body.ordem !== undefined) await travarTopicos(tx);
    const [row] = await tx
      .update(faqCategoria)
      .set({ titulo: body.titulo, descricao: body.descricao })
      .where(eq(faqCategoria.id, faqId))
      .returning({ id: faqCategoria.id });
    if (!row) throw notFound(FAQ_RESPOSTAS.topicoNaoEncontrado);
    const movido = body.ordem === undefined ? null : await moverTopico(tx, faqId, body.ordem);
    await registrarAuditoria(tx, {
      atorId,
      acao: 'faq.editar',
      detalhes: { faqId, titulo: body.titulo, ...(movido ? { ordem: movido } : {}) },
    });
  });
}

/** Moves a topic to a position (clamped to 1..n); call under `travarTopicos`. Null when it stays. */
async function moverTopico(tx: Database, faqId: number, ordem: number) {
  const linhas = await tx
    .select({ id: faqCategoria.id })
    .from(faqCategoria)
    .orderBy(asc(faqCategoria.ordem), asc(faqCategoria.id));
  const ids = linhas.map((l) => l.id);
  const de = ids.indexOf(faqId);
  const para = Math.min(ordem, ids.length) - 1;
  ids.splice(de, 1);
  ids.splice(para, 0, faqId);
  // The ids come from the table itself: the array literal carries nothing else.
  await tx.execute(sql`
    update faq_categoria c set ordem = v.pos
      from unnest(${`{${ids.join(',')}}`}::int[]) with ordinality as v(id, pos)
     where c.id = v.id and c.ordem <> v.pos`);
  return de === para ? null : { de: de + 1, para: para + 1 };
}

/** DELETE Admin/Faq/{faqId}: the topic and its questions; the others close the gap. */
export async function excluirTopico(db: Database, atorId: number, faqId: number) {
  await db.transaction(async (tx) => {
    await travarTopicos(tx);
    const [row] = await tx
      .delete(faqCategoria)
      .where(eq(faqCategoria.id, faqId))
      .returning({ titulo: faqCategoria.titulo });
    if (!row) throw notFound(FAQ_RESPOSTAS.topicoNaoEncontrado);
    await renumerarTopicos(tx);
    await registrarAuditoria(tx, { atorId, acao: 'faq.excluir', detalhes: { faqId, titulo: row.titulo } });
  });
}

/**
 * PUT Admin/Faq/Ordem: the whole new order (every topic id once). Under the table lock the ids are
 * checked against the topics as they are now (a topic added or deleted meanwhile: 409, nothing
 * changed) and the positions 1..n written in one statement.
 */
export async function ordenarTopicos(db: Database, atorId: number, ids: number[]) {
  await db.transaction(async (tx) => {
    await travarTopicos(tx);
    const atuais = await tx.select({ id: faqCategoria.id }).from(faqCategoria);
    const existentes = new Set(atuais.map((r) => r.id));
    if (ids.length !== existentes.size || ids.some((id) => !existentes.has(id))) {
      throw conflict(FAQ_RESPOSTAS.ordemDesatualizada, { ids: FAQ_RESPOSTAS.ordemDesatualizada });
    }
    // The ids are validated integers: the array literal carries nothing else.
    await tx.execute(sql`
      update faq_categoria c set ordem = v.pos
        from unnest(${`{${ids.join(',')}}`}::int[]) with ordinality as v(id, pos)
       where c.id = v.id and c.ordem <> v.pos`);
    await registrarAuditoria(tx, { atorId, acao: 'faq.ordenar', detalhes: { ids } });
  });
}

/** Locks the topic's row (its questions' positions hang on it), or 404. */
async function travarTopico(tx: Database, faqId: number) {
  const [row] = await tx
    .select({ id: faqCategoria.id })
    .from(faqCategoria)
    .where(eq(faqCategoria.id, faqId))
    .for('update');
  if (!row) throw notFound(FAQ_RESPOSTAS.topicoNaoEncontrado);
}

/** POST Admin/Faq/{faqId}/Item: a new question, last of its topic. */
export async function criarPergunta(db: Database, atorId: number, faqId: number, body: ItemBody) {
  return db.transaction(async (tx) => {
    await travarTopico(tx, faqId);
    const [row] = await tx
      .insert(faqItem)
      .values({
        categoriaId: faqId,
        titulo: body.titulo,
        descricao: body.descricao,
        ordem: sql`(select coalesce(max(ordem), 0) + 1 from faq_item where categoria_id = ${faqId})`,
      })
      .returning({ id: faqItem.id });
    const itemId = row!.id;
    await registrarAuditoria(tx, {
      atorId,
      acao: 'faq.pergunta.criar',
      detalhes: { faqId, itemId, pergunta: body.titulo },
    });
    return itemId;
  });
}

/** PUT Admin/Faq/{faqId}/Item/{itemId}: new question and answer; a question of another topic is 404. */
export async function editarPergunta(
  db: Database,
  atorId: number,
  faqId: number,
  itemId: number,
  body: ItemBody,
) {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(faqItem)
      .set({ titulo: body.titulo, descricao: body.descricao })
      .where(sql`${faqItem.id} = ${itemId} and ${faqItem.categoriaId} = ${faqId}`)
      .returning({ id: faqItem.id });
    if (!row) throw notFound(FAQ_RESPOSTAS.perguntaNaoEncontrada);
    await registrarAuditoria(tx, {
      atorId,
      acao: 'faq.pergunta.editar',
      detalhes: { faqId, itemId, pergunta: body.titulo },
    });
  });
}

/** DELETE Admin/Faq/{faqId}/Item/{itemId}: the question; the topic's others close the gap. */
export async function excluirPergunta(db: Database, atorId: number, faqId: number, itemId: number) {
  await db.transaction(async (tx) => {
    await travarTopico(tx, faqId);
    const [row] = await tx
      .delete(faqItem)
      .where(sql`${faqItem.id} = ${itemId} and ${faqItem.categoriaId} = ${faqId}`)
      .returning({ titulo: faqItem.titulo });
    if (!row) throw notFound(FAQ_RESPOSTAS.perguntaNaoEncontrada);
    await renumerarPerguntas(tx, faqId);
    await registrarAuditoria(tx, {
      atorId,
      acao: 'faq.pergunta.excluir',
      detalhes: { faqId, itemId, pergunta: row.titulo },
    });
  });
}
