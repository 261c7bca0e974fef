import { type OrientacaoInput, paraArmazenar, type QuestionarioResultado } from '@guia/shared';
import { and, eq, isNull } from 'drizzle-orm';
import { acessar } from '../../access/acessar.ts';
import type { Actor } from '../../access/actor.ts';
import { type Database, schema } from '../../db/client.ts';
import { atualizarResultadosDasUnidades } from '../../db/queries/objeto-resultado.ts';
import { comDono } from '../../db/queries/questionarios.ts';
import { conflict, notFound } from '../../errors.ts';
import { antesDe, publicar } from '../../events/eventos.ts';
import { uniqueViolation } from '../auth/unique-violation.ts';
import { comConfirmacao } from '../idempotencia/idempotencia.plugin.ts';
import type { AoConfirmar } from '../idempotencia/idempotencia.service.ts';
import { armazenarRelatoriosDoFinalizado } from '../relatorio/relatorio.armazenado.ts';
import { carregarEntrada } from './questionario.respostas.ts';
import { findQuestionario, MENSAGENS, naoFinalizado, type QuestionarioRef } from './questionario.service.ts';

/* A questionnaire's life: started for a unit, the applicator question answered, finished (irreversible). */

const { edicao, objeto, questionario, resultadoPrincipio } = schema;

/** The unit as the questionnaire needs it: owner and category. */
async function findUnidade(db: Database, id: number) {
  const [row] = await db
    .select({
      id: objeto.id,
      objetoId: objeto.id,
      usuarioId: objeto.usuarioId,
      categoriaId: objeto.categoriaId,
    })
    .from(objeto)
    .where(eq(objeto.id, id));
  return row ?? null;
}

/** Loads a questionnaire the actor may change: their own and still open. */
function questionarioParaFinalizar(db: Database, actor: Actor, ref: QuestionarioRef) {
  return acessar(db, actor, 'questionario.finalizar', (d) => findQuestionario(d, ref), {
    naoEncontrado: MENSAGENS.questionarioNaoEncontrado,
    validar: (q) => naoFinalizado(q),
  });
}

/**
 * Starts a questionnaire of an available edition for the actor's unit; one open at a time. The
 * edition row is read `for share`: an administrator's structure save (`for update`) or closing of
 * the edition waits for this start, or this start for them, so no questionnaire slips in between
 * the structure lock's check and the change (modules/admin-guia).
 */
export async function iniciarQuestionario(
  db: Database,
  actor: Actor,
  input: { objeto_id: number; guia_id: number },
): Promise<number> {
  const unidade = await acessar(db, actor, 'questionario.iniciar', (d) => findUnidade(d, input.objeto_id), {
    naoEncontrado: MENSAGENS.unidadeNaoEncontrada,
  });
  try {
    return await db.transaction(async (tx) => {
      const [ed] = await tx
        .select({ id: edicao.id, disponivel: edicao.disponivel })
        .from(edicao)
        .where(eq(edicao.id, input.guia_id))
        .for('share');
      if (!ed) throw notFound(MENSAGENS.guiaNaoEncontrado);
      if (!ed.disponivel) throw conflict(MENSAGENS.guiaIndisponivel);
      const [aberto] = await tx
        .select({ id: questionario.id })
        .from(questionario)
        .where(
          and(
            eq(questionario.objetoId, unidade.id),
            eq(questionario.edicaoId, ed.id),
            eq(questionario.finalizado, false),
          ),
        );
      if (aberto) throw conflict(MENSAGENS.preenchimentoEmAndamento);
      const [created] = await tx
        .insert(questionario)
        .values({ objetoId: unidade.id, edicaoId: ed.id, usuarioId: unidade.usuarioId })
        .returning({ id: questionario.id });
      return created!.id;
    });
  } catch (error) {
    // Two starts at once: the partial unique index lets only one through.
    if (uniqueViolation(error) === 'questionario_aberto_uq')
      throw conflict(MENSAGENS.preenchimentoEmAndamento);
    throw error;
  }
}

/**
 * Loads the questionnaire whose applicator the actor answers: theirs and still open. The request
 * carries only the questionnaire id: its unit's owner is checked instead of a unit and edition.
 */
function paraOrientacao(db: Database, actor: Actor, questionarioId: number) {
  return acessar(
    db,
    actor,
    'questionario.orientacao',
    async (d) => {
      const [r] = await comDono(
        d
          .select({ id: questionario.id, usuarioId: objeto.usuarioId, finalizado: questionario.finalizado })
          .from(questionario)
          .$dynamic(),
      ).where(eq(questionario.id, questionarioId));
      return r;
    },
    { naoEncontrado: MENSAGENS.questionarioNaoEncontrado, validar: (q) => naoFinalizado(q) },
  );
}

