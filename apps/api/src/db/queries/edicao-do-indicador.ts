import { eq, type SQL, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { schema } from '../client.ts';

const { indicador, criterio, principio } = schema;

// The path from an indicator to its edition (indicador -> criterio -> principio), written once for
// Drizzle selects and once for hand-written SQL: the same two inner joins as before, so the plans
// do not change (the answer-save statement included).

/**
 * Joins an indicator's criterion and principle onto a `$dynamic()` select that has `indicador`:
 * then `principio.edicaoId` is the indicator's edition, `principio.codigo` its principle and
 * `criterio.codigo` its criterion.
 */
export function comPrincipioDoIndicador<T extends PgSelect>(consulta: T) {
  return consulta
    .innerJoin(criterio, eq(criterio.id, indicador.criterioId))
    .innerJoin(principio, eq(principio.id, criterio.principioId));
}

interface Apelidos {
  /** The indicator already in the query (default `i`). */
  indicador?: string;
  /** The criterion and the principle the joins add (default `c` and `p`). */
  criterio?: string;
  principio?: string;
}

/**
 * The same joins in hand-written SQL, after `from indicador i`:
 * `join criterio c on c.id = i.criterio_id join principio p on p.id = c.principio_id`.
 * `left` keeps an indicator whose principle does not qualify (then `p.id is null`); `daEdicao`
 * qualifies only a principle of that edition, in the join's own condition.
 */
export function joinPrincipioDoIndicador(
  apelidos: Apelidos = {},
  opcoes: { left?: boolean; daEdicao?: SQL } = {},
): SQL {
  const i = sql.raw(apelidos.indicador ?? 'i');
  const c = sql.raw(apelidos.criterio ?? 'c');
  const p = sql.raw(apelidos.principio ?? 'p');
  const join = sql.raw(opcoes.left ? 'left join' : 'join');
  const daEdicao = opcoes.daEdicao ? sql` and ${p}.edicao_id = ${opcoes.daEdicao}` : sql``;
  return sql`${join} criterio ${c} on ${c}.id = ${i}.criterio_id
    ${join} principio ${p} on ${p}.id = ${c}.principio_id${daEdicao}`;
}
