import { type AgregadoDoGrupo, COMPARATIVO_FAIXA, type ParteDoDono } from '@guia/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { linhas } from '../../db/linhas.ts';

/**
 * First key of the edition's advisory lock (the second is the edition id), so that one instance
 * at a time refreshes an edition's snapshots.
 */
const TRAVA_COMPARATIVO = 0x436d70;

/** A full diff runs at least this often even with no new finish: units deleted or moved to another UF. */
export const COMPARACAO_COMPLETA_MS = 10 * 60_000;

/** Who a group counts and when it may change (docs/decisions.md: snapshots, sybils). */
export interface RegrasDoComparativo {
  /** Smallest group shown (units, and distinct other owners); also the owners a change must span to publish. */
  minUnidades: number;
  /** Days an account and a finished questionnaire must have before a group counts them (COMPARATIVO_CARENCIA_DIAS). */
  carenciaDias: number;
  /** The clock (`app.now()`). */
  agora: Date;
}

export interface OpcoesDaAtualizacao {
  /** Diff even when nothing seems to have changed since the last refresh. */
  forcar?: boolean;
  comparacaoCompletaMs?: number;
}

export interface ResultadoDaAtualizacao {
  /** False when another instance held the lock, or nothing changed since the last refresh. */
  comparou: boolean;
  /** Groups whose published value this refresh replaced. */
  publicados: string[];
}

/**
 * Refreshes the published comparative snapshots of an edition (docs/decisions.md). The current
 * members of every group (each counted unit's latest finished questionnaire, in its UF, its
 * macro-region and Brasil) are diffed with the published ones; a group whose joined, left or
 * changed units belong to at least `minUnidades` distinct owners takes the whole diff and a new
 * header, any other group keeps its published value. One transaction under the edition's
 * advisory lock. A unit counts only when its owner confirmed the e-mail and the account and the
 * questionnaire are `carenciaDias` old; members keep only the quarter of each score.
 */
export async function atualizarComparativo(
  db: Database,
  edicaoId: number,
  regras: RegrasDoComparativo,
  opcoes: OpcoesDaAtualizacao = {},
): Promise<ResultadoDaAtualizacao> {
  const comparacaoCompletaMs = opcoes.comparacaoCompletaMs ?? COMPARACAO_COMPLETA_MS;
  const agora = regras.agora.toISOString();
  const corte = new Date(regras.agora.getTime() - regras.carenciaDias * 86_400_000).toISOString();
  return db.transaction(async (tx) => {
    // Never wait for the lock: whoever holds it is doing this very work.
    const [trava] = await linhas<{ ok: boolean }>(
      tx,
      sql`select pg_try_advisory_xact_lock(${TRAVA_COMPARATIVO}::int, ${edicaoId}::int) as ok`,
    );
    if (!trava?.ok) return { comparou: false, publicados: [] };

    if (!opcoes.forcar) {
      // Same finished count and latest finish as the last diff, and that diff recent: nothing to do.
      // What only time changes (an account or a questionnaire passing the waiting period, an e-mail
      // confirmed) waits for the periodic full diff: at most `comparacaoCompletaMs` late.
      const [estado] = await linhas<{ inalterado: boolean }>(
        tx,
        sql`select e.finalizados = f.n and e.ultima_finalizacao is not distinct from f.ultima
              and e.comparado_em > ${agora}::timestamptz - make_interval(secs => ${comparacaoCompletaMs / 1000}::float8) as inalterado
            from comparativo_estado e,
              (select count(finalizado_em)::int as n, max(finalizado_em) as ultima
               from questionario where edicao_id = ${edicaoId}) f
            where e.edicao_id = ${edicaoId}`,
      );
      if (estado?.inalterado) return { comparou: false, publicados: [] };
    }

    const aptos = await linhas<{ grupo: string }>(
      tx,
      diffEPublicacao(edicaoId, regras.minUnidades, agora, corte),
    );
    const publicados = aptos.map((a) => a.grupo);
    if (publicados.length > 0) await tx.execute(recalcularCabecalhos(edicaoId, publicados, agora));
    return { comparou: true, publicados };
  });
}

const colunasP = sql.raw('p1, p2, p3, p4, p5');

/** The SQL twin of the shared `faixaDoAproveitamento`: the quarter (0..3) of a 0..100 score. */
const faixaSql = (aproveitamento: SQL) =>
  sql`least(${aproveitamento}::int / ${COMPARATIVO_FAIXA}::int, ${Math.floor(100 / COMPARATIVO_FAIXA) - 1}::int)`;
const faixaDoPrincipio = (codigo: number) =>
  sql`coalesce(max(${faixaSql(sql`r.aproveitamento`)}) filter (where r.principio_codigo = ${codigo}::int), 0)`;

