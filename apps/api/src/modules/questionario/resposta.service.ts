import { PESO_NAO_SE_APLICA, type RespostaInput } from '@guia/shared';
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { acessar } from '../../access/acessar.ts';
import type { Actor } from '../../access/actor.ts';
import type { Database } from '../../db/client.ts';
import { joinPrincipioDoIndicador } from '../../db/queries/edicao-do-indicador.ts';
import { indicadorSeAplicaSql } from '../../db/queries/indicadores.ts';
import { badRequest, conflict } from '../../errors.ts';
import { MENSAGENS } from './questionario.service.ts';

/** What the save statement answers: the checks as read, and whether the answer was written. */
interface LinhaResposta {
  usuarioId: number;
  finalizado: boolean;
  indicadorAplica: boolean;
  nivelIndicadorId: number | null;
  peso: number | null;
  percentual: number | null;
  gravada: boolean;
}

const p = {
  questionario: sql.placeholder('questionarioId'),
  objeto: sql.placeholder('objetoId'),
  edicao: sql.placeholder('edicaoId'),
  indicador: sql.placeholder('indicadorId'),
  nivel: sql.placeholder('nivelId'),
  percentual: sql.placeholder('percentual'),
  usuario: sql.placeholder('usuarioId'),
};

/**
 * The whole save in ONE statement (one implicit transaction), so that with the session check a save
 * is two round trips:
 *   - `alvo` reads what the answer is checked against: the questionnaire at that unit and edition,
 *     its unit's owner and category, whether the indicator is of the edition and applies to the
 *     category, the level's indicator and weight. No row: no such questionnaire (404).
 *   - `aberto` is the questionnaire again, only when every check passes (owner, open, indicator
 *     applies, level of that indicator), with a SHARE lock on its row. The answer is written or
 *     cleared only through `aberto`, so a failed check writes nothing. `finalizar` takes the row's
 *     UPDATE lock before it reads the answers, and the two locks conflict: if the finish holds it
 *     first, this statement waits, re-checks `not finalizado` on the finished row and writes nothing
 *     (409); if this statement holds it first, the finish waits for its commit and scores the answer.
 *     Shared locks do not block each other: two devices answering one questionnaire never queue, and
 *     the questionnaire row is not rewritten (the time of the last answer is `resposta.atualizado_em`).
 *   - `gravada` upserts (a level) or `apagada` deletes (nivel_id null) the answer; ON CONFLICT makes
 *     the same answer sent twice, or concurrently, one row.
 *   - `marcada` marks the questionnaire for the '100% preenchido' statistic, recounted before the
 *     statistics are read (`drenarPendentes`) instead of on every answer.
 * Prepared once per connection pool (named statement: parsed and planned once per connection).
 */
