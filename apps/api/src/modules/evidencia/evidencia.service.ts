import { randomUUID } from 'node:crypto';
import {
  EVIDENCIA_MENSAGENS,
  EVIDENCIA_TAMANHO_MAXIMO,
  type EvidenciaExtensao,
  extensaoDe,
  extensaoPermitida,
  mensagemConteudoNaoConfere,
  mensagemTipoNaoPermitido,
  nomeIgnorado,
} from '@guia/shared';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { type Database, schema } from '../../db/client.ts';
import { badRequest, conflict, notFound } from '../../errors.ts';
import type { FileStore } from '../../plugins/file-store.ts';
import { canChangeEvidencia, canReadEvidencia } from '../../policies/evidencia.policy.ts';
import type { Actor } from '../../policies/objeto.policy.ts';
import { MENSAGENS } from '../questionario/questionario.service.ts';
import { tipoConfirmado } from './tipo-do-arquivo.ts';

const { evidencia, questionario, objeto, indicador, criterio, principio } = schema;

export interface EvidenciaDeps {
  db: Database;
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
  const [row] = await db
    .select({
      id: questionario.id,
      objetoId: questionario.objetoId,
      edicaoId: questionario.edicaoId,
      usuarioId: objeto.usuarioId,
      categoriaId: objeto.categoriaId,
      finalizado: questionario.finalizado,
    })
    .from(questionario)
    .innerJoin(objeto, eq(objeto.id, questionario.objetoId))
    .where(eq(questionario.id, id));
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
  const [row] = await db
    .select({ ...colunasEvidencia, usuarioId: objeto.usuarioId, finalizado: questionario.finalizado })
    .from(evidencia)
    .innerJoin(questionario, eq(questionario.id, evidencia.questionarioId))
    .innerJoin(objeto, eq(objeto.id, questionario.objetoId))
    .where(eq(evidencia.id, id));
  return row ?? null;
}

/** Decodes a base64 data URL strictly; null when its payload is not base64. */
function decodificar(dataUrl: string): Buffer | null {
  const virgula = dataUrl.indexOf(',');
  const payload = dataUrl.slice(virgula + 1);
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(payload) || payload.length % 4 === 1) return null;
  return Buffer.from(payload, 'base64');
}

interface ArquivoAceito {
  titulo: string;
  ext: EvidenciaExtensao;
  mime: string;
  bytes: Buffer;
}

/** Checks every file before anything is stored: the name rule, extension, size, and the real type from the bytes. */
async function examinar(evidencias: { evidencia: string; nome: string }[]) {
  const aceitos: ArquivoAceito[] = [];
  const ignorados: string[] = [];
  for (const [i, arquivo] of evidencias.entries()) {
    const campo = `evidencias.${i}.evidencia`;
    if (nomeIgnorado(arquivo.nome)) {
      ignorados.push(arquivo.nome);
      continue;
    }
    if (!extensaoPermitida(arquivo.nome)) {
      const message = mensagemTipoNaoPermitido(arquivo.nome);
      throw badRequest(message, { [campo]: message });
    }
    const bytes = decodificar(arquivo.evidencia);
    if (!bytes)
      throw badRequest(EVIDENCIA_MENSAGENS.arquivoInvalido, { [campo]: EVIDENCIA_MENSAGENS.arquivoInvalido });
    if (bytes.length > EVIDENCIA_TAMANHO_MAXIMO) {
      throw badRequest(EVIDENCIA_MENSAGENS.tamanhoMaximo, { [campo]: EVIDENCIA_MENSAGENS.tamanhoMaximo });
    }
    const ext = extensaoDe(arquivo.nome) as EvidenciaExtensao;
    const mime = await tipoConfirmado(ext, bytes);
    if (!mime) {
      const message = mensagemConteudoNaoConfere(arquivo.nome);
      throw badRequest(message, { [campo]: message });
    }
    aceitos.push({ titulo: arquivo.nome, ext, mime, bytes });
  }
  return { aceitos, ignorados };
}

/**
 * Stores the files sent for one indicator of an open questionnaire, all or none. Names the spec
 * skips are not stored and come back in `ignorados`.
 */
