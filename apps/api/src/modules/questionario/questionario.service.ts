import {
  type IndicadorEntrada,
  type OrientacaoInput,
  paraArmazenar,
  pontuarQuestionario,
  type QuestionarioResultado,
} from '@guia/shared';
import { and, asc, count, desc, eq, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { acessar } from '../../access/acessar.ts';
import type { Actor } from '../../access/actor.ts';
import { type Database, schema } from '../../db/client.ts';
import { comPrincipioDoIndicador } from '../../db/queries/edicao-do-indicador.ts';
import { indicadorSeAplicaSql } from '../../db/queries/indicadores.ts';
import { atualizarResultadosDasUnidades } from '../../db/queries/objeto-resultado.ts';
import { comDono } from '../../db/queries/questionarios.ts';
import { conflict, notFound } from '../../errors.ts';
import {
  porUnidade,
  reporUnidades,
  retirarUnidades,
  sincronizarCompleto,
  travarUnidades,
} from '../admin-estatisticas/estatisticas-rollup.ts';
import { uniqueViolation } from '../auth/unique-violation.ts';

const { edicao, principio, criterio, indicador, nivel, apoio, questionario, resposta, resultadoPrincipio } =
  schema;
const { objeto } = schema;

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

/** The unit as the questionnaire needs it: owner and category. */
async function findUnidade(db: Database, id: number) {
  const [row] = await db
    .select({ id: objeto.id, usuarioId: objeto.usuarioId, categoriaId: objeto.categoriaId })
    .from(objeto)
    .where(eq(objeto.id, id));
  return row ?? null;
}

export interface QuestionarioRef {
  objetoId: number;
  edicaoId: number;
  questionarioId: number;
}

/** A questionnaire with its unit's owner and category; null when missing or not at that unit and edition. */
async function findQuestionario(db: Database, ref: QuestionarioRef) {
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

type QuestionarioRow = NonNullable<Awaited<ReturnType<typeof findQuestionario>>>;

/** Loads a questionnaire the actor may read; another user's answers exactly like a missing one. */
export function questionarioParaLeitura(db: Database, actor: Actor, ref: QuestionarioRef) {
  return acessar(db, actor, 'questionario.ler', (d) => findQuestionario(d, ref), {
    naoEncontrado: MENSAGENS.questionarioNaoEncontrado,
    detalhes: (q) => ({ edicaoId: q.edicaoId, questionarioId: q.id }),
  });
}

/** Loads a questionnaire the actor may change: their own and still open. */
function questionarioParaFinalizar(db: Database, actor: Actor, ref: QuestionarioRef) {
  return acessar(db, actor, 'questionario.finalizar', (d) => findQuestionario(d, ref), {
    naoEncontrado: MENSAGENS.questionarioNaoEncontrado,
    validar: (q) => naoFinalizado(q),
  });
}

/** An answered act on a finished questionnaire is a conflict (409), checked after the 404s. */
function naoFinalizado(q: { finalizado: boolean }) {
  if (q.finalizado) throw conflict(MENSAGENS.jaFinalizado);
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

/** The applicable indicators of an edition with their levels and the questionnaire's answers, as scoring reads them. */
async function carregarEntrada(db: Database, edicaoId: number, categoriaId: number, questionarioId: number) {
  const indicadores = await comPrincipioDoIndicador(
    db
      .select({
        id: indicador.id,
        criterioId: indicador.criterioId,
        codigo: indicador.codigo,
        sequencia: indicador.sequencia,
        titulo: indicador.titulo,
        categorias: indicador.categorias,
        possuiorientacao: indicador.possuiorientacao,
        orientacao: indicador.orientacao,
        possuievidencia: indicador.possuievidencia,
        exemploevidencia: indicador.exemploevidencia,
        possuipercentual: indicador.possuipercentual,
        principioCodigo: principio.codigo,
      })
      .from(indicador)
      .$dynamic(),
  )
    .where(and(eq(principio.edicaoId, edicaoId), indicadorSeAplicaSql(categoriaId)))
    .orderBy(asc(principio.codigo), asc(criterio.codigo), asc(indicador.sequencia));
  const ids = indicadores.map((i) => i.id);
  const [niveis, respostas] = await emSequencia([
    ids.length === 0
      ? []
      : db
          .select({
            id: nivel.id,
            indicadorId: nivel.indicadorId,
            peso: nivel.peso,
            descricao: nivel.descricao,
          })
          .from(nivel)
          .where(inArray(nivel.indicadorId, ids))
          .orderBy(asc(nivel.peso)),
    db
      .select({
        indicadorId: resposta.indicadorId,
        nivelId: resposta.nivelId,
        percentual: resposta.percentual,
      })
      .from(resposta)
      .where(eq(resposta.questionarioId, questionarioId)),
  ]);
  const niveisPorIndicador = groupBy(niveis, (n) => n.indicadorId);
  const respostaPorIndicador = new Map(respostas.map((r) => [r.indicadorId, r]));
  const entradas: IndicadorEntrada[] = indicadores.map((i) => {
    const r = respostaPorIndicador.get(i.id);
    return {
      id: i.id,
      codigo: i.codigo,
      titulo: i.titulo,
      principioCodigo: i.principioCodigo,
      categorias: i.categorias,
      niveis: (niveisPorIndicador.get(i.id) ?? []).map(({ id, peso, descricao }) => ({
        id,
        peso,
        descricao,
      })),
      resposta: r ? { nivelId: r.nivelId, percentual: r.percentual } : null,
    };
  });
  const resultado = pontuarQuestionario({ categoriaId, indicadores: entradas });
  return { indicadores, niveisPorIndicador, respostaPorIndicador, resultado };
}

/** The structure of a questionnaire for its unit's category, with answers and per-principle progress. */
export async function estruturaDoQuestionario(db: Database, q: QuestionarioRow) {
  const entrada = await carregarEntrada(db, q.edicaoId, q.categoriaId, q.id);
  const [[ed], principios, criterios] = await emSequencia([
    db.select({ id: edicao.id, ano: edicao.ano }).from(edicao).where(eq(edicao.id, q.edicaoId)),
    db
      .select({
        id: principio.id,
        codigo: principio.codigo,
        titulo: principio.titulo,
        subtitulo: principio.subtitulo,
        descricao: principio.descricao,
        icone: principio.icone,
        video: principio.video,
      })
      .from(principio)
      .where(eq(principio.edicaoId, q.edicaoId))
      .orderBy(asc(principio.codigo)),
    db
      .select({
        id: criterio.id,
        principioId: criterio.principioId,
        codigo: criterio.codigo,
        titulo: criterio.titulo,
        descricao: criterio.descricao,
        icone: criterio.icone,
      })
      .from(criterio)
      .innerJoin(principio, eq(principio.id, criterio.principioId))
      .where(eq(principio.edicaoId, q.edicaoId))
      .orderBy(asc(criterio.codigo)),
  ]);
  const ids = entrada.indicadores.map((i) => i.id);
  const anteriores = await respostasAnteriores(db, q, ed!.ano, ids);
  const apoios =
    ids.length === 0
      ? []
      : await db
          .select({ id: apoio.id, indicadorId: apoio.indicadorId, titulo: apoio.titulo, url: apoio.url })
          .from(apoio)
          .where(and(inArray(apoio.indicadorId, ids), eq(apoio.categoriaId, q.categoriaId)))
          .orderBy(asc(apoio.id));
  // Every evidence file of the questionnaire in one query, grouped per indicator below.
  const evidencias = await db
    .select({
      id: schema.evidencia.id,
      indicadorId: schema.evidencia.indicadorId,
      titulo: schema.evidencia.titulo,
    })
    .from(schema.evidencia)
    .where(eq(schema.evidencia.questionarioId, q.id))
    .orderBy(asc(schema.evidencia.id));
  return {
    edicao: ed!,
    questionario: q,
    principios,
    criterios,
    apoiosPorIndicador: groupBy(apoios, (a) => a.indicadorId),
    evidenciasPorIndicador: groupBy(evidencias, (ev) => ev.indicadorId),
    anteriores,
    ...entrada,
  };
}

const indicadorAnterior = alias(indicador, 'indicador_anterior');

/**
 * Last year's answers, by indicator of this questionnaire, in one query: the levels chosen in the
 * unit's previous finished questionnaire of an EARLIER edition (the highest year below this
 * edition's, the latest finished in it), matched by lineage key, so a renumbered indicator still
 * finds its answer and a new one finds none. Only this unit's questionnaires are read; the level
 * texts are that edition's, as they are now.
 */
async function respostasAnteriores(
  db: Database,
  q: Pick<QuestionarioRow, 'objetoId'>,
  ano: number,
  indicadorIds: readonly number[],
) {
  const porIndicador = new Map<number, { ano: number; peso: number; descricao: string }>();
  if (indicadorIds.length === 0) return porIndicador;
  const anterior = db.$with('anterior').as(
    db
      .select({ id: questionario.id, ano: edicao.ano })
      .from(questionario)
      .innerJoin(edicao, eq(edicao.id, questionario.edicaoId))
      .where(
        and(eq(questionario.objetoId, q.objetoId), eq(questionario.finalizado, true), lt(edicao.ano, ano)),
      )
      .orderBy(desc(edicao.ano), desc(questionario.finalizadoEm), desc(questionario.id))
      .limit(1),
  );
  const rows = await db
    .with(anterior)
    .select({
      indicadorId: indicador.id,
      ano: anterior.ano,
      peso: nivel.peso,
      descricao: nivel.descricao,
    })
    .from(anterior)
    .innerJoin(resposta, eq(resposta.questionarioId, anterior.id))
    .innerJoin(indicadorAnterior, eq(indicadorAnterior.id, resposta.indicadorId))
    .innerJoin(nivel, eq(nivel.id, resposta.nivelId))
    .innerJoin(
      indicador,
      and(eq(indicador.linhagem, indicadorAnterior.linhagem), inArray(indicador.id, [...indicadorIds])),
    )
    // Two earlier indicators of one lineage (never made by duplication): the first one wins.
    .orderBy(asc(indicadorAnterior.id));
  for (const { indicadorId, ...r } of rows)
    if (!porIndicador.has(indicadorId)) porIndicador.set(indicadorId, r);
  return porIndicador;
}

export type EstruturaDoQuestionario = Awaited<ReturnType<typeof estruturaDoQuestionario>>;

/**
 * Records the accredited applicator guiding the actor's open questionnaire (screen 11). The request
 * carries only the questionnaire id: its unit's owner is checked instead of a unit and edition.
 */
export async function registrarOrientacao(db: Database, actor: Actor, input: OrientacaoInput) {
  const q = await acessar(
    db,
    actor,
    'questionario.orientacao',
    async (d) => {
      const [r] = await comDono(
        d
          .select({
            id: questionario.id,
            usuarioId: objeto.usuarioId,
            finalizado: questionario.finalizado,
          })
          .from(questionario)
          .$dynamic(),
      ).where(eq(questionario.id, input.questionario_id));
      return r;
    },
    { naoEncontrado: MENSAGENS.questionarioNaoEncontrado, validar: (q) => naoFinalizado(q) },
  );
  // Guarded on `finalizado` so that a finish between the check and the write still answers 409.
  const [saved] = await db
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
    });
  if (!saved) throw conflict(MENSAGENS.jaFinalizado);
  return saved;
}

export type OrientacaoRow = Awaited<ReturnType<typeof registrarOrientacao>>;

/**
 * Records 'Não' to the applicator question of the actor's open questionnaire, so no device asks again
 * (screen 11). An applicator already registered stays: a late 'Não' from another device changes nothing.
 */
export async function recusarOrientacao(db: Database, actor: Actor, questionarioId: number) {
  const q = await acessar(
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
  await db
    .update(questionario)
    .set({ preenchimentoOrientado: false, atualizadoEm: new Date() })
    .where(
      and(
        eq(questionario.id, q.id),
        eq(questionario.finalizado, false),
        isNull(questionario.preenchimentoOrientado),
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
): Promise<FinalizarResultado> {
  const q = await questionarioParaFinalizar(db, actor, ref);
  return db.transaction(async (tx) => {
    // The unit first (the order a unit deletion takes its rows in), then the questionnaire. The
    // statistics rollup takes the unit's contribution out and puts it back with this finish in it.
    const unidade = porUnidade(q.objetoId);
    await travarUnidades(tx, unidade);
    const [locked] = await tx
      .select({ finalizado: questionario.finalizado })
      .from(questionario)
      .where(eq(questionario.id, q.id))
      .for('update');
    if (!locked || locked.finalizado) throw conflict(MENSAGENS.jaFinalizado);
    const { resultado } = await carregarEntrada(tx, q.edicaoId, q.categoriaId, q.id);
    if (!resultado.completo) return { ok: false, respondidas: resultado.respondidas, total: resultado.total };
    const finalizadoEm = new Date();
    await retirarUnidades(tx, unidade);
    await tx
      .insert(resultadoPrincipio)
      .values(resultado.principios.map((p) => ({ questionarioId: q.id, ...paraArmazenar(p) })));
    await tx
      .update(questionario)
      .set({ finalizado: true, finalizadoEm, atualizadoEm: finalizadoEm })
      .where(eq(questionario.id, q.id));
    // The admin unit list's denormalised latest result, in the same transaction.
    await atualizarResultadosDasUnidades(tx, [q.objetoId]);
    await reporUnidades(tx, unidade);
    // Delivered now: counted as 'preenchido' through its finish, no longer as an open complete one.
    await sincronizarCompleto(tx, q.id);
    return { ok: true, id: q.id, finalizadoEm, resultado };
  });
}

/** The edition cards of a unit (screen 10): every edition, newest first, with the unit's questionnaires. */
export async function guiasDaUnidade(db: Database, unidade: { id: number; categoriaId: number }) {
  const porUnidade = await guiasDasUnidades(db, [unidade]);
  return porUnidade.get(unidade.id) ?? [];
}

/**
 * The edition cards of several units (the Resumo) in three queries, whatever the number of units:
 * the editions, the applicable indicator count per edition and category, and the units' questionnaires.
 */
export async function guiasDasUnidades(
  db: Database,
  unidades: readonly { id: number; categoriaId: number }[],
) {
  const resultado = new Map<number, ReturnType<typeof montarCartoes>>();
  if (unidades.length === 0) return resultado;
  const categorias = [...new Set(unidades.map((u) => u.categoriaId))];
  const ids = unidades.map((u) => u.id);
  const [edicoes, perguntas, questionarios] = await emSequencia([
    db
      .select({
        id: edicao.id,
        ano: edicao.ano,
        disponivel: edicao.disponivel,
        datadisponivel: edicao.datadisponivel,
      })
      .from(edicao)
      // A draft (never made available) is the administrators' work in progress: producers never see it.
      .where(isNotNull(edicao.datadisponivel))
      .orderBy(desc(edicao.ano)),
    // One row per edition and distinct category list: a handful of rows, summed per category below.
    comPrincipioDoIndicador(
      db
        .select({ edicaoId: principio.edicaoId, categorias: indicador.categorias, total: count() })
        .from(indicador)
        .$dynamic(),
    ).groupBy(principio.edicaoId, indicador.categorias),
    db
      .select({
        id: questionario.id,
        objetoId: questionario.objetoId,
        edicaoId: questionario.edicaoId,
        criadoEm: questionario.criadoEm,
        finalizado: questionario.finalizado,
        finalizadoEm: questionario.finalizadoEm,
        // Only answers to indicators that (still) apply to the unit count.
        // Written qualified by hand: drizzle drops table names in a single-table select.
        respondidas: sql<number>`(
          select count(*) from resposta r
          join indicador i on i.id = r.indicador_id
          join objeto o on o.id = "questionario"."objeto_id"
          where r.questionario_id = "questionario"."id"
            and ${indicadorSeAplicaSql(sql.raw('o.categoria_id'), sql.raw('i.categorias'))}
        )`.mapWith(Number),
      })
      .from(questionario)
      .where(inArray(questionario.objetoId, ids))
      .orderBy(asc(questionario.criadoEm), asc(questionario.id)),
  ]);
  const totais = new Map<string, number>();
  for (const p of perguntas) {
    for (const categoriaId of categorias) {
      if (p.categorias.length > 0 && !p.categorias.includes(categoriaId)) continue;
      const chave = `${p.edicaoId}:${categoriaId}`;
      totais.set(chave, (totais.get(chave) ?? 0) + p.total);
    }
  }
  const questionariosPorUnidade = groupBy(questionarios, (q) => q.objetoId);
  for (const unidade of unidades) {
    const qs = (questionariosPorUnidade.get(unidade.id) ?? []).map(({ objetoId: _, ...q }) => q);
    resultado.set(
      unidade.id,
      montarCartoes(edicoes, qs, (edicaoId) => totais.get(`${edicaoId}:${unidade.categoriaId}`) ?? 0),
    );
  }
  return resultado;
}

interface EdicaoCartao {
  id: number;
  ano: number;
  disponivel: boolean;
  datadisponivel: Date | null;
}

interface QuestionarioCartao {
  id: number;
  edicaoId: number;
  criadoEm: Date;
  finalizado: boolean;
  finalizadoEm: Date | null;
  respondidas: number;
}

function montarCartoes(
  edicoes: readonly EdicaoCartao[],
  questionarios: readonly QuestionarioCartao[],
  totalPerguntas: (edicaoId: number) => number,
) {
  const questionariosPorEdicao = groupBy(questionarios, (q) => q.edicaoId);
  return edicoes.map((e) => {
    const qs = questionariosPorEdicao.get(e.id) ?? [];
    const aberto = qs.find((q) => !q.finalizado);
    const finalizados = qs.filter((q) => q.finalizado);
    const ultimoFinalizado = finalizados.at(-1);
    return {
      ...e,
      finalizado: finalizados.length > 0,
      finalizadoEm: ultimoFinalizado?.finalizadoEm ?? null,
      hasOpenForm: aberto !== undefined,
      totalPerguntas: totalPerguntas(e.id),
      totalRespondido: (aberto ?? ultimoFinalizado)?.respondidas ?? 0,
      questionarios: qs,
    };
  });
}

export type GuiaDaUnidadeRow = Awaited<ReturnType<typeof guiasDaUnidade>>[number];

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
async function emSequencia<const T extends readonly unknown[]>(
  queries: T,
): Promise<{ -readonly [K in keyof T]: Awaited<T[K]> }> {
  const results: unknown[] = [];
  for (const query of queries) results.push(await query);
  return results as { -readonly [K in keyof T]: Awaited<T[K]> };
}

function groupBy<T, K>(items: readonly T[], key: (item: T) => K): Map<K, T[]> {
  const map = new Map<K, T[]>();
  for (const item of items) {
    const k = key(item);
    const list = map.get(k);
    if (list) list.push(item);
    else map.set(k, [item]);
  }
  return map;
}
