import { PESO_NAO_SE_APLICA } from '@guia/shared';
import { type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { joinPrincipioDoIndicador } from '../../db/queries/edicao-do-indicador.ts';
import { indicadorSeAplicaSql } from '../../db/queries/indicadores.ts';
import { sessaoVivaSelect } from '../../plugins/auth.ts';

/** One save as the statement takes it (a row of its `lote`). */
export interface EntradaResposta {
  usuario: number;
  familia: string;
  questionario: number;
  objeto: number;
  edicao: number;
  indicador: number;
  nivel: number | null;
  percentual: number | null;
  chave: string | null;
  impressao: string | null;
  /** `versao_base` was sent (then `versao_base` null means "no answer yet"). */
  informada: boolean;
  versao_base: number | null;
}

/** What the save statement answers per save: the session, the checks as read, the decision and what it wrote. */
export interface LinhaResposta {
  /** The save's place in the batch (1-based). */
  ord: number;
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

const p = { lote: sql.placeholder('lote'), rota: sql.placeholder('rota') };

/** The body a save answers (kept with its Idempotency-Key, so a repeat answers it again). */
const corpoDaResposta = sql`json_build_object('data', json_build_object(
      'questionario_id', d.questionario, 'indicador_id', d.indicador,
      'nivel_id', d.nivel, 'peso', case when d.nivel is null then null else d.peso end,
      'percentual', case when d.nivel is null then null else a.percentual end,
      'versao', case when d.nivel is null then null when a.mudou then a.versao_nova else d.atual_versao end),
    'message', case when d.nivel is null then 'Resposta removida' else 'Resposta salva' end)`;

/**
 * The reads: each save of the batch (`entrada`, from one JSON parameter), its caller's live session
 * (`sessaoVivaSelect`, the auth hook's own query; nothing else is read for a dead one), the caller's
 * earlier use of the same Idempotency-Key (`anterior`), and `alvo`: the questionnaire at that unit and
 * edition, its edition's availability, its unit's owner and category, the indicator (of the edition,
 * applying to the category), the level and the stored answer with its version. `decisao` says
 * whether the value differs from the stored one (`mudou`; the same value is simply confirmed, no new
 * version) and whether `versao_base`, when sent, is stale with a different value (`conflito`).
 */
function leituras(db: Database): SQL {
  return sql`
  entrada as (
    select * from json_to_recordset(${p.lote}::json) as e(ord integer, usuario integer, familia uuid,
      questionario integer, objeto integer, edicao integer, indicador integer, nivel integer,
      percentual smallint, chave uuid, impressao text, informada boolean, versao_base bigint)
  ),
  sessao as (
    select e.ord, s.role, s.aceite from entrada e
    cross join lateral (${sessaoVivaSelect(db, sql`e.usuario`, sql`e.familia`).limit(1)}) s
  ),
  anterior as (
    select e.ord, i.impressao, i.estado, i.status, i.resposta from entrada e
    cross join lateral (select * from idempotencia i where i.usuario_id = e.usuario and i.chave = e.chave limit 1) i
  ),
  alvo as (
    select e.*, q.id, q.finalizado, ed.disponivel, o.usuario_id, o.categoria_id,
      (pr.id is not null and ${indicadorSeAplicaSql(sql`o.categoria_id`, sql`i.categorias`)}) as aplica,
      i.possuipercentual, n.indicador_id as nivel_indicador_id, n.peso,
      r.nivel_id as atual_nivel, r.percentual as atual_percentual, r.versao as atual_versao,
      g.id as autorizacao_id
    from entrada e
    join sessao s on s.ord = e.ord and s.role is not null and s.aceite
    join questionario q on q.id = e.questionario and q.objeto_id = e.objeto and q.edicao_id = e.edicao
    join objeto o on o.id = q.objeto_id
    join edicao ed on ed.id = q.edicao_id
    left join indicador i on i.id = e.indicador
    ${joinPrincipioDoIndicador({ principio: 'pr' }, { left: true, daEdicao: sql`q.edicao_id` })}
    left join nivel n on n.id = e.nivel
    left join lateral (
      select r.nivel_id, r.percentual, r.versao from resposta r
      where r.questionario_id = q.id and r.indicador_id = e.indicador limit 1
    ) r on true
    -- Someone else's unit: the caller's live grant on it, if any (checked and locked in concessao).
    left join lateral (
      select a.id from autorizacao a
      where o.usuario_id <> e.usuario and a.tecnico_id = e.usuario and a.objeto_id = o.id
        and a.revogada_em is null
      limit 1
    ) g on true
  ),
  valores as (
    -- The slider is kept only where the indicator has one, and only with a level that applies: a share
    -- of something 'Não se aplica' means nothing, so it is dropped (and the answer says percentual null).
    select alvo.ord, alvo.usuario, alvo.questionario, alvo.indicador, alvo.nivel, alvo.chave, alvo.impressao,
      alvo.informada, alvo.versao_base, alvo.id, alvo.finalizado, alvo.disponivel, alvo.usuario_id, alvo.aplica,
      alvo.nivel_indicador_id, alvo.peso, alvo.atual_nivel, alvo.atual_percentual, alvo.atual_versao,
      alvo.objeto, alvo.autorizacao_id,
      case when alvo.possuipercentual and alvo.peso is not null
        and alvo.peso <> ${PESO_NAO_SE_APLICA}::integer then alvo.percentual end as percentual
    from alvo
  ),
  decisao as (
    select v.*, m.mudou, (v.informada and m.mudou and v.versao_base is distinct from v.atual_versao) as conflito
    from valores v
    cross join lateral (select case when v.nivel is null then v.atual_nivel is not null
      else v.atual_nivel is distinct from v.nivel or v.atual_percentual is distinct from v.percentual end as mudou) m
  )`;
}

/**
 * The writes, each only through `aberto`: the questionnaire again, only for the saves whose every
 * check passed, with a SHARE lock on its row (the finish takes the UPDATE lock first; see
 * `finalizar`), and the new version (`resposta_versao_seq`) when a level changes.
 *   - `chave_nova` records the key with the answer it gives, in the same transaction as the write;
 *     the write waits for it, so two requests with one key write once.
 *   - `gravada` upserts, `apagada` clears; with `versao_base` sent, only over the version read (a
 *     concurrent save in between leaves 0 rows: the route answers the conflict).
 *   - `marcada` marks the questionnaire for the '100% preenchido' statistic (`drenarPendentes`).
 */
const escritas = sql`
  concessao as (
    select a.id from autorizacao a join tecnico t on t.usuario_id = a.tecnico_id
    where a.id in (select d.autorizacao_id from decisao d where d.autorizacao_id is not null)
      and a.revogada_em is null and a.valida_ate > now() and t.status = 'credenciado' and a.preencher
    for share of a, t
  ),
  aberto as (
    select d.ord, q.id, d.usuario, d.usuario_id as dono, d.objeto, d.autorizacao_id, d.indicador, d.nivel,
      d.chave, d.informada, d.percentual, d.mudou, d.atual_versao,
      case when d.mudou and d.nivel is not null then nextval('resposta_versao_seq') end as versao_nova
    from questionario q join decisao d on d.id = q.id
    where not q.finalizado and d.disponivel and d.aplica
      and (d.usuario_id = d.usuario or exists (select 1 from concessao c where c.id = d.autorizacao_id))
      and (d.nivel is null or d.nivel_indicador_id = d.indicador)
      and not d.conflito and not exists (select 1 from anterior an where an.ord = d.ord)
    for share of q
  ),
  chave_nova as (
    insert into idempotencia (usuario_id, chave, rota, impressao, estado, status, resposta)
    select a.usuario, a.chave, ${p.rota}::text, d.impressao, 'concluido', 200, ${corpoDaResposta}
    from aberto a join decisao d on d.ord = a.ord
    where a.chave is not null
    on conflict (usuario_id, chave) do nothing
    returning usuario_id, chave
  ),
  pode_escrever as (
    select a.* from aberto a
    where a.mudou and (a.chave is null
      or exists (select 1 from chave_nova c where c.usuario_id = a.usuario and c.chave = a.chave))
  ),
  gravada as (
    insert into resposta (questionario_id, indicador_id, nivel_id, percentual, versao, respondido_por)
    select pe.id, pe.indicador, pe.nivel, pe.percentual, pe.versao_nova,
      case when pe.usuario <> pe.dono then pe.usuario end
    from pode_escrever pe where pe.nivel is not null
    on conflict (questionario_id, indicador_id) do update
      set nivel_id = excluded.nivel_id, percentual = excluded.percentual, versao = excluded.versao,
        atualizado_em = now(), respondido_por = excluded.respondido_por
      where not (select pe.informada from pode_escrever pe
          where pe.id = resposta.questionario_id and pe.indicador = resposta.indicador_id)
        or resposta.versao is not distinct from (select pe.atual_versao from pode_escrever pe
          where pe.id = resposta.questionario_id and pe.indicador = resposta.indicador_id)
    returning questionario_id, indicador_id
  ),
  apagada as (
    delete from resposta using pode_escrever pe
    where pe.nivel is null and resposta.questionario_id = pe.id and resposta.indicador_id = pe.indicador
      and (not pe.informada or resposta.versao is not distinct from pe.atual_versao)
    returning resposta.questionario_id, resposta.indicador_id
  ),
  marcada as (
    insert into questionario_pendente (questionario_id) select distinct a.id from aberto a where a.mudou
    on conflict (questionario_id) do nothing
  ),
  auditada as (
    -- A technician's save (issue 18) is audited by the statement that makes it: no act without its row.
    insert into auditoria (ator_id, ator_nome, acao, alvo_usuario_id, objeto_id, detalhes)
    select u.id, u.nome, 'tecnico.resposta.salvar', a.dono, a.objeto,
      jsonb_build_object('autorizacaoId', a.autorizacao_id, 'questionarioId', a.id, 'indicadorId', a.indicador,
        'nivelId', a.nivel)
    from aberto a join usuario u on u.id = a.usuario
    where a.usuario <> a.dono
  )`;

/** One row per save of the batch, in its order. */
const resultado = sql`
  select e.ord, s.role, s.aceite, d.usuario_id as "usuarioId", d.finalizado, d.disponivel,
    coalesce(d.aplica, false) as "indicadorAplica", d.nivel_indicador_id as "nivelIndicadorId", d.peso,
    d.percentual, d.atual_nivel as "atualNivel", d.atual_percentual as "atualPercentual",
    d.atual_versao::float8 as "atualVersao", d.mudou, d.conflito,
    (a.ord is not null) as aberto, a.versao_nova::float8 as "versaoNova",
    ((select count(*) from gravada g where g.questionario_id = a.id and g.indicador_id = a.indicador)
      + (select count(*) from apagada x where x.questionario_id = a.id and x.indicador_id = a.indicador))::int
      as escritas,
    exists (select 1 from chave_nova c where c.usuario_id = e.usuario and c.chave = e.chave) as "chaveGravada",
    (select json_build_object('impressao', an.impressao, 'estado', an.estado, 'status', an.status,
      'resposta', an.resposta) from anterior an where an.ord = e.ord) as anterior
  from entrada e
  left join sessao s on s.ord = e.ord
  left join decisao d on d.ord = e.ord
  left join aberto a on a.ord = e.ord
  order by e.ord`;

/**
 * A batch of saves (or, with nivel null, clears) in ONE statement: one implicit transaction and one
 * round trip for all of them, each with its own session check. A save never fails the statement:
 * every check is a join or a condition, and each save's row says what it read and did (the service
 * turns it into that save's answer). The batch holds no two saves of one answer or of one key
 * (`LoteDeRespostas`): an upsert cannot touch a row twice in one statement.
 */
function responderSql(db: Database): SQL {
  return sql`with ${leituras(db)}, ${escritas} ${resultado}`;
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

/** Runs one batch of saves: one row per save, in the batch's order. */
export async function executarLote(
  db: Database,
  lote: EntradaResposta[],
  rota: string,
): Promise<LinhaResposta[]> {
  const comOrdem = lote.map((entrada, i) => ({ ord: i + 1, ...entrada }));
  const { rows } = await responderPreparada(db).execute({ lote: JSON.stringify(comOrdem), rota });
  return rows;
}
