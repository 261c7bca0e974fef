import type { ObjetoInput } from '@guia/shared';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Actor } from '../../access/actor.ts';
import { type Database, schema } from '../../db/client.ts';
import { isForeignKeyViolation } from '../../db/database-error.ts';
import { joinPrincipioDoIndicador } from '../../db/queries/edicao-do-indicador.ts';
import { indicadorSeAplicaSql } from '../../db/queries/indicadores.ts';
import { AppError, sessaoInvalida } from '../../errors.ts';
import { comEvento, publicar } from '../../events/eventos.ts';
import type { FileStore } from '../../plugins/file-store.ts';
import { prefixoEvidenciasDaUnidade } from '../evidencia/evidencia.service.ts';
import type { AoConfirmar } from '../idempotencia/idempotencia.service.ts';
import { prefixoArquivosDoPlano } from '../plano-acao/plano-acao.registro.ts';
import { containsFolded, dictionaryOrder } from '../reference/fold-text.ts';

const { objeto, categoria, municipio, atividade, sistemaAdotado } = schema;

/**
 * Filling progress of the unit's current questionnaire, 0..100 (SCORING.md): the open
 * questionnaire of the newest available edition, else 100 when one of that edition is finished,
 * else 0. Open: floor(100 * answered / applicable indicators), a weight-0 answer counting as
 * answered. SQL correlated on `objeto.id`, so a list of units stays one query (no N+1).
 */
const percentualPreenchimento = sql<number>`coalesce((
  select case
    when q.finalizado then 100
    else (
      select case when count(*) = 0 then 0 else (100 * count(r.id)) / count(*) end
      from indicador i
      ${joinPrincipioDoIndicador()}
      left join resposta r on r.indicador_id = i.id and r.questionario_id = q.id
      where p.edicao_id = q.edicao_id
        and ${indicadorSeAplicaSql(objeto.categoriaId, sql.raw('i.categorias'))}
    )
  end
  from questionario q
  where q.objeto_id = ${objeto.id}
    and q.edicao_id = (
      select e.id from edicao e where e.disponivel order by e.ano desc, e.id desc limit 1
    )
  order by q.finalizado, q.finalizado_em desc
  limit 1
), 0)`.mapWith(Number);
const temQuestionarioFinalizado: SQL = sql`exists (
  select 1 from ${schema.questionario}
  where ${schema.questionario.objetoId} = ${objeto.id} and ${schema.questionario.finalizado}
)`;

/** A unit with the names of everything it references: one query, no N+1. */
function selectObjetos(db: Database) {
  return db
    .select({
      id: objeto.id,
      usuarioId: objeto.usuarioId,
      nomeunidade: objeto.nomeunidade,
      categoriaId: objeto.categoriaId,
      categoria: categoria.titulo,
      sigla: categoria.sigla,
      cor: categoria.cor,
      uf: objeto.uf,
      cidade: objeto.cidade,
      cidadeNome: municipio.nome,
      inscricaoEstadual: objeto.inscricaoEstadual,
      car: objeto.car,
      cnpj: objeto.cnpj,
      atividadeId: objeto.atividadeId,
      atividade: atividade.descricao,
      sistemaadotadoId: objeto.sistemaadotadoId,
      sistemaadotado: sistemaAdotado.descricao,
      area: objeto.area,
      areaPasto: objeto.areaPasto,
      rebanho: objeto.rebanho,
      zonapecuaria: objeto.zonapecuaria,
      percentual: percentualPreenchimento,
      criadoEm: objeto.criadoEm,
    })
    .from(objeto)
    .innerJoin(categoria, eq(categoria.id, objeto.categoriaId))
    .innerJoin(municipio, eq(municipio.codigo, objeto.cidade))
    .leftJoin(atividade, eq(atividade.id, objeto.atividadeId))
    .leftJoin(sistemaAdotado, eq(sistemaAdotado.id, objeto.sistemaadotadoId))
    .$dynamic();
}

export type ObjetoRow = Awaited<ReturnType<ReturnType<typeof selectObjetos>['execute']>>[number];

