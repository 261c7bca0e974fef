import type { adminApoioBody } from '@guia/shared';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { type Database, schema } from '../../db/client.ts';
import { comPrincipioDoIndicador } from '../../db/queries/edicao-do-indicador.ts';
import { badRequest, notFound } from '../../errors.ts';
import { type AcaoSobreConteudo, registrarAuditoria } from '../auditoria/auditoria.service.ts';
import { MENSAGENS, novaRevisao } from './admin-guia.service.ts';

// The texts and support links of an indicator's support page: they change whatever the structure
// lock, each in its own transaction with the edition's new revision and an audit row.

const { principio, indicador, nivel, apoio, categoria } = schema;

type TextoEditavel = 'nivel' | 'indicador' | 'evidencia';

const ACAO_DO_TEXTO: Record<TextoEditavel, AcaoSobreConteudo> = {
  nivel: 'guia.nivel',
  indicador: 'guia.indicador',
  evidencia: 'guia.evidencia',
};

/**
 * PATCH Admin/Guia/update/{nivel|indicador|evidencia}: one text of the support page (a level's
 * description, an indicator's title, its evidence example). Texts change whatever the structure
 * lock. Returns the edition, whose report cache the caller drops.
 */
export async function editarTexto(
  db: Database,
  atorId: number,
  tipo: TextoEditavel,
  id: number,
  texto: string,
): Promise<number> {
  return db.transaction(async (tx) => {
    const alvo =
      tipo === 'nivel'
        ? await comPrincipioDoIndicador(
            tx
              .select({
                antes: nivel.descricao,
                codigo: indicador.codigo,
                peso: nivel.peso,
                edicaoId: principio.edicaoId,
              })
              .from(nivel)
              .innerJoin(indicador, eq(indicador.id, nivel.indicadorId))
              .$dynamic(),
          )
            .where(eq(nivel.id, id))
            .for('update', { of: nivel })
        : await comPrincipioDoIndicador(
            tx
              .select({
                antes: tipo === 'indicador' ? indicador.titulo : indicador.exemploevidencia,
                codigo: indicador.codigo,
                edicaoId: principio.edicaoId,
              })
              .from(indicador)
              .$dynamic(),
          )
            .where(eq(indicador.id, id))
            .for('update', { of: indicador });
    const [row] = alvo;
    if (!row)
      throw notFound(tipo === 'nivel' ? MENSAGENS.nivelNaoEncontrado : MENSAGENS.indicadorNaoEncontrado);
    if (tipo === 'nivel') await tx.update(nivel).set({ descricao: texto }).where(eq(nivel.id, id));
    else if (tipo === 'indicador')
      await tx.update(indicador).set({ titulo: texto }).where(eq(indicador.id, id));
    else await tx.update(indicador).set({ exemploevidencia: texto }).where(eq(indicador.id, id));
    await novaRevisao(tx, row.edicaoId);
    await registrarAuditoria(tx, {
      atorId,
      acao: ACAO_DO_TEXTO[tipo],
      edicaoId: row.edicaoId,
      detalhes: {
        id,
        indicador: row.codigo,
        ...('peso' in row ? { peso: row.peso } : {}),
        antes: row.antes,
        depois: texto,
      },
    });
    return row.edicaoId;
  });
}

/**
 * POST Admin/Guia/apoio/add: a support link of an indicator for one category, which must be one of
 * the indicator's own (an indicator without categories applies to all: any existing category).
 */
export async function inserirApoio(db: Database, atorId: number, body: z.output<typeof adminApoioBody>) {
  return db.transaction(async (tx) => {
    const [ind] = await comPrincipioDoIndicador(
      tx
        .select({
          id: indicador.id,
          codigo: indicador.codigo,
          categorias: indicador.categorias,
          edicaoId: principio.edicaoId,
        })
        .from(indicador)
        .$dynamic(),
    ).where(eq(indicador.id, body.indicador_id));
    if (!ind) throw notFound(MENSAGENS.indicadorNaoEncontrado);
    const [cat] = await tx
      .select({ id: categoria.id })
      .from(categoria)
      .where(eq(categoria.id, body.categoria_id));
    if (!cat || (ind.categorias.length > 0 && !ind.categorias.includes(body.categoria_id))) {
      throw badRequest(MENSAGENS.categoriaDoIndicador, { categoria_id: MENSAGENS.categoriaDoIndicador });
    }
    const [criado] = await tx
      .insert(apoio)
      .values({ indicadorId: ind.id, categoriaId: body.categoria_id, titulo: body.titulo, url: body.url })
      .returning({ id: apoio.id, titulo: apoio.titulo, url: apoio.url, categoriaId: apoio.categoriaId });
    await novaRevisao(tx, ind.edicaoId);
    await registrarAuditoria(tx, {
      atorId,
      acao: 'guia.apoio.inserir',
      edicaoId: ind.edicaoId,
      detalhes: {
        id: criado!.id,
        indicador: ind.codigo,
        categoriaId: body.categoria_id,
        titulo: body.titulo,
        url: body.url,
      },
    });
    return { apoio: criado!, edicaoId: ind.edicaoId };
  });
}

/** DELETE Admin/Guia/apoio/delete/{id}. Returns the edition, whose report cache the caller drops. */
export async function excluirApoio(db: Database, atorId: number, id: number): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await comPrincipioDoIndicador(
      tx
        .select({
          id: apoio.id,
          titulo: apoio.titulo,
          url: apoio.url,
          categoriaId: apoio.categoriaId,
          codigo: indicador.codigo,
          edicaoId: principio.edicaoId,
        })
        .from(apoio)
        .innerJoin(indicador, eq(indicador.id, apoio.indicadorId))
        .$dynamic(),
    )
      .where(eq(apoio.id, id))
      .for('update', { of: apoio });
    if (!row) throw notFound(MENSAGENS.apoioNaoEncontrado);
    await tx.delete(apoio).where(eq(apoio.id, id));
    await novaRevisao(tx, row.edicaoId);
    await registrarAuditoria(tx, {
      atorId,
      acao: 'guia.apoio.excluir',
      edicaoId: row.edicaoId,
      detalhes: { id, indicador: row.codigo, categoriaId: row.categoriaId, titulo: row.titulo, url: row.url },
    });
    return row.edicaoId;
  });
}