/** Records the accredited applicator guiding the actor's open questionnaire (screen 11). */
export async function registrarOrientacao(
  db: Database,
  actor: Actor,
  input: OrientacaoInput,
  aoConfirmar?: AoConfirmar,
) {
  const q = await paraOrientacao(db, actor, input.questionario_id);
  // Guarded on `finalizado` so that a finish between the check and the write still answers 409.
  const [saved] = await comConfirmacao(db, aoConfirmar, (tx) =>
    tx
      .update(questionario)
      .set({
        preenchimentoOrientado: true,
        preenchimentoOrientadoResponsavel: input.preenchimento_orientado_responsavel,
        preenchimentoOrientadoInstituicao: input.preenchimento_orientado_instituicao,
        preenchimentoOrientadoEmail: input.preenchimento_orientado_email,
        preenchimentoOrientadoCelular: input.preenchimento_orientado_celular,
        atualizadoEm: new Date(),
      })
      .where(and(eq(questionario.id, q.id), eq(questionario.finalizado, false)))
      .returning({
        questionarioId: questionario.id,
        orientado: questionario.preenchimentoOrientado,
        responsavel: questionario.preenchimentoOrientadoResponsavel,
        instituicao: questionario.preenchimentoOrientadoInstituicao,
        email: questionario.preenchimentoOrientadoEmail,
        celular: questionario.preenchimentoOrientadoCelular,
      }),
  );
  if (!saved) throw conflict(MENSAGENS.jaFinalizado);
  return saved;
}

export type OrientacaoRow = Awaited<ReturnType<typeof registrarOrientacao>>;

/**
 * Records 'Não' to the applicator question of the actor's open questionnaire, so no device asks again
 * (screen 11). An applicator already registered stays: a late 'Não' from another device changes nothing.
 */
export async function recusarOrientacao(
  db: Database,
  actor: Actor,
  questionarioId: number,
  aoConfirmar?: AoConfirmar,
) {
  const q = await paraOrientacao(db, actor, questionarioId);
  await comConfirmacao(db, aoConfirmar, (tx) =>
    tx
      .update(questionario)
      .set({ preenchimentoOrientado: false, atualizadoEm: new Date() })
      .where(
        and(
          eq(questionario.id, q.id),
          eq(questionario.finalizado, false),
          isNull(questionario.preenchimentoOrientado),
        ),
      ),
  );
}

export type FinalizarResultado =
  | { ok: true; id: number; finalizadoEm: Date; resultado: QuestionarioResultado }
  | { ok: false; respondidas: number; total: number };

/**
 * Finishes the actor's questionnaire when every applicable indicator is answered, freezing the
 * per-principle results (SCORING.md) in the same transaction. Irreversible.
 */
export async function finalizar(
  db: Database,
  actor: Actor,
  ref: QuestionarioRef,
  aoConfirmar?: AoConfirmar,
): Promise<FinalizarResultado> {
  const q = await questionarioParaFinalizar(db, actor, ref);
  return db.transaction(async (tx) => {
    // The unit first (the order a unit deletion takes its rows in), then the questionnaire: two
    // finishes of one unit, or a finish and the unit's deletion, wait for each other.
    await tx.select({ id: objeto.id }).from(objeto).where(eq(objeto.id, q.objetoId)).for('no key update');
    const [locked] = await tx
      .select({ finalizado: questionario.finalizado })
      .from(questionario)
      .where(eq(questionario.id, q.id))
      .for('update');
    if (!locked || locked.finalizado) throw conflict(MENSAGENS.jaFinalizado);
    const { resultado } = await carregarEntrada(tx, q.edicaoId, q.categoriaId, q.id);
    if (!resultado.completo) return { ok: false, respondidas: resultado.respondidas, total: resultado.total };
    const finalizadoEm = new Date();
    // What is derived from finished questionnaires (the statistics) moves in this transaction.
    const evento = { tipo: 'questionario.finalizado', objetoId: q.objetoId, questionarioId: q.id } as const;
    await antesDe(tx, evento);
    await tx
      .insert(resultadoPrincipio)
      .values(resultado.principios.map((p) => ({ questionarioId: q.id, ...paraArmazenar(p) })));
    await tx
      .update(questionario)
      .set({ finalizado: true, finalizadoEm, atualizadoEm: finalizadoEm })
      .where(eq(questionario.id, q.id));
    // The admin unit list's denormalised latest result, in the same transaction.
    await atualizarResultadosDasUnidades(tx, [q.objetoId]);
    await publicar(tx, evento);
    await armazenarRelatoriosDoFinalizado(tx, {
      questionarioId: q.id,
      objetoId: q.objetoId,
      edicaoId: q.edicaoId,
    });
    await aoConfirmar?.(tx);
    return { ok: true, id: q.id, finalizadoEm, resultado };
  });
}