/** The user's units in dictionary order, optionally those whose name contains `busca`. */
export function listObjetos(db: Database, usuarioId: number, busca?: string): Promise<ObjetoRow[]> {
  const filters = [eq(objeto.usuarioId, usuarioId)];
  if (busca) filters.push(containsFolded(objeto.nomeunidade, busca));
  return selectObjetos(db)
    .where(and(...filters))
    .orderBy(...dictionaryOrder(objeto.nomeunidade), objeto.id);
}

/** The user's units that have at least one finished questionnaire. */
export function listObjetosFinalizados(db: Database, usuarioId: number): Promise<ObjetoRow[]> {
  return selectObjetos(db)
    .where(and(eq(objeto.usuarioId, usuarioId), temQuestionarioFinalizado))
    .orderBy(...dictionaryOrder(objeto.nomeunidade), objeto.id);
}

export async function findObjeto(db: Database, id: number): Promise<ObjetoRow | null> {
  const [row] = await selectObjetos(db).where(eq(objeto.id, id));
  return row ?? null;
}

/**
 * Creates a unit for `actor` after checking what the schema cannot see (the referenced rows).
 * `aoConfirmar` runs inside the creation's transaction (an idempotency key committed with it).
 */
export async function createObjeto(
  db: Database,
  actor: Actor,
  input: ObjetoInput,
  aoConfirmar?: AoConfirmar,
): Promise<number> {
  const fields = {
    ...(await checkCategoriaAndCidade(db, input)),
    ...(await checkReferences(db, input, input.uf)),
  };
  throwIfAny(fields);
  try {
    const [created] = await db.transaction(async (tx) => {
      const rows = await tx
        .insert(objeto)
        .values({
          usuarioId: actor.id,
          categoriaId: input.categoria_id,
          nomeunidade: input.nomeunidade,
          uf: input.uf,
          cidade: input.cidade,
          ...editableValues(input),
        })
        .returning({ id: objeto.id });
      await publicar(tx, { tipo: 'unidade.criada', objetoId: rows[0]!.id });
      await aoConfirmar?.(tx);
      return rows;
    });
    return created!.id;
  } catch (error) {
    // The token outlived its account (deleted since it was signed): the session is what is invalid.
    if (isForeignKeyViolation(error, 'objeto_usuario_id_usuario_id_fk')) {
      throw sessaoInvalida();
    }
    throw error;
  }
}

const LOCKED_MESSAGES = {
  categoria_id: 'A categoria não pode ser alterada',
  nomeunidade: 'O nome da unidade não pode ser alterado',
  uf: 'O estado não pode ser alterado',
  cidade: 'A cidade não pode ser alterada',
} as const;

/**
 * Updates the editable fields of a unit the actor owns. Category, name, state and city are
 * fixed at creation (questionnaires and reports depend on them): sending another value is an error.
 */
export async function updateObjeto(
  db: Database,
  actor: Actor,
  stored: ObjetoRow,
  input: ObjetoInput,
): Promise<void> {
  const locked: Record<string, string> = {};
  if (input.categoria_id !== stored.categoriaId) locked.categoria_id = LOCKED_MESSAGES.categoria_id;
  if (input.nomeunidade !== stored.nomeunidade) locked.nomeunidade = LOCKED_MESSAGES.nomeunidade;
  if (input.uf !== stored.uf) locked.uf = LOCKED_MESSAGES.uf;
  if (input.cidade !== stored.cidade) locked.cidade = LOCKED_MESSAGES.cidade;
  throwIfAny(locked);
  throwIfAny(await checkReferences(db, input, stored.uf));
  // Area and herd are summed by the statistics: the unit's contribution moves with the edit.
  await comEvento(db, { tipo: 'unidade.editada', objetoId: stored.id }, (tx) =>
    tx
      .update(objeto)
      .set({ ...editableValues(input), atualizadoEm: new Date() })
      .where(and(eq(objeto.id, stored.id), eq(objeto.usuarioId, actor.id))),
  );
}

