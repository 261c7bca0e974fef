import { FUSO_ESTATISTICAS_SQL } from '@guia/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { linhas } from '../../db/linhas.ts';
import { mediaDasColunasSql } from '../../db/queries/avaliacao-geral.ts';
import { joinPrincipioDoIndicador } from '../../db/queries/edicao-do-indicador.ts';
import { indicadorSeAplicaSql } from '../../db/queries/indicadores.ts';

/*
 * Keeps the admin statistics rollup (db/schema/estatisticas.ts) exact. A unit's whole contribution
 * (its registration, its finished questionnaires, its latest finish with area and herd) is computed
 * from the current rows by ONE set of queries, used three ways:
 *   - every change of a unit, of its finished questionnaires or of its owner's account runs, in the
 *     change's transaction: `travarUnidades` → `retirarUnidades` → the change → `reporUnidades`;
 *   - the rebuild is `reporUnidades(todas)` on empty tables.
 * So incremental upkeep and rebuild can never disagree. The producers' acts reach it as domain events
 * (estatisticas.eventos.ts: unit created, edited, deleted, questionnaire finished, account deleted);
 * no producer module imports this file. (Registration may drop a stale unconfirmed account: it never
 * signed in, so it owns no unit and counts nowhere here.)
 */

/** Which units a contribution is about: a condition on the unit row, aliased `o`. */
export type EscopoUnidades = SQL;
export const porUnidade = (id: number): EscopoUnidades => sql`o.id = ${id}`;
export const porUsuario = (id: number): EscopoUnidades => sql`o.usuario_id = ${id}`;
const todas: EscopoUnidades = sql`true`;

const dia = (coluna: string) => sql.raw(`(${coluna} at time zone interval '${FUSO_ESTATISTICAS_SQL}')::date`);

const PRINCIPIOS = [1, 2, 3, 4, 5] as const;
const porPrincipio = (prefixo: string) => PRINCIPIOS.map((p) => `${prefixo}_p${p}`);

interface Rollup {
  tabela: string;
  medidas: string[];
  /** select dia, categoria_id, uf, <medidas in order> for the units in scope. */
  contribuicao: (escopo: EscopoUnidades) => SQL;
}

const ENTREGA_MEDIDAS = [
  'entregues',
  ...porPrincipio('aproveitamento'),
  'potencial',
  'percentual',
  ...porPrincipio('atendido'),
  ...porPrincipio('nao_atendido'),
  ...porPrincipio('nao_preenchido'),
];

const somaDoPrincipio = (coluna: string, p: number) =>
  `coalesce(sum(rp.${coluna}) filter (where rp.principio_codigo = ${p}), 0)`;

/** Finished questionnaires: one per row of `questionario`, its frozen results summed per principle. */
const entrega: Rollup = {
  tabela: 'estat_entrega',
  medidas: ENTREGA_MEDIDAS,
  contribuicao: (escopo) => sql`
    select ${dia('q.finalizado_em')} as dia, o.categoria_id, o.uf,
      count(*) as entregues,
      ${sql.raw(PRINCIPIOS.map((p) => `sum(r.a${p})`).join(', '))},
      sum(r.potencial),
      -- The questionnaire's overall percentual: mediaDosPrincipios (integer mean of the five).
      sum(${mediaDasColunasSql('r.a')}),
      ${sql.raw(['at', 'na', 'np'].flatMap((k) => PRINCIPIOS.map((p) => `sum(r.${k}${p})`)).join(', '))}
    from objeto o
    join questionario q on q.objeto_id = o.id and q.finalizado
    cross join lateral (
      select coalesce(sum(rp.potencial), 0) as potencial,
        ${sql.raw(
          PRINCIPIOS.flatMap((p) => [
            `${somaDoPrincipio('aproveitamento', p)} as a${p}`,
            `${somaDoPrincipio('atendido', p)} as at${p}`,
            `${somaDoPrincipio('nao_atendido', p)} as na${p}`,
            `${somaDoPrincipio('nao_preenchido', p)} as np${p}`,
          ]).join(', '),
        )}
      from resultado_principio rp where rp.questionario_id = q.id
    ) r
    where ${escopo}
    group by 1, 2, 3`,
};

