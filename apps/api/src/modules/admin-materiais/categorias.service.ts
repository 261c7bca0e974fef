import {
  type adminCategoriaBody,
  type adminCategoriaListQuery,
  type adminCategoriaUpdateBody,
  ADMIN_MATERIAL_MENSAGENS as MSG,
} from '@guia/shared';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type Database, schema } from '../../db/client.ts';
import { paginate } from '../../db/queries/paginate.ts';
import { conflict, notFound } from '../../errors.ts';
import { registrarAuditoria } from '../auditoria/auditoria.service.ts';
import { containsFolded, dictionaryOrder } from '../reference/fold-text.ts';
import { direcao } from './admin-materiais.shared.ts';

// The platform categories.
// (The subqueries name the outer table in full: drizzle leaves a one-table query's columns unqualified.)

const { materialTipo: tipo, categoria, objeto, indicador, apoio } = schema;

type CategoriaQuery = z.output<typeof adminCategoriaListQuery>;

const totalUnidades = sql<number>`(select count(*)::int from ${objeto} o where o.categoria_id = categoria.id)`;
/** Units, indicators (of any edition), support links or material types that name the category. */
const emUso = sql<boolean>`(
  exists (select 1 from ${objeto} o where o.categoria_id = categoria.id)
  or exists (select 1 from ${indicador} i where categoria.id = any(i.categorias))
  or exists (select 1 from ${apoio} a where a.categoria_id = categoria.id)
  or exists (select 1 from ${tipo} mt where categoria.id = any(mt.categorias)))`;

const colunasCategoria = {
  id: categoria.id,
  sigla: categoria.sigla,
  titulo: categoria.titulo,
  descricao: categoria.descricao,
  cor: categoria.cor,
  ativo: categoria.ativo,
  totalUnidades,
  emUso,
};
export type CategoriaRow = {
  id: number;
  sigla: string;
  titulo: string;
  descricao: string;
  cor: string;
  ativo: boolean;
  totalUnidades: number;
  emUso: boolean;
};

/** GET Admin/Categoria: a page of categories, searched by sigla or name. */
export function listarCategorias(db: Database, query: CategoriaQuery) {
  const filtro = query.q
    ? sql`(${containsFolded(categoria.sigla, query.q)} or ${containsFolded(categoria.titulo, query.q)})`
    : undefined;
  const ordem =
    query.sort === 'totalUnidades'
      ? totalUnidades
      : query.sort === 'titulo'
        ? dictionaryOrder(categoria.titulo)
        : dictionaryOrder(categoria.sigla);
  return paginate(
    query,
    ({ limit, offset }) =>
      db
        .select(colunasCategoria)
        .from(categoria)
        .where(filtro)
        .orderBy(...direcao(query.order, ordem), asc(categoria.id))
        .limit(limit)
        .offset(offset) as Promise<CategoriaRow[]>,
    async () => (await db.select({ n: count() }).from(categoria).where(filtro))[0]?.n ?? 0,
  );
}

export async function obterCategoria(db: Database, id: number): Promise<CategoriaRow> {
  const [row] = (await db
    .select(colunasCategoria)
    .from(categoria)
    .where(eq(categoria.id, id))) as CategoriaRow[];
  if (!row) throw notFound(MSG.categoriaNaoEncontrada);
  return row;
}

async function siglaLivre(tx: Pick<Database, 'select'>, sigla: string, exceto?: number) {
  const [outra] = await tx
    .select({ id: categoria.id })
    .from(categoria)
    .where(
      and(
        sql`lower(${categoria.sigla}) = lower(${sigla})`,
        exceto === undefined ? undefined : sql`${categoria.id} <> ${exceto}`,
      ),
    );
  if (outra) throw conflict(MSG.siglaRepetida, { sigla: MSG.siglaRepetida });
}

/**
 * POST Admin/Categoria. Category ids are part of the contract (seeded 1..6, id 6 is the producer),
 * so the table has no sequence: a new id is the next after the largest, under a table lock that
 * serialises concurrent creations.
 */
export async function criarCategoria(
  db: Database,
  atorId: number,
  body: z.output<typeof adminCategoriaBody>,
) {
  return db.transaction(async (tx) => {
    await tx.execute(sql`lock table ${categoria} in share row exclusive mode`);
    await siglaLivre(tx, body.sigla);
    const [row] = await tx
      .insert(categoria)
      .values({
        id: sql`(select coalesce(max(id), 0) + 1 from ${categoria})`,
        sigla: body.sigla,
        titulo: body.titulo ?? body.descricao.slice(0, 120),
        descricao: body.descricao,
        cor: body.cor,
      })
      .returning({ id: categoria.id });
    await registrarAuditoria(tx, {
      atorId,
      acao: 'categoria.criar',
      detalhes: { categoriaId: row!.id, sigla: body.sigla, cor: body.cor },
    });
    return row!.id;
  });
}

/** PUT Admin/Categoria/{id}: texts, colour, and `ativo` (a deactivated category is no longer offered to new units). */
export async function editarCategoria(
  db: Database,
  atorId: number,
  id: number,
  body: z.output<typeof adminCategoriaUpdateBody>,
) {
  await db.transaction(async (tx) => {
    await tx.execute(sql`lock table ${categoria} in share row exclusive mode`);
    const [antes] = await tx.select().from(categoria).where(eq(categoria.id, id)).for('update');
    if (!antes) throw notFound(MSG.categoriaNaoEncontrada);
    if (body.sigla !== undefined) await siglaLivre(tx, body.sigla, id);
    const mudancas = Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined));
    await tx.update(categoria).set(mudancas).where(eq(categoria.id, id));
    await registrarAuditoria(tx, {
      atorId,
      acao: 'categoria.editar',
      detalhes: {
        categoriaId: id,
        antes: Object.fromEntries(Object.keys(mudancas).map((k) => [k, antes[k as keyof typeof antes]])),
        depois: mudancas,
      },
    });
  });
}

/** DELETE Admin/Categoria/{id}: refused (409) while any unit, indicator, support link or material type names it. */
export async function excluirCategoria(db: Database, atorId: number, id: number) {
  await db.transaction(async (tx) => {
    // Locked first, so no unit or indicator can take the category while it is being checked.
    const [antes] = await tx.select().from(categoria).where(eq(categoria.id, id)).for('update');
    if (!antes) throw notFound(MSG.categoriaNaoEncontrada);
    const [uso] = await tx.select({ emUso }).from(categoria).where(eq(categoria.id, id));
    if (uso?.emUso) throw conflict(MSG.categoriaEmUso);
    await tx.delete(categoria).where(eq(categoria.id, id));
    await registrarAuditoria(tx, {
      atorId,
      acao: 'categoria.excluir',
      detalhes: { categoriaId: id, sigla: antes.sigla, titulo: antes.titulo },
    });
  });
}
