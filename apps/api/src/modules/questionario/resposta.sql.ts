import { PESO_NAO_SE_APLICA } from '@guia/shared';
import { type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { joinPrincipioDoIndicador } from '../../db/queries/edicao-do-indicador.ts';
import { indicadorSeAplicaSql } from '../../db/queries/indicadores.ts';
import { sessaoVivaSelect } from '../../plugins/auth.ts';

/** What the save statement answers: the session, the checks as read, the decision and what it wrote. */
export interface LinhaResposta {
  /** The caller's session (null: dead; nothing past it was read). */
  role: string | null;
  aceite: boolean | null;
  /** The questionnaire's owner (null: no such questionnaire at that unit and edition). */
  usuarioId: number | null;
  finalizado: boolean | null;
  disponivel: boolean | null;
  indicadorAplica: boolean | null;
  nivelIndicadorId: number | null;
  peso: number | null;
  percentual: number | null;
  /** The stored answer when the statement began. */
  atualNivel: number | null;
  atualPercentual: number | null;
  atualVersao: number | null;
  /** The value differs from the stored one (a write is due). */
  mudou: boolean | null;
  /** `versao_base` was sent, is stale, and the value differs: refused (409), nothing written. */
  conflito: boolean | null;
  /** Every check passed and the save went ahead (the questionnaire row is SHARE-locked). */
  aberto: boolean;
  /** The version the change took (null: no change, or a clear). */
  versaoNova: number | null;
  /** Rows the upsert or the delete touched (0 with a change due: a concurrent save won the race). */
  escritas: number;
  /** The Idempotency-Key was recorded by this statement. */
  chaveGravada: boolean;
  /** The key's earlier use by this user, if any: what it answered and the request's digest. */
  anterior: { impressao: string; estado: string; status: number | null; resposta: unknown } | null;
}

const p = {
  usuario: sql.placeholder('usuarioId'),
  familia: sql.placeholder('familia'),
  questionario: sql.placeholder('questionarioId'),
  objeto: sql.placeholder('objetoId'),
  edicao: sql.placeholder('edicaoId'),
  indicador: sql.placeholder('indicadorId'),
  nivel: sql.placeholder('nivelId'),
  percentual: sql.placeholder('percentual'),
  chave: sql.placeholder('chave'),
  impressao: sql.placeholder('impressao'),
  rota: sql.placeholder('rota'),
  informada: sql.placeholder('versaoBaseInformada'),
  versaoBase: sql.placeholder('versaoBase'),
};

/** The Idempotency-Key and the versions only take part when sent. */
const semChave = sql`${p.chave}::uuid is null`;
const nivel = sql`${p.nivel}::integer`;

/** The body a save answers (kept with its Idempotency-Key, so a repeat answers it again). */
function corpoDaResposta(): SQL {
  return sql`json_build_object('data', json_build_object(
      'questionario_id', ${p.questionario}::integer, 'indicador_id', ${p.indicador}::integer,
      'nivel_id', ${nivel}, 'peso', case when ${nivel} is null then null else d.peso end,
      'percentual', case when ${nivel} is null then null else a.percentual end,
      'versao', case when ${nivel} is null then null when a.mudou then a.versao_nova else d.atual_versao end),
    'message', case when ${nivel} is null then 'Resposta removida' else 'Resposta salva' end)`;
}

/**
 * The whole save in ONE statement (one implicit transaction, one round trip with the session check):
 *   - `sessao`: the caller's live session (`sessaoVivaSelect`, the auth hook's own query); nothing
 *     else is read for a dead one.
 *   - `anterior`: the caller's earlier use of the same Idempotency-Key; any earlier use stops the
 *     write (the route replays it, or refuses another body with 422).
 *   - `alvo`: the questionnaire at that unit and edition, its edition's availability, its unit's
 *     owner and category, the indicator (of the edition, applying to the category), the level, and
 *     the stored answer with its version. No row: no such questionnaire (404).
 *   - `decisao`: whether the value differs from the stored one (`mudou`; the same value is simply
 *     confirmed, no new version) and whether `versao_base`, when sent, is stale with a different
 *     value (`conflito`: 409, nothing written).
 *   - `aberto`: the questionnaire again, only when every check passes, with a SHARE lock on its row
 *     (the finish takes the UPDATE lock first; see `finalizar`), and the new version
 *     (`resposta_versao_seq`) when a level changes. Writes go only through `aberto`.
 *   - `chave_nova` records the key with the answer it gives, in the same transaction as the write;
 *     the write waits for it, so two requests with one key write once.
 *   - `gravada` upserts, `apagada` clears; with `versao_base` sent, only over the version read (a
 *     concurrent save in between leaves 0 rows: the route answers the conflict).
 *   - `marcada` marks the questionnaire for the '100% preenchido' statistic (`drenarPendentes`).
 */
function responderSql(db: Database): SQL {
  return sql`
  with sessao as (${sessaoVivaSelect(db, p.usuario, p.familia).limit(1)}),
  anterior as (
    select i.impressao, i.estado, i.status, i.resposta from idempotencia i
    where i.usuario_id = ${p.usuario}::integer and i.chave = ${p.chave}::uuid
  ),
  alvo as (
    select q.id, q.finalizado, e.disponivel, o.usuario_id, o.categoria_id,
      (pr.id is not null and ${indicadorSeAplicaSql(sql`o.categoria_id`, sql`i.categorias`)}) as aplica,
      i.possuipercentual, n.indicador_id as nivel_indicador_id, n.peso,
      r.nivel_id as atual_nivel, r.percentual as atual_percentual, r.versao as atual_versao
    from sessao s
    join questionario q on s.role is not null and s.aceite and q.id = ${p.questionario}::integer
      and q.objeto_id = ${p.objeto}::integer and q.edicao_id = ${p.edicao}::integer
    join objeto o on o.id = q.objeto_id
    join edicao e on e.id = q.edicao_id
    left join indicador i on i.id = ${p.indicador}::integer
    ${joinPrincipioDoIndicador({ principio: 'pr' }, { left: true, daEdicao: sql`q.edicao_id` })}
    left join nivel n on n.id = ${nivel}
    left join resposta r on r.questionario_id = q.id and r.indicador_id = ${p.indicador}::integer
  ),
  valores as (
    -- The slider is kept only where the indicator has one, and only with a level that applies: a share
    -- of something 'Não se aplica' means nothing, so it is dropped (and the answer says percentual null).
    select alvo.*, case when alvo.possuipercentual and alvo.peso is not null
        and alvo.peso <> ${PESO_NAO_SE_APLICA}::integer then ${p.percentual}::smallint end as percentual
    from alvo
  ),
  decisao as (
    select v.*, m.mudou,
      (${p.informada}::boolean and m.mudou and ${p.versaoBase}::bigint is distinct from v.atual_versao) as conflito
    from valores v
    cross join lateral (select case when ${nivel} is null then v.atual_nivel is not null
      else v.atual_nivel is distinct from ${nivel} or v.atual_percentual is distinct from v.percentual end as mudou) m
  ),
  aberto as (
    select q.id, d.percentual, d.mudou, d.atual_versao,
      case when d.mudou and ${nivel} is not null then nextval('resposta_versao_seq') end as versao_nova
    from questionario q join decisao d on d.id = q.id
    where not q.finalizado and d.disponivel and d.usuario_id = ${p.usuario}::integer and d.aplica
      and (${nivel} is null or d.nivel_indicador_id = ${p.indicador}::integer)
      and not d.conflito and not exists (select 1 from anterior)
    for share of q
  ),
  chave_nova as (
    insert into idempotencia (usuario_id, chave, rota, impressao, estado, status, resposta)
    select ${p.usuario}::integer, ${p.chave}::uuid, ${p.rota}::text, ${p.impressao}::text, 'concluido', 200,
      ${corpoDaResposta()}
    from aberto a join decisao d on d.id = a.id
    where not ${semChave}
    on conflict (usuario_id, chave) do nothing
    returning 1
  ),
  pode_escrever as (select 1 from aberto a where a.mudou and (${semChave} or exists (select 1 from chave_nova))),
  gravada as (
    insert into resposta (questionario_id, indicador_id, nivel_id, percentual, versao)
    select a.id, ${p.indicador}::integer, ${nivel}, a.percentual, a.versao_nova
    from aberto a where ${nivel} is not null and exists (select 1 from pode_escrever)
    on conflict (questionario_id, indicador_id) do update
      set nivel_id = excluded.nivel_id, percentual = excluded.percentual, versao = excluded.versao,
        atualizado_em = now()
      where not ${p.informada}::boolean or resposta.versao is not distinct from (select atual_versao from aberto)
    returning 1
  ),
  apagada as (
    delete from resposta using aberto a
    where ${nivel} is null and exists (select 1 from pode_escrever)
      and resposta.questionario_id = a.id and resposta.indicador_id = ${p.indicador}::integer
      and (not ${p.informada}::boolean or resposta.versao is not distinct from a.atual_versao)
    returning 1
  ),
  marcada as (
    insert into questionario_pendente (questionario_id) select aberto.id from aberto where aberto.mudou
    on conflict (questionario_id) do nothing
  )
  select s.role, s.aceite, d.usuario_id as "usuarioId", d.finalizado, d.disponivel,
    coalesce(d.aplica, false) as "indicadorAplica", d.nivel_indicador_id as "nivelIndicadorId", d.peso,
    d.percentual, d.atual_nivel as "atualNivel", d.atual_percentual as "atualPercentual",
    d.atual_versao::float8 as "atualVersao", d.mudou, d.conflito,
    exists (select 1 from aberto) as aberto,
    (select versao_nova::float8 from aberto) as "versaoNova",
    ((select count(*) from gravada) + (select count(*) from apagada))::int as escritas,
    exists (select 1 from chave_nova) as "chaveGravada",
    (select json_build_object('impressao', impressao, 'estado', estado, 'status', status, 'resposta', resposta)
      from anterior) as anterior
  from (select 1) um
  left join sessao s on true
  left join decisao d on true`;
}

type Preparada = { execute: (valores: Record<string, unknown>) => Promise<{ rows: LinhaResposta[] }> };

const dialeto = new PgDialect();
const preparadas = new WeakMap<Database, Preparada>();

/** Drizzle prepares only its query builder's statements; this one is raw SQL (data-modifying CTEs). */
export function responderPreparada(db: Database): Preparada {
  let consulta = preparadas.get(db);
  if (!consulta) {
    consulta = db._.session.prepareQuery(
      dialeto.sqlToQuery(responderSql(db)),
      undefined,
      'questionario_responder',
      false,
    ) as unknown as Preparada;
    preparadas.set(db, consulta);
  }
  return consulta;
}
