import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { schema } from '../client.ts';

/**
 * SQL for "the indicator applies to a unit of this category": its category list names the
 * category, or is empty (it applies to every category). The SQL twin of the shared
 * `indicadorSeAplica`; the only place the rule is written for the database. `categorias` defaults
 * to `indicador.categorias`; pass `sql.raw('i.categorias')` inside hand-written SQL with an alias.
 */
export function indicadorSeAplicaSql(
  categoriaId: number | SQLWrapper,
  categorias: SQLWrapper = schema.indicador.categorias,
): SQL {
  const categoria = typeof categoriaId === 'number' ? sql`${categoriaId}::integer` : categoriaId;
  return sql`(cardinality(${categorias}) = 0 or ${categoria} = any(${categorias}))`;
}