/**
 * One statement, one snapshot: the current members by group, the diff with the published ones,
 * the groups whose changes span at least `minUnidades` owners (returned), their member rows
 * brought up to date (only the changed rows), and what this diff saw, for the next skip check.
 * Members are the units of owners with a confirmed e-mail and an account created by `corte`, each
 * with its latest questionnaire finished by `corte`; a member row keeps the quarter of each score.
 */
function diffEPublicacao(edicaoId: number, minUnidades: number, agora: string, corte: string): SQL {
  return sql`
    with ultimos as (
      select distinct on (q.objeto_id) q.objeto_id, q.id as questionario_id
      from questionario q
      join objeto o on o.id = q.objeto_id
      join usuario d on d.id = o.usuario_id
      where q.edicao_id = ${edicaoId} and q.finalizado and q.finalizado_em <= ${corte}::timestamptz
        and d.email_verificado_em is not null and d.criado_em <= ${corte}::timestamptz
      order by q.objeto_id, q.finalizado_em desc, q.id desc
    ), por_unidade as (
      select u.objeto_id, u.questionario_id, o.usuario_id, o.uf, f.regiao,
        ${faixaDoPrincipio(1)} as p1, ${faixaDoPrincipio(2)} as p2, ${faixaDoPrincipio(3)} as p3,
        ${faixaDoPrincipio(4)} as p4, ${faixaDoPrincipio(5)} as p5
      from ultimos u
      join objeto o on o.id = u.objeto_id
      join uf f on f.sigla = o.uf
      join resultado_principio r on r.questionario_id = u.questionario_id
      group by u.objeto_id, u.questionario_id, o.usuario_id, o.uf, f.regiao
    ), atuais as (
      select 'uf:' || uf as grupo, objeto_id, usuario_id, questionario_id, ${colunasP} from por_unidade
      union all
      select 'regiao:' || regiao, objeto_id, usuario_id, questionario_id, ${colunasP} from por_unidade
      union all
      select 'brasil', objeto_id, usuario_id, questionario_id, ${colunasP} from por_unidade
    ), publicados as (
      select grupo, objeto_id, usuario_id, questionario_id
      from comparativo_membro where edicao_id = ${edicaoId}
    ), mudancas as (
      select coalesce(a.grupo, p.grupo) as grupo, coalesce(a.objeto_id, p.objeto_id) as objeto_id,
        a.usuario_id as dono_atual, p.usuario_id as dono_publicado, a.questionario_id,
        a.p1, a.p2, a.p3, a.p4, a.p5
      from atuais a
      full join publicados p on p.grupo = a.grupo and p.objeto_id = a.objeto_id
      where a.questionario_id is distinct from p.questionario_id or a.usuario_id is distinct from p.usuario_id
    ), donos as (
      select grupo, dono_atual as dono from mudancas where dono_atual is not null
      union
      select grupo, dono_publicado from mudancas where dono_publicado is not null
    ), aptos as (
      select grupo from donos group by grupo having count(*) >= ${minUnidades}::int
    ), saidas as (
      delete from comparativo_membro m
      using mudancas c
      where m.edicao_id = ${edicaoId} and m.grupo = c.grupo and m.objeto_id = c.objeto_id
        and c.dono_atual is null and c.grupo in (select grupo from aptos)
    ), entradas as (
      insert into comparativo_membro (edicao_id, grupo, objeto_id, usuario_id, questionario_id, ${colunasP})
      select ${edicaoId}, c.grupo, c.objeto_id, c.dono_atual, c.questionario_id, c.p1, c.p2, c.p3, c.p4, c.p5
      from mudancas c
      where c.dono_atual is not null and c.grupo in (select grupo from aptos)
      on conflict (edicao_id, grupo, objeto_id) do update set
        usuario_id = excluded.usuario_id, questionario_id = excluded.questionario_id,
        p1 = excluded.p1, p2 = excluded.p2, p3 = excluded.p3, p4 = excluded.p4, p5 = excluded.p5
    ), estado as (
      insert into comparativo_estado (edicao_id, finalizados, ultima_finalizacao, comparado_em)
      select ${edicaoId}, count(finalizado_em), max(finalizado_em), ${agora}::timestamptz
      from questionario where edicao_id = ${edicaoId}
      on conflict (edicao_id) do update set finalizados = excluded.finalizados,
        ultima_finalizacao = excluded.ultima_finalizacao, comparado_em = excluded.comparado_em
    )
    select grupo from aptos order by grupo`;
}

