import { type adminTipoBody, ADMIN_MATERIAL_MENSAGENS as MSG } from '@guia/shared';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type Database, schema } from '../../db/client.ts';
import { paginate } from '../../db/queries/paginate.ts';
import { conflict, notFound } from '../../errors.ts';
import type { FileStore } from '../../plugins/file-store.ts';
import { registrarAuditoria } from '../auditoria/auditoria.service.ts';
import { type TipoRow, tipoColumns, totalDoTipo } from '../materiais/materiais.service.ts';
import { containsFolded, dictionaryOrder } from '../reference/fold-text.ts';
import { apagarArquivos, direcao } from './admin-materiais.shared.ts';
import { obterTema, type TemaQuery } from './temas.service.ts';

// The material types of a theme (their columns are the producers' library's, materiais.service.ts).

const { materialTema: tema, materialTipo: tipo, material, categoria } = schema;

/** GET Admin/MaterialApoio/TipoMaterial/{temaId}: the theme and a page of its types. */
export async function listarTipos(db: Database, temaId: number, query: TemaQuery) {
  const doTema = await obterTema(db, temaId);
  const filtro = and(eq(tipo.temaId, temaId), query.q ? containsFolded(tipo.titulo, query.q) : undefined);
  const ordem = query.sort === 'totalMaterial' ? totalDoTipo : dictionaryOrder(tipo.titulo);
  const page = await paginate(
    query,
    ({ limit, offset }) =>
      db
        .select(tipoColumns)
        .from(tipo)
        .where(filtro)
        .orderBy(...direcao(query.order, ordem), asc(tipo.id))
        .limit(limit)
        .offset(offset) as Promise<TipoRow[]>,
    async () => (await db.select({ n: count() }).from(tipo).where(filtro))[0]?.n ?? 0,
  );
  return { tema: doTema, ...page };
}

export async function obterTipo(db: Database, temaId: number, tipoId: number): Promise<TipoRow> {
  const [row] = (await db
    .select(tipoColumns)
    .from(tipo)
    .where(and(eq(tipo.id, tipoId), eq(tipo.temaId, temaId)))) as TipoRow[];
  if (!row) throw notFound(MSG.tipoNaoEncontrado);
  return row;
}

/** The category ids that do not exist, so a type is never offered to a missing category. */
async function categoriasInexistentes(db: Pick<Database, 'select'>, ids: number[]) {
  if (ids.length === 0) return [];
  const existentes = await db
    .select({ id: categoria.id })
    .from(categoria)
    .where(sql`${categoria.id} = any(${sql.param(ids)}::int[])`);
  const set = new Set(existentes.map((c) => c.id));
  return ids.filter((id) => !set.has(id));
}

export const MENSAGEM_CATEGORIAS_INEXISTENTES = 'Uma das categorias escolhidas não existe.';

export async function criarTipo(
  db: Database,
  atorId: number,
  temaId: number,
  body: z.output<typeof adminTipoBody>,
) {
  return db.transaction(async (tx) => {
    const [doTema] = await tx.select({ id: tema.id }).from(tema).where(eq(tema.id, temaId)).for('share');
    if (!doTema) throw notFound(MSG.temaNaoEncontrado);
    const categorias = [...new Set(body.categorias)];
    if ((await categoriasInexistentes(tx, categorias)).length > 0) {
      throw conflict(MENSAGEM_CATEGORIAS_INEXISTENTES, { categorias: MENSAGEM_CATEGORIAS_INEXISTENTES });
    }
    const [row] = await tx
      .insert(tipo)
      .values({ ...body, categorias, temaId })
      .returning({ id: tipo.id });
    await registrarAuditoria(tx, {
      atorId,
      acao: 'material.tipo.criar',
      detalhes: { temaId, tipoId: row!.id, titulo: body.titulo },
    });
    return row!.id;
  });
}

export async function editarTipo(
  db: Database,
  atorId: number,
  temaId: number,
  tipoId: number,
  body: z.output<typeof adminTipoBody>,
) {
  await db.transaction(async (tx) => {
    const [antes] = await tx
      .select()
      .from(tipo)
      .where(and(eq(tipo.id, tipoId), eq(tipo.temaId, temaId)))
      .for('update');
    if (!antes) throw notFound(MSG.tipoNaoEncontrado);
    const categorias = [...new Set(body.categorias)];
    if ((await categoriasInexistentes(tx, categorias)).length > 0) {
      throw conflict(MENSAGEM_CATEGORIAS_INEXISTENTES, { categorias: MENSAGEM_CATEGORIAS_INEXISTENTES });
    }
    await tx
      .update(tipo)
      .set({ ...body, categorias })
      .where(eq(tipo.id, tipoId));
    await registrarAuditoria(tx, {
      atorId,
      acao: 'material.tipo.editar',
      detalhes: { temaId, tipoId, antes: antes.titulo, depois: body.titulo, categorias },
    });
  });
}

export async function excluirTipo(
  db: Database,
  deps: { fileStore: FileStore },
  atorId: number,
  temaId: number,
  tipoId: number,
) {
  const chaves = await db.transaction(async (tx) => {
    const [antes] = await tx
      .select()
      .from(tipo)
      .where(and(eq(tipo.id, tipoId), eq(tipo.temaId, temaId)))
      .for('update');
    if (!antes) throw notFound(MSG.tipoNaoEncontrado);
    const arquivos = await tx
      .select({ arquivo: material.arquivo })
      .from(material)
      .where(eq(material.tipoId, tipoId));
    await tx.delete(tipo).where(eq(tipo.id, tipoId));
    await registrarAuditoria(tx, {
      atorId,
      acao: 'material.tipo.excluir',
      detalhes: { temaId, tipoId, titulo: antes.titulo, materiais: arquivos.length },
    });
    return arquivos.map((a) => a.arquivo).filter((a): a is string => a !== null);
  });
  await apagarArquivos(deps.fileStore, chaves);
}
