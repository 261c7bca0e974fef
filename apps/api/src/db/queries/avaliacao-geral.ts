import { NUMERO_PRINCIPIOS } from '@guia/shared';
import { type SQL, sql } from 'drizzle-orm';

/**
 * The overall percentual of a questionnaire in SQL, the twin of the shared `mediaDosPrincipios`:
 * the integer mean of the five principle scores (aproveitamento 0..100, integers), always over five.
 * Pass one expression per principle, a principle not applied or missing already made 0 (`coalesce`);
 * a null one (no such questionnaire) makes the mean null. The only place the rule is written for the
 * database; `avaliacao-geral.test.ts` checks it against the TypeScript on random scores.
 */
export function mediaDosPrincipiosSql(aproveitamentos: readonly SQL[]): SQL {
  if (aproveitamentos.length !== NUMERO_PRINCIPIOS) {
    throw new RangeError(`Esperados ${NUMERO_PRINCIPIOS} princípios, recebidos ${aproveitamentos.length}`);
  }
  // Integer division truncates toward zero: the floor of a non-negative sum, like Math.floor.
  return sql`((${sql.join([...aproveitamentos], sql` + `)}) / ${sql.raw(String(NUMERO_PRINCIPIOS))})`;
}

/** `mediaDosPrincipiosSql` over the columns `<prefixo>1` .. `<prefixo>5` (e.g. `l.p` -> l.p1 .. l.p5). */
export function mediaDasColunasSql(prefixo: string): SQL {
  return mediaDosPrincipiosSql(
    Array.from({ length: NUMERO_PRINCIPIOS }, (_, i) => sql.raw(`${prefixo}${i + 1}`)),
  );
}