/** Registered units, by day of registration. */
const objetoCadastro: Rollup = {
  tabela: 'estat_objeto',
  medidas: ['objetos'],
  contribuicao: (escopo) => sql`
    select ${dia('o.criado_em')} as dia, o.categoria_id, o.uf, count(*) as objetos
    from objeto o where ${escopo}
    group by 1, 2, 3`,
};

/** Units with a finished questionnaire, once each, by day of their latest finish. */
const objetoEntrega: Rollup = {
  tabela: 'estat_objeto_entrega',
  medidas: ['objetos', 'area', 'rebanho'],
  contribuicao: (escopo) => sql`
    select ${dia('u.ultima')} as dia, u.categoria_id, u.uf, count(*) as objetos,
      coalesce(sum(u.area), 0) as area, coalesce(sum(u.rebanho), 0) as rebanho
    from (
      select o.id, o.categoria_id, o.uf, o.area, o.rebanho, max(q.finalizado_em) as ultima
      from objeto o join questionario q on q.objeto_id = o.id and q.finalizado
      where ${escopo}
      group by o.id
    ) u
    group by 1, 2, 3`,
};

const ROLLUPS = [entrega, objetoCadastro, objetoEntrega];

/** Adds (sinal 1) or takes away (-1) the contribution at day (1) and month (2) granularity. */
async function aplicar(db: Database, r: Rollup, sinal: 1 | -1, escopo: EscopoUnidades) {
  const cols = r.medidas.map((m, i) => ({ m, i }));
  const alias = cols.map(({ i }) => `m${i}`).join(', ');
  await db.execute(sql`
    insert into ${sql.raw(r.tabela)} (granularidade, inicio, categoria_id, uf, ${sql.raw(r.medidas.join(', '))})
    select g.g,
      case when g.g = 1 then c.dia else c.dia - (extract(day from c.dia)::integer - 1) end,
      c.categoria_id, c.uf,
      ${sql.raw(cols.map(({ i }) => `sum(c.m${i}) * ${sinal}`).join(', '))}
    from (${r.contribuicao(escopo)}) as c (dia, categoria_id, uf, ${sql.raw(alias)})
    cross join (values (1::smallint), (2::smallint)) as g (g)
    group by 1, 2, 3, 4
    on conflict (granularidade, inicio, categoria_id, uf) do update set
      ${sql.raw(cols.map(({ m }) => `${m} = ${r.tabela}.${m} + excluded.${m}`).join(', '))}`);
}

/**
 * Locks the units (FOR NO KEY UPDATE: foreign-key checks of new answers still pass) so that no
 * other change of them runs between `retirarUnidades` and `reporUnidades`. Call first in the transaction.
 */
export async function travarUnidades(db: Database, escopo: EscopoUnidades): Promise<void> {
  await db.execute(sql`select o.id from objeto o where ${escopo} order by o.id for no key update`);
}

/** Takes the units' current contribution out of the rollup (before changing or deleting them). */
export async function retirarUnidades(db: Database, escopo: EscopoUnidades): Promise<void> {
  for (const r of ROLLUPS) await aplicar(db, r, -1, escopo);
}

/** Adds the units' current contribution (after creating or changing them). */
export async function reporUnidades(db: Database, escopo: EscopoUnidades): Promise<void> {
  for (const r of ROLLUPS) await aplicar(db, r, 1, escopo);
}

/**
 * Runs `mudanca` inside a transaction with the units' contribution taken out before and put back
 * after: the one way every change that moves a statistic goes.
 */
export async function comRollup<T>(
  db: Database,
  escopo: EscopoUnidades,
  mudanca: (tx: Database) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    await travarUnidades(tx, escopo);
    await retirarUnidades(tx, escopo);
    const resultado = await mudanca(tx);
    await reporUnidades(tx, escopo);
    return resultado;
  });
}

