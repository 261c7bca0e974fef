import { type adminTemaBody, type adminTemaListQuery, ADMIN_MATERIAL_MENSAGENS as MSG } from '@guia/shared';
import { asc, count, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type Database, schema } from '../../db/client.ts';
import { paginate } from '../../db/queries/paginate.ts';
import { notFound } from '../../errors.ts';
import type { FileStore } from '../../plugins/file-store.ts';
import { registrarAuditoria } from '../auditoria/auditoria.service.ts';
import { containsFolded, dictionaryOrder } from '../reference/fold-text.ts';
import { apagarArquivos, direcao } from './admin-materiais.shared.ts';

// The themes of the support-material library.

const { materialTema: tema, materialTipo: tipo, material } = schema;

export type TemaQuery = z.output<typeof adminTemaListQuery>;

const totalDoTema = sql<number>`(select count(*)::int from ${material} m join ${tipo} t on t.id = m.tipo_id where t.tema_id = material_tema.id)`;

const colunasTema = {
  id: tema.id,
  titulo: tema.titulo,
  descricao: tema.descricao,
  icone: tema.icone,
  totalMaterial: totalDoTema,
};
export type TemaRow = { id: number; titulo: string; descricao: string; icone: string; totalMaterial: number };

/** GET Admin/MaterialApoio: a page of themes, searched by title (accents and case ignored). */
export function listarTemas(db: Database, query: TemaQuery) {
  const filtro = query.q ? containsFolded(tema.titulo, query.q) : undefined;
  const ordem = query.sort === 'totalMaterial' ? totalDoTema : dictionaryOrder(tema.titulo);
  return paginate(
    query,
    ({ limit, offset }) =>
      db
        .select(colunasTema)
        .from(tema)
        .where(filtro)
        .orderBy(...direcao(query.order, ordem), asc(tema.id))
        .limit(limit)
        .offset(offset) as Promise<TemaRow[]>,
    async () => (await db.select({ n: count() }).from(tema).where(filtro))[0]?.n ?? 0,
  );
}

export async function obterTema(db: Database, temaId: number): Promise<TemaRow> {
  const [row] = (await db.select(colunasTema).from(tema).where(eq(tema.id, temaId))) as TemaRow[];
  if (!row) throw notFound(MSG.temaNaoEncontrado);
  return row;
}

export async function criarTema(db: Database, atorId: number, body: z.output<typeof adminTemaBody>) {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(tema).values(body).returning({ id: tema.id });
    await registrarAuditoria(tx, {
      atorId,
      acao: 'material.tema.criar',
      detalhes: { temaId: row!.id, titulo: body.titulo },
    });
    return row!.id;
  });
}

export async function editarTema(
  db: Database,
  atorId: number,
  temaId: number,
  body: z.output<typeof adminTemaBody>,
) {
  await db.transaction(async (tx) => {
    const [antes] = await tx.select().from(tema).where(eq(tema.id, temaId)).for('update');
    if (!antes) throw notFound(MSG.temaNaoEncontrado);
    await tx.update(tema).set(body).where(eq(tema.id, temaId));
    await registrarAuditoria(tx, {
      atorId,
      acao: 'material.tema.editar',
      detalhes: { temaId, antes: { titulo: antes.titulo, icone: antes.icone }, depois: body.titulo },
    });
  });
}

/** Deletes a theme with its types and materials; their files go after the commit. */
export async function excluirTema(
  db: Database,
  deps: { fileStore: FileStore },
  atorId: number,
  temaId: number,
) {
  const chaves = await db.transaction(async (tx) => {
    const [antes] = await tx.select().from(tema).where(eq(tema.id, temaId)).for('update');
    if (!antes) throw notFound(MSG.temaNaoEncontrado);
    const arquivos = await tx
      .select({ arquivo: material.arquivo })
      .from(material)
      .innerJoin(tipo, eq(tipo.id, material.tipoId))
      .where(eq(tipo.temaId, temaId));
    await tx.delete(tema).where(eq(tema.id, temaId));
    await registrarAuditoria(tx, {
      atorId,
      acao: 'material.tema.excluir',
      detalhes: { temaId, titulo: antes.titulo, materiais: arquivos.length },
    });
    return arquivos.map((a) => a.arquivo).filter((a): a is string => a !== null);
  });
  await apagarArquivos(deps.fileStore, chaves);
}
