import {
  type adminMaterialCampos,
  type adminMaterialListQuery,
  ADMIN_MATERIAL_MENSAGENS as MSG,
} from '@guia/shared';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type Database, schema } from '../../db/client.ts';
import { paginate } from '../../db/queries/paginate.ts';
import { notFound } from '../../errors.ts';
import type { FileStore } from '../../plugins/file-store.ts';
import { type ArquivoRecebido, guardarArquivo } from '../arquivos/receber-formulario.ts';
import { registrarAuditoria } from '../auditoria/auditoria.service.ts';
import { containsFolded, dictionaryOrder } from '../reference/fold-text.ts';
import { apagarArquivos, direcao, PREFIXO_MATERIAL } from './admin-materiais.shared.ts';
import { obterTema } from './temas.service.ts';
import { obterTipo } from './tipos.service.ts';

// The materials (files or links) of a type.

const { materialTipo: tipo, material } = schema;

type MaterialQuery = z.output<typeof adminMaterialListQuery>;

export type MaterialRow = typeof material.$inferSelect;

/** GET Admin/MaterialApoio/Material/{temaId}/{tipoId}: theme, type and a page of materials. */
export async function listarMateriais(db: Database, temaId: number, tipoId: number, query: MaterialQuery) {
  const [doTema, doTipo] = [await obterTema(db, temaId), await obterTipo(db, temaId, tipoId)];
  const filtro = and(
    eq(material.tipoId, tipoId),
    query.q ? containsFolded(material.titulo, query.q) : undefined,
  );
  const ordem =
    query.sort === 'atualizadoEm' ? sql`${material.atualizadoEm}` : dictionaryOrder(material.titulo);
  const page = await paginate(
    query,
    ({ limit, offset }) =>
      db
        .select()
        .from(material)
        .where(filtro)
        .orderBy(...direcao(query.order, ordem), asc(material.id))
        .limit(limit)
        .offset(offset),
    async () => (await db.select({ n: count() }).from(material).where(filtro))[0]?.n ?? 0,
  );
  return { tema: doTema, tipo: doTipo, ...page };
}

type Campos = z.output<typeof adminMaterialCampos>;

/** The file columns of a stored upload, or of a link (no file). */
function colunasDoConteudo(chave: string | null, arquivo: ArquivoRecebido | null, link: string | undefined) {
  return arquivo && chave
    ? {
        arquivo: chave,
        nomearquivo: arquivo.nome,
        tipoConteudo: arquivo.mime,
        tamanho: arquivo.tamanho,
        link: null,
      }
    : { arquivo: null, nomearquivo: null, tipoConteudo: null, tamanho: null, link: link ?? null };
}

/**
 * POST Admin/MaterialApoio/Material/{temaId}/{tipoId}: one file (or a link) with title and
 * description. The file is moved to its place before the row is written and removed again if the
 * transaction fails, so no row points to a missing file.
 */
export async function criarMaterial(
  db: Database,
  deps: { fileStore: FileStore },
  atorId: number,
  alvo: { temaId: number; tipoId: number },
  campos: Campos,
  arquivo: ArquivoRecebido | null,
): Promise<MaterialRow> {
  await obterTipo(db, alvo.temaId, alvo.tipoId);
  const chave = arquivo ? await guardarArquivo(deps.fileStore, arquivo, PREFIXO_MATERIAL) : null;
  try {
    return await db.transaction(async (tx) => {
      const [doTipo] = await tx
        .select({ id: tipo.id })
        .from(tipo)
        .where(and(eq(tipo.id, alvo.tipoId), eq(tipo.temaId, alvo.temaId)))
        .for('share');
      if (!doTipo) throw notFound(MSG.tipoNaoEncontrado);
      const [row] = await tx
        .insert(material)
        .values({
          tipoId: alvo.tipoId,
          titulo: campos.titulo,
          descricao: campos.descricao,
          ...colunasDoConteudo(chave, arquivo, campos.link),
        })
        .returning();
      await registrarAuditoria(tx, {
        atorId,
        acao: 'material.criar',
        detalhes: {
          ...alvo,
          materialId: row!.id,
          titulo: campos.titulo,
          arquivo: arquivo?.nome ?? null,
          link: campos.link ?? null,
        },
      });
      return row!;
    });
  } catch (error) {
    if (chave) await deps.fileStore.delete(chave).catch(() => {});
    throw error;
  }
}