/** Rebuilds the rollup from the stored rows (empty tables, then every unit's contribution). */
export async function reconstruirRollup(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`lock table objeto, usuario in share mode`);
    await tx.execute(sql`delete from estat_entrega`);
    await tx.execute(sql`delete from estat_objeto`);
    await tx.execute(sql`delete from estat_objeto_entrega`);
    await reporUnidades(tx, todas);
    // Users: the trigger of migration 0008 keeps them; the rebuild recounts them the same way.
    await tx.execute(sql`delete from estat_cadastro`);
    await tx.execute(sql`select estat_cadastro_somar(u.criado_em, u.uf, 1) from usuario u`);
    await tx.execute(sql`delete from questionario_pendente`);
    await sincronizarCompletos(tx, sql`not q.finalizado`);
    await tx.execute(sql`
      insert into estat_estado (id, construido_em) values (1, now())
      on conflict (id) do update set construido_em = excluded.construido_em`);
  });
}

/** At start: builds the rollup once, when it was never built (existing data gets counted). */
export async function garantirRollup(db: Database): Promise<boolean> {
  if ((await linhas(db, sql`select 1 from estat_estado`)).length > 0) return false;
  await reconstruirRollup(db);
  return true;
}

/**
 * Records whether open questionnaires (`q`) have every applicable indicator answered, with the time
 * of their last answer; a finished or incomplete one leaves `questionario_completo`.
 */
export async function sincronizarCompletos(db: Database, escopo: SQL): Promise<void> {
  const seAplica = indicadorSeAplicaSql(sql.raw('alvo.categoria_id'), sql.raw('i.categorias'));
  await db.execute(sql`
    with alvo as (
      select q.id, q.finalizado, q.edicao_id, o.categoria_id, o.uf
      from questionario q join objeto o on o.id = q.objeto_id
      where ${escopo}
    ),
    progresso as (
      select alvo.id, alvo.finalizado, alvo.categoria_id, alvo.uf,
        (select count(*) from indicador i ${joinPrincipioDoIndicador()}
          where p.edicao_id = alvo.edicao_id and ${seAplica}) as total,
        r.respondidas, r.ultima
      from alvo cross join lateral (
        select count(*) as respondidas, max(rs.atualizado_em) as ultima
        from resposta rs join indicador i on i.id = rs.indicador_id
        where rs.questionario_id = alvo.id and ${seAplica}
      ) r
    ),
    gravados as (
      insert into questionario_completo (questionario_id, categoria_id, uf, atualizado_em)
      select id, categoria_id, uf, ultima from progresso
      where not finalizado and total > 0 and respondidas = total
      on conflict (questionario_id) do update set atualizado_em = excluded.atualizado_em
      returning questionario_id
    )
    delete from questionario_completo qc using progresso
    where qc.questionario_id = progresso.id
      and (progresso.finalizado or progresso.total = 0 or progresso.respondidas <> progresso.total)`);
}

/**
 * Brings `questionario_completo` up to date for the questionnaires whose answers changed since the
 * last call (marked in `questionario_pendente` by the answer save), so the statistics that read it
 * are exact. The marks are taken under an EXCLUSIVE lock of `questionario_pendente`, which waits for
 * every save in flight (each holds ROW EXCLUSIVE on it until its commit) and is held only for the
 * delete: the recount, a later statement, then sees every answer whose mark it took. A save that
 * starts after the delete marks its questionnaire again.
 */
export async function drenarPendentes(db: Database): Promise<void> {
  const ids = await db.transaction(async (tx) => {
    await tx.execute(sql`lock table questionario_pendente in exclusive mode`);
    const rows = await linhas<{ questionario_id: number }>(
      tx,
      sql`delete from questionario_pendente returning questionario_id`,
    );
    return rows.map((r) => Number(r.questionario_id));
  });
  if (ids.length === 0) return;
  await sincronizarCompletos(db, sql`q.id = any(${`{${ids.join(',')}}`}::integer[])`);
}

/** One questionnaire's completeness (tests, and callers that changed one questionnaire's answers). */
export function sincronizarCompleto(db: Database, questionarioId: number): Promise<void> {
  return sincronizarCompletos(db, sql`q.id = ${questionarioId}`);
}