export async function enviarEvidencias(
  { db, fileStore, log }: EvidenciaDeps,
  actor: Actor,
  ref: { questionarioId: number; indicadorId: number },
  evidencias: { evidencia: string; nome: string }[],
): Promise<{ salvas: EvidenciaRow[]; ignorados: string[] }> {
  const q = await findQuestionario(db, ref.questionarioId);
  if (!q || !canChangeEvidencia(actor, q)) throw notFound(MENSAGENS.questionarioNaoEncontrado);
  if (q.finalizado) throw conflict(MENSAGENS.jaFinalizado);
  const [ind] = await db
    .select({ id: indicador.id })
    .from(indicador)
    .innerJoin(criterio, eq(criterio.id, indicador.criterioId))
    .innerJoin(principio, eq(principio.id, criterio.principioId))
    .where(
      and(
        eq(indicador.id, ref.indicadorId),
        eq(principio.edicaoId, q.edicaoId),
        sql`(cardinality(${indicador.categorias}) = 0 or ${q.categoriaId}::integer = any(${indicador.categorias}))`,
      ),
    );
  if (!ind) throw notFound(EVIDENCIA_MENSAGENS.indicadorNaoEncontrado);

  const { aceitos, ignorados } = await examinar(evidencias);
  if (aceitos.length === 0) return { salvas: [], ignorados };

  const prefixo = `${prefixoEvidenciasDaUnidade(q.usuarioId, q.objetoId)}/${q.id}`;
  const escritos: string[] = [];
  try {
    for (const a of aceitos) {
      const key = `${prefixo}/${randomUUID()}.${a.ext}`;
      escritos.push(key);
      await fileStore.put(key, a.bytes);
    }
    const salvas = await db.transaction(async (tx) => {
      // Locks the questionnaire so that a concurrent finish cannot slip between the check and the write.
      const [aberto] = await tx
        .update(questionario)
        .set({ atualizadoEm: new Date() })
        .where(and(eq(questionario.id, q.id), eq(questionario.finalizado, false)))
        .returning({ id: questionario.id });
      if (!aberto) throw conflict(MENSAGENS.jaFinalizado);
      return tx
        .insert(evidencia)
        .values(
          aceitos.map((a, i) => ({
            questionarioId: q.id,
            indicadorId: ind.id,
            titulo: a.titulo,
            nomearquivo: escritos[i]!,
            mime: a.mime,
            tamanho: a.bytes.length,
          })),
        )
        .returning(colunasEvidencia);
    });
    return { salvas, ignorados };
  } catch (error) {
    await apagarArquivos(fileStore, log, escritos);
    throw error;
  }
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
  const q = await findQuestionario(db, questionarioId);
  if (!q || !canReadEvidencia(actor, q)) throw notFound(MENSAGENS.questionarioNaoEncontrado);
  return db
    .select(colunasEvidencia)
    .from(evidencia)
    .where(eq(evidencia.questionarioId, q.id))
    .orderBy(asc(evidencia.indicadorId), asc(evidencia.id));
}

/** An evidence file the actor may read, with its bytes; another user's answers like a missing one. */
export async function baixarEvidencia({ db, fileStore }: EvidenciaDeps, actor: Actor, id: number) {
  const row = await findEvidencia(db, id);
  if (!row || !canReadEvidencia(actor, row)) throw notFound(EVIDENCIA_MENSAGENS.naoEncontrada);
  const stream = await fileStore.get(row.nomearquivo);
  if (!stream) throw notFound(EVIDENCIA_MENSAGENS.naoEncontrada);
  return { row, stream };
}

/** Removes an evidence file of an open questionnaire: the row in a transaction, then the file. */
export async function removerEvidencia({ db, fileStore, log }: EvidenciaDeps, actor: Actor, id: number) {
  const row = await findEvidencia(db, id);
  if (!row || !canChangeEvidencia(actor, row)) throw notFound(EVIDENCIA_MENSAGENS.naoEncontrada);
  if (row.finalizado) throw conflict(MENSAGENS.jaFinalizado);
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
