import {
  type ItemPlanoInput,
  type ItemPlanoUpdateInput,
  MENSAGENS_PLANO,
  PESO_MAXIMO,
  PESO_NAO_SE_APLICA,
  type PlanoAcaoInput,
} from '@guia/shared';
import { and, eq, inArray, notExists, sql } from 'drizzle-orm';
import { acessar } from '../../access/acessar.ts';
import type { Actor } from '../../access/actor.ts';
import { type Database, schema } from '../../db/client.ts';
import { databaseError } from '../../db/database-error.ts';
import { AppError, conflict, notFound } from '../../errors.ts';
import type { AoConfirmar } from '../idempotencia/idempotencia.service.ts';
import {
  type ItemComDono,
  itemComDono,
  itensDosPlanos,
  objetoComPlanoAtivo,
  objetoDoPlano,
  planoAvaliadoPor,
  planosDaUnidade,
  temPlanoAtivo,
  unidadeDoPlano,
} from './plano-acao.consultas.ts';

const { questionario, resposta, nivel, indicador, planoAcao, planoAcaoItem, planoAcaoRegistro } = schema;

/** Another user's unit answers exactly like a missing one. */
export const UNIDADE_NAO_ENCONTRADA = 'Unidade não encontrada';

const VALIDATION_MESSAGE = 'Verifique os campos destacados.';

/** The same envelope as a schema validation error: one field names itself, several ask to check. */
function recusarCampos(fields: Record<string, string>): void {
  const mensagens = Object.values(fields);
  if (mensagens.length === 0) return;
  throw new AppError(
    400,
    mensagens.length === 1 ? mensagens[0]! : VALIDATION_MESSAGE,
    'validation_error',
    fields,
  );
}

/** GET Objeto/{objetoId}/PlanoAcao: the owner's, or an administrator's read (audited by the gate). */
export async function lerPlanos(db: Database, actor: Actor, objetoId: number) {
  const unidade = await acessar(db, actor, 'plano.ler', (d) => objetoDoPlano(d, objetoId), {
    naoEncontrado: UNIDADE_NAO_ENCONTRADA,
    detalhes: () => ({}),
  });
  return planosDaUnidade(db, unidade.objetoId);
}

/**
 * GET Objeto/{objetoId}/PlanoAcao/Avaliacao/{questionarioId}: the plan that finished questionnaire
 * judged, the owner's, or an administrator's read (audited, naming the questionnaire).
 */
export async function lerPlanoAvaliado(db: Database, actor: Actor, objetoId: number, questionarioId: number) {
  const unidade = await acessar(db, actor, 'plano.ler', (d) => objetoDoPlano(d, objetoId), {
    naoEncontrado: UNIDADE_NAO_ENCONTRADA,
    detalhes: () => ({ questionarioId }),
  });
  const [plano, planoAtivo] = await Promise.all([
    planoAvaliadoPor(db, unidade.objetoId, questionarioId),
    temPlanoAtivo(db, unidade.objetoId),
  ]);
  return { plano, planoAtivo };
}

/**
 * The active plan for its PDF, with the unit's header: the owner's, or an administrator's read
 * (audited, naming the plan). A unit without an active plan answers 404 (and leaves no audit row).
 */
export async function planoParaPdf(db: Database, actor: Actor, objetoId: number) {
  const unidade = await acessar(db, actor, 'plano.pdf.baixar', (d) => objetoComPlanoAtivo(d, objetoId), {
    naoEncontrado: UNIDADE_NAO_ENCONTRADA,
    validar: (u) => {
      if (u.planoId === null) throw notFound(MENSAGENS_PLANO.planoNaoEncontrado);
    },
    detalhes: (u) => ({ planoId: u.planoId! }),
  });
  const [{ ativo }, cabecalho] = await Promise.all([
    planosDaUnidade(db, unidade.objetoId),
    unidadeDoPlano(db, unidade.objetoId),
  ]);
  if (!ativo || !cabecalho) throw notFound(MENSAGENS_PLANO.planoNaoEncontrado);
  return { plano: ativo, unidade: cabecalho, usuarioId: unidade.usuarioId };
}

/** What a finished questionnaire's answer says of one indicator: its weight and lineage, and its levels. */
async function respostasDoQuestionario(db: Database, questionarioId: number, indicadorIds: number[]) {
  const [respostas, niveis] = await Promise.all([
    db
      .select({ indicadorId: resposta.indicadorId, peso: nivel.peso, linhagem: indicador.linhagem })
      .from(resposta)
      .innerJoin(nivel, eq(nivel.id, resposta.nivelId))
      .innerJoin(indicador, eq(indicador.id, resposta.indicadorId))
      .where(and(eq(resposta.questionarioId, questionarioId), inArray(resposta.indicadorId, indicadorIds))),
    db
      .select({ indicadorId: nivel.indicadorId, peso: nivel.peso })
      .from(nivel)
      .where(inArray(nivel.indicadorId, indicadorIds)),
  ]);
  return {
    porIndicador: new Map(respostas.map((r) => [r.indicadorId, r])),
    niveis: new Set(niveis.map((n) => `${n.indicadorId}:${n.peso}`)),
  };
}

