import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';

// Accents are mapped explicitly (no `unaccent` extension needed): the same SQL runs on PGlite
// and on any PostgreSQL, whatever its collation.
const ACCENTED = 'ÁÀÂÃÄÉÈÊËÍÌÎÏÓÒÔÕÖÚÙÛÜÇÑáàâãäéèêëíìîïóòôõöúùûüçñ';
const PLAIN = 'AAAAAEEEEIIIIOOOOOUUUUCNaaaaaeeeeiiiiooooouuuucn';

/** `value` without case or Portuguese accents: 'São Félix' -> 'sao felix'. */
export function foldedText(value: SQLWrapper): SQL<string> {
  return sql<string>`lower(translate(${value}, ${sql.raw(`'${ACCENTED}'`)}, ${sql.raw(`'${PLAIN}'`)}))`;
}

/**
 * Ordering that reads like a Portuguese dictionary (accents and case ignored, 'Água Boa' among
 * the A's) and is identical on every database: folded text compared byte by byte, then the
 * original text to break ties.
 */
export function dictionaryOrder(value: SQLWrapper): SQL[] {
  return [sql`${foldedText(value)} collate "C"`, sql`${value} collate "C"`];
}

/** A LIKE pattern that finds `term` anywhere, accents and case ignored (wildcards escaped). */
export function containsFolded(value: SQLWrapper, term: string): SQL {
  const escaped = term.replace(/[\\%_]/g, (c) => `\\${c}`);
  return sql`${foldedText(value)} like '%' || ${foldedText(sql`${escaped}::text`)} || '%'`;
}
