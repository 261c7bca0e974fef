import { PGlite } from '@electric-sql/pglite';
import { calcularAvaliacaoGeral, NUMERO_PRINCIPIOS } from '@guia/shared';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../client.ts';
import { linhas } from '../linhas.ts';
import { mediaDasColunasSql, mediaDosPrincipiosSql } from './avaliacao-geral.ts';

// A bare PGlite: the fragment needs no table, and the scores are typed as stored (smallint).
let client: PGlite;
let db: Database;

beforeAll(async () => {
  client = new PGlite();
  await client.waitReady;
  db = drizzle(client) as unknown as Database;
});
afterAll(() => client.close());

/** Principles 1..5, each applied with a score 0..100 or left out (not answered, not stored). */
const resultados = fc.uniqueArray(
  fc.record({
    codigo: fc.integer({ min: 1, max: NUMERO_PRINCIPIOS }),
    aproveitamento: fc.integer({ min: 0, max: 100 }),
  }),
  { selector: (r) => r.codigo, maxLength: NUMERO_PRINCIPIOS },
);

/**
 * The overall percentual as the admin list and the statistics compute it, for many questionnaires in
 * one query: the stored rows of each pivoted per principle (a missing principle is 0), then the mean.
 */
async function mediasNoBanco(
  questionarios: { codigo: number; aproveitamento: number }[][],
): Promise<number[]> {
  const valores = sql.join(
    questionarios.flatMap((rs, q) => [
      sql`(${q}::integer, null::smallint, null::smallint)`,
      ...rs.map((r) => sql`(${q}::integer, ${r.codigo}::smallint, ${r.aproveitamento}::smallint)`),
    ]),
    sql`, `,
  );
  const porPrincipio = sql.join(
    Array.from(
      { length: NUMERO_PRINCIPIOS },
      (_, i) =>
        sql`coalesce(max(r.aproveitamento) filter (where r.codigo = ${i + 1}), 0) as p${sql.raw(String(i + 1))}`,
    ),
    sql`, `,
  );
  const rows = await linhas<{ media: number }>(
    db,
    sql`select ${mediaDasColunasSql('t.p')} as media
          from (select r.q, ${porPrincipio} from (values ${valores}) as r (q, codigo, aproveitamento) group by r.q) t
         order by t.q`,
  );
  return rows.map((r) => Number(r.media));
}

describe('mediaDosPrincipiosSql', () => {
  it('agrees with the shared calcularAvaliacaoGeral on random principle scores', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(resultados, { minLength: 1, maxLength: 40 }), async (questionarios) => {
        const ts = questionarios.map(
          (rs) => calcularAvaliacaoGeral(rs.map((r) => ({ avaliacao: 0, potencial: 0, ...r }))).percentual,
        );
        expect(await mediasNoBanco(questionarios)).toEqual(ts);
      }),
      { numRuns: 50 },
    );
  });

  it('works on the sums of the statistics (bigint) and on worked examples', async () => {
    const [r] = await linhas<{ a: number; b: number; c: number | null }>(
      db,
      sql`select ${mediaDosPrincipiosSql([sql`100::bigint`, sql`99::bigint`, sql`0`, sql`0`, sql`0`])} as a,
                 ${mediaDasColunasSql('v.x')} as b,
                 ${mediaDosPrincipiosSql([sql`null::smallint`, sql`1`, sql`1`, sql`1`, sql`1`])} as c
            from (values (64, 65, 66, 67, 61)) v (x1, x2, x3, x4, x5)`,
    );
    expect(Number(r!.a)).toBe(39); // 199 / 5 = 39.8, truncated
    expect(Number(r!.b)).toBe(64); // 323 / 5 = 64.6
    expect(r!.c).toBeNull(); // no previous questionnaire: no previous percentual
  });

  it('refuses a list that is not one score per principle', () => {
    expect(() => mediaDosPrincipiosSql([sql`1`])).toThrow(RangeError);
  });
});