/**
 * The plan's questionnaire must be a finished one of this unit, and each item an indicator answered
 * there at a level 1..4, aimed at a level above it that the indicator has, by a date not past.
 * Every refusal names its field (`itens.N.campo`).
 */
async function validarPlano(db: Database, objetoId: number, input: PlanoAcaoInput, hoje: string) {
  const [q] = await db
    .select({ id: questionario.id, finalizado: questionario.finalizado })
    .from(questionario)
    .where(and(eq(questionario.id, input.questionario_id), eq(questionario.objetoId, objetoId)));
  if (!q) recusarCampos({ questionario_id: MENSAGENS_PLANO.questionarioNaoEncontrado });
  if (!q?.finalizado) recusarCampos({ questionario_id: MENSAGENS_PLANO.questionarioAberto });
  const { porIndicador, niveis } = await respostasDoQuestionario(
    db,
    input.questionario_id,
    input.itens.map((i) => i.indicador_id),
  );
  const fields: Record<string, string> = {};
  const linhas = input.itens.map((item, n) => {
    const r = porIndicador.get(item.indicador_id);
    const campo = (nome: keyof ItemPlanoInput) => `itens.${n}.${nome}`;
    if (!r) fields[campo('indicador_id')] = MENSAGENS_PLANO.indicadorForaDoQuestionario;
    else if (r.peso === PESO_NAO_SE_APLICA)
      fields[campo('indicador_id')] = MENSAGENS_PLANO.indicadorNaoSeAplica;
    else if (r.peso >= PESO_MAXIMO) fields[campo('indicador_id')] = MENSAGENS_PLANO.indicadorNoTopo;
    else if (item.peso_meta <= r.peso || !niveis.has(`${item.indicador_id}:${item.peso_meta}`)) {
      fields[campo('peso_meta')] = MENSAGENS_PLANO.metaInvalida;
    }
    if (item.prazo < hoje) fields[campo('prazo')] = MENSAGENS_PLANO.prazoPassado;
    return { item, linhagem: r?.linhagem ?? '', pesoAtual: r?.peso ?? 0 };
  });
  recusarCampos(fields);
  return linhas;
}

/** Whether the error is the one-active-plan index refusing a second active plan of the unit. */
function segundoPlanoAtivo(error: unknown): boolean {
  const info = databaseError(error);
  return info?.code === '23505' && info.constraint === 'plano_acao_ativo_uq';
}

/**
 * POST Objeto/{objetoId}/PlanoAcao: the owner makes the unit's plan from a finished questionnaire.
 * One active plan per unit: an active one is a 409 before the fields are checked, and two saves at
 * once are decided by the unique index (the second waits for the first's commit, then fails: 409).
 * `hoje` is the server's date in Brasília (`hojeEm(app.now())`). Returns the new plan's id.
 */
export async function criarPlano(
  db: Database,
  actor: Actor,
  objetoId: number,
  input: PlanoAcaoInput,
  hoje: string,
  aoConfirmar?: AoConfirmar,
): Promise<number> {
  const unidade = await acessar(db, actor, 'plano.criar', (d) => objetoDoPlano(d, objetoId), {
    naoEncontrado: UNIDADE_NAO_ENCONTRADA,
  });
  const [ativo] = await db
    .select({ id: planoAcao.id })
    .from(planoAcao)
    .where(and(eq(planoAcao.objetoId, unidade.objetoId), sql`${planoAcao.avaliadoEm} is null`));
  if (ativo) throw conflict(MENSAGENS_PLANO.planoAtivo);
  const linhas = await validarPlano(db, unidade.objetoId, input, hoje);
  try {
    return await db.transaction(async (tx) => {
      const [plano] = await tx
        .insert(planoAcao)
        .values({ objetoId: unidade.objetoId, questionarioId: input.questionario_id, criadoPor: actor.id })
        .returning({ id: planoAcao.id });
      await tx.insert(planoAcaoItem).values(
        linhas.map(({ item, linhagem, pesoAtual }) => ({
          planoId: plano!.id,
          indicadorId: item.indicador_id,
          linhagem,
          pesoAtual,
          pesoMeta: item.peso_meta,
          prazo: item.prazo,
          acoes: item.acoes,
          responsavel: item.responsavel,
        })),
      );
      await aoConfirmar?.(tx);
      return plano!.id;
    });
  } catch (error) {
    if (segundoPlanoAtivo(error)) throw conflict(MENSAGENS_PLANO.planoAtivo);
    throw error;
  }
}

