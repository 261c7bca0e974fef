import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { mediaDasColunasSql } from './avaliacao-geral.ts';

/**
 * The upsert that writes `objeto_resultado` (the latest and the previous finished questionnaire
 * of a unit, with their frozen per-principle aproveitamento) from `questionario` and
 * `resultado_principio`. `alvo` restricts it to some units (`q.objeto_id = any(...)`); the same
 * statement, unrestricted, is the rebuild at the end of migration 0008.
 */
function upsertResultados(alvo: SQL): SQL {
  return sql`
    with fin as (
      select q.objeto_id, q.id, q.edicao_id, q.finalizado_em,
             row_number() over (partition by q.objeto_id order by q.finalizado_em desc, q.id desc) as rn,
             count(*) over (partition by q.objeto_id) as n
        from questionario q
       where q.finalizado and ${alvo}
    ),
    sc as (
      select f.objeto_id, f.id, f.edicao_id, f.finalizado_em, f.rn, f.n,
             coalesce(max(r.aproveitamento) filter (where r.principio_codigo = 1), 0) as p1,
             coalesce(max(r.aproveitamento) filter (where r.principio_codigo = 2), 0) as p2,
             coalesce(max(r.aproveitamento) filter (where r.principio_codigo = 3), 0) as p3,
             coalesce(max(r.aproveitamento) filter (where r.principio_codigo = 4), 0) as p4,
             coalesce(max(r.aproveitamento) filter (where r.principio_codigo = 5), 0) as p5
        from fin f
        left join resultado_principio r on r.questionario_id = f.id
       where f.rn <= 2
       group by f.objeto_id, f.id, f.edicao_id, f.finalizado_em, f.rn, f.n
    )
    insert into objeto_resultado (objeto_id, questionario_id, edicao_id, finalizado_em, percentual,
                                  p1, p2, p3, p4, p5, anterior_questionario_id, anterior_percentual,
                                  a1, a2, a3, a4, a5, finalizados)
    select l.objeto_id, l.id, l.edicao_id, l.finalizado_em, ${mediaDasColunasSql('l.p')},
           l.p1, l.p2, l.p3, l.p4, l.p5, a.id, ${mediaDasColunasSql('a.p')},
           a.p1, a.p2, a.p3, a.p4, a.p5, l.n
      from sc l
      left join sc a on a.objeto_id = l.objeto_id and a.rn = 2
     where l.rn = 1
    on conflict (objeto_id) do update set
      questionario_id = excluded.questionario_id, edicao_id = excluded.edicao_id,
      finalizado_em = excluded.finalizado_em, percentual = excluded.percentual,
      p1 = excluded.p1, p2 = excluded.p2, p3 = excluded.p3, p4 = excluded.p4, p5 = excluded.p5,
      anterior_questionario_id = excluded.anterior_questionario_id,
      anterior_percentual = excluded.anterior_percentual,
      a1 = excluded.a1, a2 = excluded.a2, a3 = excluded.a3, a4 = excluded.a4, a5 = excluded.a5,
      finalizados = excluded.finalizados`;
}

/**
 * The insert that writes `objeto_indicador_ultimo` from `objeto_resultado` (its latest and previous
 * questionnaires) and their answers: each level as a percent of its indicator's highest weight,
 * the previous answer found by indicator code. `alvo` restricts it on `r.objeto_id`; the same
 * statement, unrestricted, is the rebuild at the end of migration 0009.
 */
function inserirIndicadores(alvo: SQL): SQL {
  const nv = sql`(select n.id, n.peso,
                         (n.peso * 100) / nullif(max(n.peso) over (partition by n.indicador_id), 0) as pct
                    from nivel n)`;
  return sql`
    insert into objeto_indicador_ultimo (objeto_id, indicador_id, percentual, anterior_percentual)
    select r.objeto_id, rs.indicador_id, nv.pct, pa.pct
      from objeto_resultado r
      join resposta rs on rs.questionario_id = r.questionario_id
      join ${nv} nv on nv.id = rs.nivel_id and nv.peso > 0
      join indicador i on i.id = rs.indicador_id
      left join (select ra.questionario_id, ia.codigo, na.pct
                   from resposta ra
                   join indicador ia on ia.id = ra.indicador_id
                   join ${nv} na on na.id = ra.nivel_id and na.peso > 0) pa
        on pa.questionario_id = r.anterior_questionario_id and pa.codigo = i.codigo
     where ${alvo}`;
}

/**
 * Rewrites the latest result of these units. Call it in the transaction that finishes a
 * questionnaire (after its results are stored), so the admin list never lags behind.
 */
export async function atualizarResultadosDasUnidades(
  db: Pick<Database, 'execute'>,
  objetoIds: number[],
): Promise<void> {
  if (objetoIds.length === 0) return;
  const ids = sql`${`{${objetoIds.join(',')}}`}::int[]`;
  await db.execute(upsertResultados(sql`q.objeto_id = any(${ids})`));
  await db.execute(sql`
    delete from objeto_resultado r
     where r.objeto_id = any(${ids})
       and not exists (select 1 from questionario q where q.objeto_id = r.objeto_id and q.finalizado)`);
  await db.execute(sql`delete from objeto_indicador_ultimo x where x.objeto_id = any(${ids})`);
  await db.execute(inserirIndicadores(sql`r.objeto_id = any(${ids})`));
}

/** Rebuilds every unit's latest result (existing data, a bulk import, the bench seed). */
export async function reconstruirResultados(db: Pick<Database, 'execute'>): Promise<void> {
  await db.execute(sql`
    delete from objeto_resultado r
     where not exists (select 1 from questionario q where q.objeto_id = r.objeto_id and q.finalizado)`);
  await db.execute(upsertResultados(sql`true`));
  await db.execute(sql`delete from objeto_indicador_ultimo`);
  await db.execute(inserirIndicadores(sql`true`));
}
