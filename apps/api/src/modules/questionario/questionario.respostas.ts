import { type IndicadorEntrada, pontuarQuestionario } from '@guia/shared';
import { and, asc, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { type Database, schema } from '../../db/client.ts';
import { linhas } from '../../db/linhas.ts';
import { comPrincipioDoIndicador } from '../../db/queries/edicao-do-indicador.ts';
import { indicadorSeAplicaSql } from '../../db/queries/indicadores.ts';
import { emSequencia, groupBy, type QuestionarioRow } from './questionario.service.ts';

/*
 * A questionnaire's content with its answers: the applicable indicators, levels and answers as scoring
 * reads them (also what the finish scores), the structure screen, and last year's answers.
 */

const { edicao, principio, criterio, indicador, nivel, apoio, questionario, resposta, usuario, tecnico } =
  schema;

/** The applicable indicators of an edition with their levels and the questionnaire's answers, as scoring reads them. */
export async function carregarEntrada(
  db: Database,
  edicaoId: number,
  categoriaId: number,
  questionarioId: number,
) {
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
        versao: resposta.versao,
        // Set only when a technician gave it (issue 18): his name and institution as they are now.
        autorNome: usuario.nome,
        autorInstituicao: tecnico.instituicao,
        atualizadoEm: resposta.atualizadoEm,
      })
      .from(resposta)
      .leftJoin(usuario, eq(usuario.id, resposta.respondidoPor))
      .leftJoin(tecnico, eq(tecnico.usuarioId, resposta.respondidoPor))
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
  const [anteriores, metas] = await Promise.all([
    respostasAnteriores(db, q, ed!.ano, ids),
    metasDoPlano(db, q.objetoId, ed!.ano, ids),
  ]);
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
    metas,
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

/**
 * The targets of the unit's active action plan made in an earlier edition, by indicator of this
 * questionnaire (same lineage; a cancelled target is none): 'Sua meta: nível N até dd/mm/aaaa'.
 */
async function metasDoPlano(db: Database, objetoId: number, ano: number, indicadorIds: readonly number[]) {
  const porIndicador = new Map<number, { peso: number; prazo: string }>();
  if (indicadorIds.length === 0) return porIndicador;
  const rows = await linhas<{ indicadorId: number; peso: number; prazo: string }>(
    db,
    sql`
    select i.id as "indicadorId", it.peso_meta as peso, it.prazo::text as prazo
    from plano_acao p
    join questionario qo on qo.id = p.questionario_id
    join edicao eo on eo.id = qo.edicao_id
    join plano_acao_item it on it.plano_id = p.id and it.estado <> 'cancelada'
    join indicador i on i.linhagem = it.linhagem
      and i.id = any(${`{${indicadorIds.join(',')}}`}::int[])
    where p.objeto_id = ${objetoId}::integer and p.avaliado_em is null and eo.ano < ${ano}::integer`,
  );
  for (const { indicadorId, ...r } of rows) porIndicador.set(indicadorId, r);
  return porIndicador;
}

export type EstruturaDoQuestionario = Awaited<ReturnType<typeof estruturaDoQuestionario>>;