/** The plan of an item the owner changes must still be active (an evaluated one is history). */
function planoAtivo(item: Pick<ItemComDono, 'avaliadoEm'>) {
  if (item.avaliadoEm !== null) throw conflict(MENSAGENS_PLANO.planoAvaliado);
}

/** An item of the owner's active plan; another user's (or an administrator's attempt) answers 404. */
export function itemParaAlterar(
  db: Database,
  actor: Actor,
  acao: 'plano.item.editar' | 'plano.item.registrar' | 'plano.item.remover',
  itemId: number,
): Promise<ItemComDono> {
  return acessar(db, actor, acao, (d) => itemComDono(d, itemId), {
    naoEncontrado: MENSAGENS_PLANO.itemNaoEncontrado,
    validar: (item) => planoAtivo(item),
  });
}

/**
 * PUT PlanoAcao/Item/{id}: the target, deadline, actions, person in charge or state ('Marcar como
 * concluída', cancel, reopen). A new target must stay above the current level; a new deadline
 * cannot be past (the stored one may be, and stays when not sent).
 */
export async function editarItem(
  db: Database,
  actor: Actor,
  itemId: number,
  input: ItemPlanoUpdateInput,
  agora: { hoje: string; instante: Date },
) {
  const item = await itemParaAlterar(db, actor, 'plano.item.editar', itemId);
  const fields: Record<string, string> = {};
  if (input.peso_meta !== undefined && input.peso_meta !== item.pesoMeta) {
    const [existe] = await db
      .select({ peso: nivel.peso })
      .from(nivel)
      .where(and(eq(nivel.indicadorId, item.indicadorId), eq(nivel.peso, input.peso_meta)));
    if (input.peso_meta <= item.pesoAtual || !existe) fields.peso_meta = MENSAGENS_PLANO.metaInvalida;
  }
  if (input.prazo !== undefined && input.prazo !== item.prazo && input.prazo < agora.hoje) {
    fields.prazo = MENSAGENS_PLANO.prazoPassado;
  }
  recusarCampos(fields);
  const concluido =
    input.estado === undefined || input.estado === item.estado
      ? {}
      : { concluidoEm: input.estado === 'concluida' ? agora.instante : null };
  await db
    .update(planoAcaoItem)
    .set({
      ...(input.peso_meta === undefined ? {} : { pesoMeta: input.peso_meta }),
      ...(input.prazo === undefined ? {} : { prazo: input.prazo }),
      ...(input.acoes === undefined ? {} : { acoes: input.acoes }),
      ...(input.responsavel === undefined ? {} : { responsavel: input.responsavel }),
      ...(input.estado === undefined ? {} : { estado: input.estado }),
      ...concluido,
      atualizadoEm: agora.instante,
    })
    .where(eq(planoAcaoItem.id, item.id));
  const [atualizado] = await itensDosPlanos(db, [], [item.id]);
  return atualizado!;
}

/**
 * DELETE PlanoAcao/Item/{id}: only an item still 'planejada' and without records leaves the plan
 * (409 otherwise: cancel it instead, so what was done stays). The check and the delete are one
 * statement, so a record saved at the same moment cannot be lost. A plan left without items goes
 * with its last one, so it never blocks a new plan of the unit.
 */
export async function removerItem(db: Database, actor: Actor, itemId: number): Promise<void> {
  const item = await itemParaAlterar(db, actor, 'plano.item.remover', itemId);
  if (item.estado !== 'planejada' || item.registros > 0) throw conflict(MENSAGENS_PLANO.naoRemovivel);
  await db.transaction(async (tx) => {
    const removidos = await tx
      .delete(planoAcaoItem)
      .where(
        and(
          eq(planoAcaoItem.id, item.id),
          eq(planoAcaoItem.estado, 'planejada'),
          notExists(
            tx
              .select({ id: planoAcaoRegistro.id })
              .from(planoAcaoRegistro)
              .where(eq(planoAcaoRegistro.itemId, planoAcaoItem.id)),
          ),
        ),
      )
      .returning({ id: planoAcaoItem.id });
    if (removidos.length === 0) throw conflict(MENSAGENS_PLANO.naoRemovivel);
    await tx
      .delete(planoAcao)
      .where(
        and(
          eq(planoAcao.id, item.planoId),
          notExists(
            tx
              .select({ id: planoAcaoItem.id })
              .from(planoAcaoItem)
              .where(eq(planoAcaoItem.planoId, planoAcao.id)),
          ),
        ),
      );
  });
}
