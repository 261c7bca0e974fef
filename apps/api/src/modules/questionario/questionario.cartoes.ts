import { asc, count, desc, inArray, isNotNull, sql } from 'drizzle-orm';
import { type Database, schema } from '../../db/client.ts';
import { comPrincipioDoIndicador } from '../../db/queries/edicao-do-indicador.ts';
import { indicadorSeAplicaSql } from '../../db/queries/indicadores.ts';
import { emSequencia, groupBy } from './questionario.service.ts';

const { edicao, principio, indicador, questionario } = schema;

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
