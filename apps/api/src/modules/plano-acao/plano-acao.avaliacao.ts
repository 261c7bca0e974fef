import { type Desfecho, desfecho } from '@guia/shared';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { linhas } from '../../db/linhas.ts';
import { joinPrincipioDoIndicador } from '../../db/queries/edicao-do-indicador.ts';
import { indicadorSeAplicaSql } from '../../db/queries/indicadores.ts';
import { type Assinatura, assinar, assinaturasDoProcesso } from '../../events/eventos.ts';

interface ItemAAvaliar {
  id: number;
  planoId: number;
  pesoAtual: number;
  pesoMeta: number;
  estado: string;
  /** An indicator of the same lineage is in the new questionnaire's edition and applies to the unit. */
  presente: boolean;
  pesoObtido: number | null;
}

/**
 * The unit's active plan made in an earlier edition than the questionnaire just finished (locked),
 * with, per item, the weight the new questionnaire holds for the indicator of the same lineage
 * (`indicador.linhagem`: a renumbered or moved indicator still matches).
 */
function itensDoPlanoAtivo(objetoId: number, questionarioId: number) {
  return sql`
    with plano as (
      select p.id from plano_acao p
      join questionario qo on qo.id = p.questionario_id
      join edicao eo on eo.id = qo.edicao_id
      join questionario qn on qn.id = ${questionarioId}::integer and qn.objeto_id = p.objeto_id
      join edicao en on en.id = qn.edicao_id
      where p.objeto_id = ${objetoId}::integer and p.avaliado_em is null and en.ano > eo.ano
      for update of p
    )
    select it.id, it.plano_id as "planoId", it.peso_atual as "pesoAtual", it.peso_meta as "pesoMeta",
      it.estado, novo.id is not null as presente, n.peso as "pesoObtido"
    from plano pl
    join plano_acao_item it on it.plano_id = pl.id
    left join lateral (
      select i.id from indicador i
      ${joinPrincipioDoIndicador()}
      join questionario qn on qn.id = ${questionarioId}::integer
      join objeto o on o.id = qn.objeto_id
      where i.linhagem = it.linhagem and p.edicao_id = qn.edicao_id
        and ${indicadorSeAplicaSql(sql`o.categoria_id`, sql`i.categorias`)}
      limit 1
    ) novo on true
    left join resposta r on r.questionario_id = ${questionarioId}::integer and r.indicador_id = novo.id
    left join nivel n on n.id = r.nivel_id
    order by it.id`;
}

/**
 * Next year's verdict (issue 17 §2): when a unit finishes the questionnaire of a later edition than
 * its active plan's, each target's outcome (`desfecho`, the shared rule) and the weight obtained are
 * frozen, and the plan becomes the unit's previous one. In the finish's own transaction, so the
 * outcomes and the results commit together. A cancelled target is not judged. Answers the plan's id,
 * or null when there was nothing to evaluate.
 */
export async function avaliarPlano(
  tx: Database,
  objetoId: number,
  questionarioId: number,
): Promise<number | null> {
  const itens = await linhas<ItemAAvaliar>(tx, itensDoPlanoAtivo(objetoId, questionarioId));
  const planoId = itens[0]?.planoId;
  if (planoId === undefined) return null;
  const julgados = itens
    .filter((i) => i.estado !== 'cancelada')
    .map((i) => ({
      id: i.id,
      desfecho: desfecho(i.pesoAtual, i.pesoMeta, i.presente ? i.pesoObtido : 'ausente') satisfies Desfecho,
      peso_obtido: i.presente ? i.pesoObtido : null,
    }));
  if (julgados.length > 0) {
    await tx.execute(sql`
      update plano_acao_item it set desfecho = v.desfecho, peso_obtido = v.peso_obtido, atualizado_em = now()
      from json_to_recordset(${JSON.stringify(julgados)}::json) as v(id integer, desfecho text, peso_obtido smallint)
      where it.id = v.id`);
  }
  await tx.execute(sql`
    update plano_acao set avaliado_em = now(), questionario_avaliacao_id = ${questionarioId}::integer
    where id = ${planoId}::integer`);
  return planoId;
}

const questionarioFinalizado: Assinatura<'questionario.finalizado'> = {
  depois: async (tx, evento) => {
    await avaliarPlano(tx, evento.objetoId, evento.questionarioId);
  },
};

/** The plan's one subscription (called at composition, app.ts; see `assinaturasDoProcesso`). */
export const assinarAvaliacaoDoPlano = assinaturasDoProcesso(() => [
  assinar('questionario.finalizado', questionarioFinalizado),
]);