/** The published header of each group from its member rows, with a new version. */
function recalcularCabecalhos(edicaoId: number, grupos: readonly string[], agora: string): SQL {
  const valores = sql.join(
    grupos.map((g) => sql`(${g})`),
    sql`, `,
  );
  return sql`
    insert into comparativo_grupo
      (edicao_id, grupo, versao, unidades, donos, soma_p1, soma_p2, soma_p3, soma_p4, soma_p5, publicado_em)
    select ${edicaoId}, g.grupo, 1, count(m.objeto_id), count(distinct m.usuario_id),
      coalesce(sum(m.p1), 0), coalesce(sum(m.p2), 0), coalesce(sum(m.p3), 0), coalesce(sum(m.p4), 0),
      coalesce(sum(m.p5), 0), ${agora}::timestamptz
    from (values ${valores}) as g(grupo)
    left join comparativo_membro m on m.edicao_id = ${edicaoId} and m.grupo = g.grupo
    group by g.grupo
    on conflict (edicao_id, grupo) do update set versao = comparativo_grupo.versao + 1,
      unidades = excluded.unidades, donos = excluded.donos, soma_p1 = excluded.soma_p1,
      soma_p2 = excluded.soma_p2, soma_p3 = excluded.soma_p3, soma_p4 = excluded.soma_p4,
      soma_p5 = excluded.soma_p5, publicado_em = excluded.publicado_em`;
}

/** What a comparative request reads: the group's published header and the owner's own published rows in it. */
export interface LeituraDoGrupo {
  /** False when the edition's snapshots were never refreshed. */
  atualizado: boolean;
  grupo: AgregadoDoGrupo | null;
  doDono: ParteDoDono;
}

type Numero = number | string | null;

/**
 * One indexed query: the header by primary key, the owner's rows through
 * (edicao_id, grupo, usuario_id), and whether the edition has ever been refreshed.
 */
export async function lerGrupo(
  db: Database,
  edicaoId: number,
  grupo: string,
  donoId: number,
): Promise<LeituraDoGrupo> {
  const [r] = await linhas<{
    atualizado: boolean;
    unidades: Numero;
    donos: Numero;
    s1: Numero;
    s2: Numero;
    s3: Numero;
    s4: Numero;
    s5: Numero;
    proprias: Numero;
    d1: Numero;
    d2: Numero;
    d3: Numero;
    d4: Numero;
    d5: Numero;
  }>(
    db,
    sql`select exists (select 1 from comparativo_estado where edicao_id = ${edicaoId}) as atualizado,
        g.unidades, g.donos, g.soma_p1 as s1, g.soma_p2 as s2, g.soma_p3 as s3, g.soma_p4 as s4, g.soma_p5 as s5,
        d.proprias, d.d1, d.d2, d.d3, d.d4, d.d5
      from (select 1) um
      left join comparativo_grupo g on g.edicao_id = ${edicaoId} and g.grupo = ${grupo}
      cross join lateral (
        select count(*) as proprias, coalesce(sum(m.p1), 0) as d1, coalesce(sum(m.p2), 0) as d2,
          coalesce(sum(m.p3), 0) as d3, coalesce(sum(m.p4), 0) as d4, coalesce(sum(m.p5), 0) as d5
        from comparativo_membro m
        where m.edicao_id = ${edicaoId} and m.grupo = ${grupo} and m.usuario_id = ${donoId}
      ) d`,
  );
  if (!r) throw new Error('comparativo: leitura vazia');
  return {
    atualizado: r.atualizado,
    grupo:
      r.unidades === null
        ? null
        : {
            unidades: Number(r.unidades),
            donos: Number(r.donos),
            somas: [r.s1, r.s2, r.s3, r.s4, r.s5].map(Number),
          },
    doDono: { unidades: Number(r.proprias), somas: [r.d1, r.d2, r.d3, r.d4, r.d5].map(Number) },
  };
}

/**
 * A group read folded into the report's query (relatorio.queries `grupoDoComparativo`):
 * [atualizado, unidades, donos, s1..s5, proprias, d1..d5], the same fields `lerGrupo` reads.
 */
export function leituraDoJson(linha: readonly (number | string | boolean | null)[]): LeituraDoGrupo {
  const n = (i: number) => Number(linha[i] ?? 0);
  return {
    atualizado: linha[0] === true,
    grupo:
      linha[1] === null || linha[1] === undefined
        ? null
        : { unidades: n(1), donos: n(2), somas: [n(3), n(4), n(5), n(6), n(7)] },
    doDono: { unidades: n(8), somas: [n(9), n(10), n(11), n(12), n(13)] },
  };
}

/** The editions a periodic refresh looks at: those with a finished questionnaire or a published snapshot. */
export async function edicoesDoComparativo(db: Database): Promise<number[]> {
  const rows = await linhas<{ id: number }>(
    db,
    sql`select e.id from edicao e
      where exists (select 1 from questionario q where q.edicao_id = e.id and q.finalizado_em is not null)
        or exists (select 1 from comparativo_estado c where c.edicao_id = e.id)
      order by e.id`,
  );
  return rows.map((r) => Number(r.id));
}