export async function deleteObjeto(
  db: Database,
  actor: Actor,
  id: number,
  arquivos?: { fileStore: FileStore; log: FastifyBaseLogger },
): Promise<void> {
  // The statistics lose the unit and its finished questionnaires in the same transaction.
  const removidas = await comEvento(db, { tipo: 'unidade.excluida', objetoId: id }, (tx) =>
    tx
      .delete(objeto)
      .where(and(eq(objeto.id, id), eq(objeto.usuarioId, actor.id)))
      .returning({ id: objeto.id, usuarioId: objeto.usuarioId }),
  );
  // The evidence and action-plan rows went with the unit (cascade); their files are removed after the commit.
  for (const removida of removidas) {
    if (!arquivos) break;
    for (const prefix of [
      prefixoEvidenciasDaUnidade(removida.usuarioId, removida.id),
      prefixoArquivosDoPlano(removida.usuarioId, removida.id),
    ]) {
      try {
        await arquivos.fileStore.deletePrefix(prefix);
      } catch (err) {
        // The unit is gone either way; leftover files are found by the prefix in the log.
        arquivos.log.error({ err, prefix }, 'falha ao apagar os arquivos da unidade excluída');
      }
    }
  }
}

function editableValues(input: ObjetoInput) {
  return {
    inscricaoEstadual: input.inscricao_estadual,
    car: input.car,
    cnpj: input.cnpj,
    atividadeId: input.atividade_id,
    sistemaadotadoId: input.sistemaadotado_id,
    area: input.area,
    areaPasto: input.areaPasto,
    rebanho: input.rebanho,
    zonapecuaria: input.zonapecuaria,
  };
}

async function checkCategoriaAndCidade(db: Database, input: ObjetoInput): Promise<Record<string, string>> {
  const [[cat], [mun]] = await Promise.all([
    db.select({ ativo: categoria.ativo }).from(categoria).where(eq(categoria.id, input.categoria_id)),
    db.select({ uf: municipio.uf }).from(municipio).where(eq(municipio.codigo, input.cidade)),
  ]);
  const fields: Record<string, string> = {};
  if (!cat) fields.categoria_id = 'Categoria não encontrada';
  else if (!cat.ativo) fields.categoria_id = 'Esta categoria não está disponível para novas unidades';
  if (!mun) fields.cidade = 'Cidade não encontrada';
  else if (mun.uf !== input.uf) fields.cidade = 'A cidade não pertence ao estado escolhido';
  return fields;
}

/** Activity, production system and the CAR's state prefix (the CAR starts with the UF sigla). */
async function checkReferences(
  db: Database,
  input: ObjetoInput,
  uf: string,
): Promise<Record<string, string>> {
  const [ativ, sist] = await Promise.all([
    input.atividade_id === null
      ? null
      : db.select({ id: atividade.id }).from(atividade).where(eq(atividade.id, input.atividade_id)),
    input.sistemaadotado_id === null
      ? null
      : db
          .select({ id: sistemaAdotado.id })
          .from(sistemaAdotado)
          .where(eq(sistemaAdotado.id, input.sistemaadotado_id)),
  ]);
  const fields: Record<string, string> = {};
  if (ativ && ativ.length === 0) fields.atividade_id = 'Ciclo da atividade não encontrado';
  if (sist && sist.length === 0) fields.sistemaadotado_id = 'Sistema adotado não encontrado';
  if (input.car !== null && !input.car.startsWith(`${uf}-`)) {
    fields.car = 'O recibo CAR deve começar com a sigla do estado';
  }
  return fields;
}

const VALIDATION_MESSAGE = 'Verifique os campos destacados.';

/** Same envelope as a schema validation error: one field names itself, several ask to check. */
function throwIfAny(fields: Record<string, string>): void {
  const messages = Object.values(fields);
  if (messages.length === 0) return;
  throw new AppError(
    400,
    messages.length === 1 ? messages[0]! : VALIDATION_MESSAGE,
    'validation_error',
    fields,
  );
}
