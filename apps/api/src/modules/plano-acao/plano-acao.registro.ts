import { MENSAGENS_PLANO } from '@guia/shared';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { acessar } from '../../access/acessar.ts';
import type { Actor } from '../../access/actor.ts';
import { type Database, schema } from '../../db/client.ts';
import { conflict, notFound } from '../../errors.ts';
import type { FileStore } from '../../plugins/file-store.ts';
import { type ArquivoRecebido, guardarArquivo } from '../arquivos/receber-formulario.ts';
import type { AoConfirmar } from '../idempotencia/idempotencia.service.ts';
import { type ItemComDono, registroComDono } from './plano-acao.consultas.ts';

const { planoAcaoItem, planoAcaoRegistro } = schema;

/** What a progress record's file needs besides the database: where files are, where failures go. */
export interface RegistroDeps {
  fileStore: FileStore;
  log: FastifyBaseLogger;
}

/**
 * Where a unit's action-plan files live: under the owner's `usuarios/{id}` prefix (deleted with the
 * account) and the unit's (deleted with the unit, `deleteObjeto`), beside its evidence folder.
 */
export function prefixoArquivosDoPlano(usuarioId: number, objetoId: number): string {
  return `usuarios/${usuarioId}/objetos/${objetoId}/plano-acao`;
}

/** A record goes on an item that is not cancelled (reopen it first). */
export function registravel(item: Pick<ItemComDono, 'estado'>) {
  if (item.estado === 'cancelada') throw conflict(MENSAGENS_PLANO.itemCancelado);
}

/**
 * 'Registrar andamento': a note and an optional file already received and checked (the evidence
 * rules, `receberUpload`). The file is moved to its key first, then the row is written and a
 * 'planejada' item moves to 'em_andamento', in one transaction; on failure the file is deleted, so
 * a row never names a missing file. Returns the new record's id.
 */
export async function registrarAndamento(
  db: Database,
  { fileStore, log }: RegistroDeps,
  item: ItemComDono,
  registro: { nota: string; arquivo: ArquivoRecebido | null; usuarioId: number; agora: Date },
  aoConfirmar?: AoConfirmar,
): Promise<number> {
  const { arquivo } = registro;
  const chave = arquivo
    ? await guardarArquivo(
        fileStore,
        arquivo,
        `${prefixoArquivosDoPlano(item.usuarioId, item.objetoId)}/${item.planoId}`,
      )
    : null;
  try {
    return await db.transaction(async (tx) => {
      const [ativo] = await tx
        .update(planoAcaoItem)
        .set({
          atualizadoEm: registro.agora,
          estado: sql`case when ${planoAcaoItem.estado} = 'planejada' then 'em_andamento' else ${planoAcaoItem.estado} end`,
        })
        .where(and(eq(planoAcaoItem.id, item.id), ne(planoAcaoItem.estado, 'cancelada')))
        .returning({ id: planoAcaoItem.id });
      // Cancelled (or removed) since it was read: the record would land on a dropped action.
      if (!ativo) throw conflict(MENSAGENS_PLANO.itemCancelado);
      const [novo] = await tx
        .insert(planoAcaoRegistro)
        .values({
          itemId: item.id,
          nota: registro.nota,
          usuarioId: registro.usuarioId,
          ...(arquivo && chave
            ? {
                arquivoChave: chave,
                arquivoNome: arquivo.nome,
                arquivoMime: arquivo.mime,
                arquivoTamanho: arquivo.tamanho,
              }
            : {}),
        })
        .returning({ id: planoAcaoRegistro.id });
      // A repeatable send's key commits with the record it made.
      await aoConfirmar?.(tx);
      return novo!.id;
    });
  } catch (error) {
    if (chave) {
      await fileStore.delete(chave).catch((err: unknown) => {
        log.error({ err, chave }, 'falha ao apagar o arquivo de um registro do plano de ação');
      });
    }
    throw error;
  }
}

/** A record's file the actor may read (the owner, or an administrator: audited); with its bytes. */
export async function baixarArquivoDoRegistro(
  db: Database,
  fileStore: FileStore,
  actor: Actor,
  registroId: number,
) {
  const row = await acessar(db, actor, 'plano.arquivo.baixar', (d) => registroComDono(d, registroId), {
    naoEncontrado: MENSAGENS_PLANO.registroNaoEncontrado,
    validar: (r) => {
      if (!r.arquivoChave) throw notFound(MENSAGENS_PLANO.registroNaoEncontrado);
    },
    detalhes: (r) => ({ planoId: r.planoId, itemId: r.itemId, registroId: r.id }),
  });
  const stream = await fileStore.get(row.arquivoChave!);
  if (!stream) throw notFound(MENSAGENS_PLANO.registroNaoEncontrado);
  return { nome: row.arquivoNome ?? 'arquivo', mime: row.arquivoMime ?? 'application/octet-stream', stream };
}
