import { randomUUID } from 'node:crypto';
import { EVIDENCIA_MENSAGENS } from '@guia/shared';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { acessar } from '../../access/acessar.ts';
import type { Actor } from '../../access/actor.ts';
import { type Database, schema } from '../../db/client.ts';
import { comPrincipioDoIndicador } from '../../db/queries/edicao-do-indicador.ts';
import { indicadorSeAplicaSql } from '../../db/queries/indicadores.ts';
import { comDono } from '../../db/queries/questionarios.ts';
import { conflict, notFound } from '../../errors.ts';
import type { FileStore } from '../../plugins/file-store.ts';
import type { AoConfirmar } from '../idempotencia/idempotencia.service.ts';
import { MENSAGENS } from '../questionario/questionario.service.ts';
import type { EnvioRecebido } from './receber-envio.ts';

const { evidencia, questionario, objeto, indicador, principio } = schema;

/** What evidence files need besides the database: where the files are, where failures are logged. */
export interface EvidenciaDeps {
  fileStore: FileStore;
  log: FastifyBaseLogger;
}

/**
 * Where a unit's evidence files live. Under the owner's `usuarios/{id}` prefix, so that deleting
 * the account deletes them; under the unit, so that deleting the unit deletes them.
 */
export function prefixoEvidenciasDaUnidade(usuarioId: number, objetoId: number): string {
  return `usuarios/${usuarioId}/objetos/${objetoId}/evidencias`;
}

/** A questionnaire with what evidence rules need: its unit's owner and category, its edition, its state. */
async function findQuestionario(db: Database, id: number) {
  const [row] = await comDono(
    db
      .select({
        id: questionario.id,
        objetoId: questionario.objetoId,
        edicaoId: questionario.edicaoId,
        usuarioId: objeto.usuarioId,
        categoriaId: objeto.categoriaId,
        finalizado: questionario.finalizado,
      })
      .from(questionario)
      .$dynamic(),
  ).where(eq(questionario.id, id));
  return row ?? null;
}

const colunasEvidencia = {
  id: evidencia.id,
  questionarioId: evidencia.questionarioId,
  indicadorId: evidencia.indicadorId,
  titulo: evidencia.titulo,
  nomearquivo: evidencia.nomearquivo,
  mime: evidencia.mime,
  tamanho: evidencia.tamanho,
  criadoEm: evidencia.criadoEm,
};

export type EvidenciaRow = {
  id: number;
  indicadorId: number;
  titulo: string;
  nomearquivo: string;
  mime: string;
  criadoEm: Date;
};

/** An evidence row with its questionnaire's owner and state; null when missing. */
async function findEvidencia(db: Database, id: number) {
  const [row] = await comDono(
    db
      .select({
        ...colunasEvidencia,
        objetoId: questionario.objetoId,
        usuarioId: objeto.usuarioId,
        finalizado: questionario.finalizado,
      })
      .from(questionario)
      .$dynamic(),
  )
    .innerJoin(evidencia, eq(evidencia.questionarioId, questionario.id))
    .where(eq(evidencia.id, id));
  return row ?? null;
}

/** Evidence is added and removed only while the questionnaire is open (409 after the finish). */
function aberto(q: { finalizado: boolean }) {
  if (q.finalizado) throw conflict(MENSAGENS.jaFinalizado);
}

/** Where an upload goes: an open questionnaire the actor may change, and an indicator that applies to its unit. */
export interface DestinoDoEnvio {
  questionarioId: number;
  indicadorId: number;
  /** The folder of the questionnaire's files, under its owner and unit. */
  prefixo: string;
}

/**
 * Checks, before a byte of the body is read, that the actor may add evidence to this indicator
 * of this questionnaire: another user's questionnaire (or an administrator's attempt: evidence is
 * self-declared) answers like a missing one; a finished one is a 409.
 */
export async function destinoDoEnvio(
  db: Database,
  actor: Actor,
  ref: { questionarioId: number; indicadorId: number },
): Promise<DestinoDoEnvio> {
  const q = await acessar(db, actor, 'evidencia.enviar', (d) => findQuestionario(d, ref.questionarioId), {
    naoEncontrado: MENSAGENS.questionarioNaoEncontrado,
    validar: (q) => aberto(q),
  });
  const [ind] = await comPrincipioDoIndicador(
    db.select({ id: indicador.id }).from(indicador).$dynamic(),
  ).where(
    and(
      eq(indicador.id, ref.indicadorId),
      eq(principio.edicaoId, q.edicaoId),
      indicadorSeAplicaSql(q.categoriaId),
    ),
  );
  if (!ind) throw notFound(EVIDENCIA_MENSAGENS.indicadorNaoEncontrado);
  return {
    questionarioId: q.id,
    indicadorId: ind.id,
    prefixo: `${prefixoEvidenciasDaUnidade(q.usuarioId, q.objetoId)}/${q.id}`,
  };
}

/**
 * Commits the files of an upload, all or none. Write order: each file was decoded into a
 * temporary key; it is moved to its final key, then the rows are inserted in one transaction. A
 * crash at any point leaves at worst files without a row (temporary or final), which the sweep at
 * start removes (`varrerArquivosOrfaos`); never a row without its file.
 */