const RESPONDER = sql`
  with alvo as (
    select q.id, q.finalizado, o.usuario_id, o.categoria_id,
      (pr.id is not null and ${indicadorSeAplicaSql(sql`o.categoria_id`, sql`i.categorias`)}) as aplica,
      i.possuipercentual, n.indicador_id as nivel_indicador_id, n.peso
    from questionario q
    join objeto o on o.id = q.objeto_id
    left join indicador i on i.id = ${p.indicador}::integer
    ${joinPrincipioDoIndicador({ principio: 'pr' }, { left: true, daEdicao: sql`q.edicao_id` })}
    left join nivel n on n.id = ${p.nivel}::integer
    where q.id = ${p.questionario}::integer and q.objeto_id = ${p.objeto}::integer
      and q.edicao_id = ${p.edicao}::integer
  ),
  valores as (
    -- The slider is kept only where the indicator has one, and only with a level that applies: a share
    -- of something 'Não se aplica' means nothing, so it is dropped (and the answer says percentual null).
    select alvo.*, case when alvo.possuipercentual and alvo.peso is not null
        and alvo.peso <> ${PESO_NAO_SE_APLICA}::integer then ${p.percentual}::smallint end as percentual
    from alvo
  ),
  aberto as (
    select q.id, valores.percentual from questionario q join valores on valores.id = q.id
    where not q.finalizado and valores.usuario_id = ${p.usuario}::integer and valores.aplica
      and (${p.nivel}::integer is null or valores.nivel_indicador_id = ${p.indicador}::integer)
    for share of q
  ),
  gravada as (
    insert into resposta (questionario_id, indicador_id, nivel_id, percentual)
    select aberto.id, ${p.indicador}::integer, ${p.nivel}::integer, aberto.percentual
    from aberto where ${p.nivel}::integer is not null
    on conflict (questionario_id, indicador_id) do update
      set nivel_id = excluded.nivel_id, percentual = excluded.percentual, atualizado_em = now()
  ),
  apagada as (
    delete from resposta using aberto
    where ${p.nivel}::integer is null
      and resposta.questionario_id = aberto.id and resposta.indicador_id = ${p.indicador}::integer
  ),
  marcada as (
    insert into questionario_pendente (questionario_id) select aberto.id from aberto
    on conflict (questionario_id) do nothing
  )
  select v.usuario_id as "usuarioId", v.finalizado, coalesce(v.aplica, false) as "indicadorAplica",
    v.nivel_indicador_id as "nivelIndicadorId", v.peso, v.percentual,
    exists (select 1 from aberto) as gravada
  from valores v`;

type Preparada = { execute: (valores: Record<string, unknown>) => Promise<{ rows: LinhaResposta[] }> };

const dialeto = new PgDialect();
const preparadas = new WeakMap<Database, Preparada>();

/** Drizzle prepares only its query builder's statements; this one is raw SQL (data-modifying CTEs). */
function responderPreparada(db: Database): Preparada {
  let consulta = preparadas.get(db);
  if (!consulta) {
    consulta = db._.session.prepareQuery(
      dialeto.sqlToQuery(RESPONDER),
      undefined,
      'questionario_responder',
      false,
    ) as unknown as Preparada;
    preparadas.set(db, consulta);
  }
  return consulta;
}

/**
 * Saves (or, with nivel_id null, clears) the answer to one indicator of the actor's open
 * questionnaire in one round trip (two with the session check). The statement writes only when every
 * check passes; the checks it read decide the error, in the module's order: 404 (another user's is
 * missing), 409, then the 400s.
 */
export async function responder(db: Database, actor: Actor, input: RespostaInput) {
  const row = await acessar(
    db,
    actor,
    'resposta.salvar',
    async (d) => {
      const { rows } = await responderPreparada(d).execute({
        questionarioId: input.questionario_id,
        objetoId: input.objeto_id,
        edicaoId: input.guia_id,
        indicadorId: input.indicador_id,
        nivelId: input.nivel_id,
        percentual: input.percentual ?? null,
        usuarioId: actor.id,
      });
      return rows[0];
    },
    {
      naoEncontrado: MENSAGENS.questionarioNaoEncontrado,
      validar: (q) => {
        if (q.finalizado) throw conflict(MENSAGENS.jaFinalizado);
      },
    },
  );
  if (!row.indicadorAplica) {
    throw badRequest(MENSAGENS.indicadorNaoAplicavel, { indicador_id: MENSAGENS.indicadorNaoAplicavel });
  }
  if (input.nivel_id !== null && row.nivelIndicadorId !== input.indicador_id) {
    throw badRequest(MENSAGENS.nivelDeOutroIndicador, { nivel_id: MENSAGENS.nivelDeOutroIndicador });
  }
  // Every check passed as read, yet nothing was written: the questionnaire was finished meanwhile.
  if (!row.gravada) throw conflict(MENSAGENS.jaFinalizado);
  const peso = input.nivel_id === null ? null : row.peso;
  return {
    questionarioId: input.questionario_id,
    indicadorId: input.indicador_id,
    nivelId: input.nivel_id,
    peso,
    percentual: input.nivel_id === null ? null : row.percentual,
  };
}