/**
 * PUT Admin/MaterialApoio/Material/{temaId}/{tipoId}/{id}: title and description, and optionally
 * a new file (or a link) replacing the old one, whose stored file is removed after the commit.
 */
export async function editarMaterial(
  db: Database,
  deps: { fileStore: FileStore },
  atorId: number,
  alvo: { temaId: number; tipoId: number; id: number },
  campos: Campos,
  arquivo: ArquivoRecebido | null,
): Promise<MaterialRow> {
  await obterMaterial(db, alvo);
  const chave = arquivo ? await guardarArquivo(deps.fileStore, arquivo, PREFIXO_MATERIAL) : null;
  const trocaConteudo = arquivo !== null || campos.link !== undefined;
  try {
    const { row, antigo } = await db.transaction(async (tx) => {
      const [antes] = await tx
        .select({ id: material.id, titulo: material.titulo, arquivo: material.arquivo })
        .from(material)
        .innerJoin(tipo, eq(tipo.id, material.tipoId))
        .where(and(eq(material.id, alvo.id), eq(material.tipoId, alvo.tipoId), eq(tipo.temaId, alvo.temaId)))
        .for('update', { of: material });
      if (!antes) throw notFound(MSG.materialNaoEncontrado);
      const [row] = await tx
        .update(material)
        .set({
          titulo: campos.titulo,
          descricao: campos.descricao,
          ...(trocaConteudo ? colunasDoConteudo(chave, arquivo, campos.link) : {}),
          atualizadoEm: sql`now()`,
        })
        .where(eq(material.id, alvo.id))
        .returning();
      await registrarAuditoria(tx, {
        atorId,
        acao: 'material.editar',
        detalhes: {
          ...alvo,
          antes: antes.titulo,
          depois: campos.titulo,
          ...(trocaConteudo ? { arquivo: arquivo?.nome ?? null, link: campos.link ?? null } : {}),
        },
      });
      return { row: row!, antigo: trocaConteudo ? antes.arquivo : null };
    });
    if (antigo) await apagarArquivos(deps.fileStore, [antigo]);
    return row;
  } catch (error) {
    if (chave) await deps.fileStore.delete(chave).catch(() => {});
    throw error;
  }
}

async function obterMaterial(db: Database, alvo: { temaId: number; tipoId: number; id: number }) {
  const [row] = await db
    .select({ id: material.id })
    .from(material)
    .innerJoin(tipo, eq(tipo.id, material.tipoId))
    .where(and(eq(material.id, alvo.id), eq(material.tipoId, alvo.tipoId), eq(tipo.temaId, alvo.temaId)));
  if (!row) throw notFound(MSG.materialNaoEncontrado);
}

/** DELETE Admin/MaterialApoio/Material/{temaId}/{tipoId}/{id}: the row, then its stored file. */
export async function excluirMaterial(
  db: Database,
  deps: { fileStore: FileStore },
  atorId: number,
  alvo: { temaId: number; tipoId: number; id: number },
) {
  const chave = await db.transaction(async (tx) => {
    const [antes] = await tx
      .select({ titulo: material.titulo, arquivo: material.arquivo, nomearquivo: material.nomearquivo })
      .from(material)
      .innerJoin(tipo, eq(tipo.id, material.tipoId))
      .where(and(eq(material.id, alvo.id), eq(material.tipoId, alvo.tipoId), eq(tipo.temaId, alvo.temaId)))
      .for('update', { of: material });
    if (!antes) throw notFound(MSG.materialNaoEncontrado);
    await tx.delete(material).where(eq(material.id, alvo.id));
    await registrarAuditoria(tx, {
      atorId,
      acao: 'material.excluir',
      detalhes: { ...alvo, titulo: antes.titulo, arquivo: antes.nomearquivo },
    });
    return antes.arquivo;
  });
  if (chave) await apagarArquivos(deps.fileStore, [chave]);
}
