import { and, asc, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import { type Database, schema } from '../../db/client.ts';

// The technician's reads (issue 18 §1): his accreditation and the units producers granted him.

const { tecnico: t, autorizacao: a, objeto: o, usuario: u, municipio: m, questionario: q } = schema;

/** The user's accreditation row, or undefined when he never asked. */
export async function credenciamentoDe(db: Database, usuarioId: number) {
  const [linha] = await db.select().from(t).where(eq(t.usuarioId, usuarioId));
  return linha;
}
export type CredenciamentoCarregado = typeof t.$inferSelect;

/**
 * 'Produtores que atendo': the grants that let him in now (not revoked, not past their date, he
 * accredited), with the unit, the producer's name only, and the unit's latest questionnaire: two queries.
 */
export async function unidadesAtendidas(db: Database, tecnicoId: number) {
  const concessoes = await db
    .select({
      autorizacaoId: a.id,
      objetoId: o.id,
      nomeunidade: o.nomeunidade,
      municipio: m.nome,
      uf: o.uf,
      produtorNome: u.nome,
      ver: a.ver,
      preencher: a.preencher,
      evidencias: a.evidencias,
      plano: a.plano,
      finalizar: a.finalizar,
      validaAte: a.validaAte,
    })
    .from(a)
    .innerJoin(t, and(eq(t.usuarioId, a.tecnicoId), eq(t.status, 'credenciado')))
    .innerJoin(o, eq(o.id, a.objetoId))
    .innerJoin(m, eq(m.codigo, o.cidade))
    .innerJoin(u, eq(u.id, a.produtorId))
    .where(and(eq(a.tecnicoId, tecnicoId), isNull(a.revogadaEm), gt(a.validaAte, sql`now()`)))
    .orderBy(asc(u.nome), asc(o.nomeunidade), asc(a.id));
  const objetoIds = concessoes.map((c) => c.objetoId);
  const ultimos =
    objetoIds.length === 0
      ? []
      : await db
          .selectDistinctOn([q.objetoId], {
            objetoId: q.objetoId,
            id: q.id,
            edicaoId: q.edicaoId,
            finalizado: q.finalizado,
          })
          .from(q)
          .where(inArray(q.objetoId, objetoIds))
          .orderBy(q.objetoId, desc(q.criadoEm), desc(q.id));
  const porUnidade = new Map(ultimos.map((l) => [l.objetoId, l]));
  return concessoes.map((c) => ({ ...c, questionario: porUnidade.get(c.objetoId) ?? null }));
}
export type UnidadeCarregada = Awaited<ReturnType<typeof unidadesAtendidas>>[number];