export async function salvarEvidencias(
  db: Database,
  { fileStore, log }: EvidenciaDeps,
  destino: DestinoDoEnvio,
  envio: EnvioRecebido,
  /** Runs inside the rows' transaction (an idempotency key committed with them). */
  aoConfirmar?: AoConfirmar,
): Promise<{ salvas: EvidenciaRow[]; ignorados: string[] }> {
  const { aceitos, ignorados } = envio;
  if (aceitos.length === 0) return { salvas: [], ignorados };
  const finais: string[] = [];
  try {
    for (const a of aceitos) {
      const key = `${destino.prefixo}/${randomUUID()}.${a.ext}`;
      await fileStore.move(a.tempKey, key);
      finais.push(key);
    }
    const salvas = await db.transaction(async (tx) => {
      // Locks the questionnaire so that a concurrent finish cannot slip between the check and the write.
      const [aberto] = await tx
        .update(questionario)
        .set({ atualizadoEm: new Date() })
        .where(and(eq(questionario.id, destino.questionarioId), eq(questionario.finalizado, false)))
        .returning({ id: questionario.id });
      if (!aberto) throw conflict(MENSAGENS.jaFinalizado);
      const rows = await tx
        .insert(evidencia)
        .values(
          aceitos.map((a, i) => ({
            questionarioId: destino.questionarioId,
            indicadorId: destino.indicadorId,
            titulo: a.titulo,
            nomearquivo: finais[i]!,
            mime: a.mime,
            tamanho: a.tamanho,
          })),
        )
        .returning(colunasEvidencia);
      await aoConfirmar?.(tx);
      return rows;
    });
    return { salvas, ignorados };
  } catch (error) {
    await apagarArquivos(fileStore, log, [...finais, ...aceitos.slice(finais.length).map((a) => a.tempKey)]);
    throw error;
  }
}

/** Deletes the temporary files of an upload that will not be saved (a repeated key, a refusal). */
export async function descartarEnvio({ fileStore, log }: EvidenciaDeps, envio: EnvioRecebido): Promise<void> {
  await apagarArquivos(
    fileStore,
    log,
    envio.aceitos.map((a) => a.tempKey),
  );
}

async function apagarArquivos(fileStore: FileStore, log: FastifyBaseLogger, keys: string[]) {
  for (const key of keys) {
    try {
      await fileStore.delete(key);
    } catch (err) {
      log.error({ err, key }, 'falha ao apagar o arquivo de evidência');
    }
  }
}

/** Every evidence file of a questionnaire the actor may read, by indicator then upload order. */
export async function listarEvidencias(db: Database, actor: Actor, questionarioId: number) {
  const q = await acessar(db, actor, 'evidencia.listar', (d) => findQuestionario(d, questionarioId), {
    naoEncontrado: MENSAGENS.questionarioNaoEncontrado,
    detalhes: (r) => ({ questionarioId: r.id }),
  });
  return db
    .select(colunasEvidencia)
    .from(evidencia)
    .where(eq(evidencia.questionarioId, q.id))
    .orderBy(asc(evidencia.indicadorId), asc(evidencia.id));
}

/** An evidence file the actor may read, with its bytes; another user's answers like a missing one. */
export async function baixarEvidencia(
  db: Database,
  { fileStore }: Pick<EvidenciaDeps, 'fileStore'>,
  actor: Actor,
  id: number,
) {
  const row = await acessar(db, actor, 'evidencia.baixar', (d) => findEvidencia(d, id), {
    naoEncontrado: EVIDENCIA_MENSAGENS.naoEncontrada,
    detalhes: (r) => ({ questionarioId: r.questionarioId, evidenciaId: r.id }),
  });
  const stream = await fileStore.get(row.nomearquivo);
  if (!stream) throw notFound(EVIDENCIA_MENSAGENS.naoEncontrada);
  return { row, stream };
}

/** Removes an evidence file of an open questionnaire: the row in a transaction, then the file. */
export async function removerEvidencia(
  db: Database,
  { fileStore, log }: EvidenciaDeps,
  actor: Actor,
  id: number,
) {
  const row = await acessar(db, actor, 'evidencia.remover', (d) => findEvidencia(d, id), {
    naoEncontrado: EVIDENCIA_MENSAGENS.naoEncontrada,
    validar: (q) => aberto(q),
  });
  await db.transaction(async (tx) => {
    const [aberto] = await tx
      .update(questionario)
      .set({ atualizadoEm: new Date() })
      .where(and(eq(questionario.id, row.questionarioId), eq(questionario.finalizado, false)))
      .returning({ id: questionario.id });
    if (!aberto) throw conflict(MENSAGENS.jaFinalizado);
    await tx.delete(evidencia).where(eq(evidencia.id, row.id));
  });
  // After the commit: a file left behind by a failed delete is only an orphan, never a dangling row.
  await apagarArquivos(fileStore, log, [row.nomearquivo]);
}
