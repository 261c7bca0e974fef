import { and, desc, eq } from 'drizzle-orm';
import { acessar } from '../../access/acessar.ts';
import type { Actor } from '../../access/actor.ts';
import { type Database, schema } from '../../db/client.ts';
import { comDono } from '../../db/queries/questionarios.ts';
import { conflict } from '../../errors.ts';

/*
 * The questionnaire module's common ground: its messages, how a questionnaire is found and its access
 * checked, and the user's finished list. The acts live beside it: questionario.ciclo.ts (start, the
 * applicator, finish), questionario.respostas.ts (the structure with the answers), resposta.service.ts
 * (an answer's save), questionario.cartoes.ts (the per-unit edition cards).
 */

const { questionario, objeto } = schema;

export const MENSAGENS = {
  unidadeNaoEncontrada: 'Unidade não encontrada',
  guiaNaoEncontrado: 'Guia não encontrado',
  questionarioNaoEncontrado: 'Questionário não encontrado',
  guiaIndisponivel: 'Este Guia não está disponível para preenchimento.',
  preenchimentoEmAndamento:
    'Já existe um preenchimento em andamento deste Guia para esta unidade. Continue o preenchimento aberto.',
  jaFinalizado: 'Este questionário já foi finalizado e não pode mais ser alterado.',
  respostasInsuficientes: 'Este Guia não possui respostas suficientes.',
  indicadorNaoAplicavel: 'Este indicador não se aplica a esta unidade',
  nivelDeOutroIndicador: 'Este nível não pertence ao indicador',
} as const;

export interface QuestionarioRef {
  objetoId: number;
  edicaoId: number;
  questionarioId: number;
}

/** A questionnaire with its unit's owner and category; null when missing or not at that unit and edition. */
export async function findQuestionario(db: Database, ref: QuestionarioRef) {
  const [row] = await comDono(
    db
      .select({
        id: questionario.id,
        objetoId: questionario.objetoId,
        edicaoId: questionario.edicaoId,
        usuarioId: objeto.usuarioId,
        categoriaId: objeto.categoriaId,
        nomeunidade: objeto.nomeunidade,
        criadoEm: questionario.criadoEm,
        finalizado: questionario.finalizado,
        finalizadoEm: questionario.finalizadoEm,
        preenchimentoOrientado: questionario.preenchimentoOrientado,
      })
      .from(questionario)
      .$dynamic(),
  ).where(
    and(
      eq(questionario.id, ref.questionarioId),
      eq(questionario.objetoId, ref.objetoId),
      eq(questionario.edicaoId, ref.edicaoId),
    ),
  );
  return row ?? null;
}

export type QuestionarioRow = NonNullable<Awaited<ReturnType<typeof findQuestionario>>>;

/** Loads a questionnaire the actor may read; another user's answers exactly like a missing one. */
export function questionarioParaLeitura(db: Database, actor: Actor, ref: QuestionarioRef) {
  return acessar(db, actor, 'questionario.ler', (d) => findQuestionario(d, ref), {
    naoEncontrado: MENSAGENS.questionarioNaoEncontrado,
    detalhes: (q) => ({ edicaoId: q.edicaoId, questionarioId: q.id }),
  });
}

/** An answered act on a finished questionnaire is a conflict (409), checked after the 404s. */
export function naoFinalizado(q: { finalizado: boolean }) {
  if (q.finalizado) throw conflict(MENSAGENS.jaFinalizado);
}

/** The actor's finished questionnaires, newest first (the RELATÓRIOS menu). */
export function questionariosFinalizados(db: Database, actor: Actor) {
  return comDono(
    db
      .select({
        id: questionario.id,
        objetoId: questionario.objetoId,
        edicaoId: questionario.edicaoId,
        nomeunidade: objeto.nomeunidade,
        finalizadoEm: questionario.finalizadoEm,
      })
      .from(questionario)
      .$dynamic(),
  )
    .where(and(eq(questionario.usuarioId, actor.id), eq(questionario.finalizado, true)))
    .orderBy(desc(questionario.finalizadoEm), desc(questionario.id));
}

export type QuestionarioFinalizadoRow = Awaited<ReturnType<typeof questionariosFinalizados>>[number];

/**
 * Awaits lazy drizzle queries one after another (they run when awaited), so that a request holds a
 * single pooled connection at a time instead of one per query.
 */
export async function emSequencia<const T extends readonly unknown[]>(
  queries: T,
): Promise<{ -readonly [K in keyof T]: Awaited<T[K]> }> {
  const results: unknown[] = [];
  for (const query of queries) results.push(await query);
  return results as { -readonly [K in keyof T]: Awaited<T[K]> };
}

export function groupBy<T, K>(items: readonly T[], key: (item: T) => K): Map<K, T[]> {
  const map = new Map<K, T[]>();
  for (const item of items) {
    const k = key(item);
    const list = map.get(k);
    if (list) list.push(item);
    else map.set(k, [item]);
  }
  return map;
}
