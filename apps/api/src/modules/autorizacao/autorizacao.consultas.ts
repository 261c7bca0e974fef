import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { type Database, schema } from '../../db/client.ts';

// The reads of the producer's side of delegation (issue 18 §1): grants with their technician and unit,
// the requests waiting for him, and the accredited technician a CPF names.

const { autorizacao: a, objeto: o, usuario: u, tecnico: t, solicitacaoAcesso: s } = schema;

/** A grant with what its row on the producer's screen shows. */
export type ConcessaoCarregada = Awaited<ReturnType<typeof concessoesDoProdutor>>[number];

function concessoes(db: Database) {
  return db
    .select({
      id: a.id,
      objetoId: a.objetoId,
      nomeunidade: o.nomeunidade,
      tecnicoNome: u.nome,
      instituicao: t.instituicao,
      uf: t.uf,
      tecnicoStatus: t.status,
      ver: a.ver,
      preencher: a.preencher,
      evidencias: a.evidencias,
      plano: a.plano,
      finalizar: a.finalizar,
      validaAte: a.validaAte,
      criadaEm: a.criadaEm,
      revogadaEm: a.revogadaEm,
      // The database's clock, as the access gate reads it (access/concessao.ts).
      expirada: sql<boolean>`${a.validaAte} <= now()`,
    })
    .from(a)
    .innerJoin(o, eq(o.id, a.objetoId))
    .innerJoin(u, eq(u.id, a.tecnicoId))
    .leftJoin(t, eq(t.usuarioId, a.tecnicoId))
    .$dynamic();
}

/** Every grant the producer gave, newest first (the live ones and the history). */
export function concessoesDoProdutor(db: Database, produtorId: number) {
  return concessoes(db).where(eq(a.produtorId, produtorId)).orderBy(desc(a.criadaEm), desc(a.id));
}

/** The grants of these ids, in that order. */
export async function concessoesPorId(db: Database, ids: number[]): Promise<ConcessaoCarregada[]> {
  if (ids.length === 0) return [];
  const linhas = await concessoes(db).where(inArray(a.id, ids));
  const porId = new Map(linhas.map((l) => [l.id, l]));
  return ids.flatMap((id) => porId.get(id) ?? []);
}

/** The requests waiting for the producer, newest first, of technicians accredited now. */
export function solicitacoesPendentes(db: Database, produtorId: number) {
  return db
    .select({
      id: s.id,
      mensagem: s.mensagem,
      criadaEm: s.criadaEm,
      tecnicoNome: u.nome,
      instituicao: t.instituicao,
      uf: t.uf,
    })
    .from(s)
    .innerJoin(u, eq(u.id, s.tecnicoId))
    .innerJoin(t, and(eq(t.usuarioId, s.tecnicoId), eq(t.status, 'credenciado')))
    .where(and(eq(s.produtorId, produtorId), eq(s.status, 'pendente')))
    .orderBy(desc(s.criadaEm), desc(s.id));
}
export type SolicitacaoPendente = Awaited<ReturnType<typeof solicitacoesPendentes>>[number];

/** The accredited technician whose account has this CPF (11 digits), or null. */
export async function tecnicoCredenciadoPorCpf(db: Database, cpf: string): Promise<number | null> {
  const [linha] = await db
    .select({ id: u.id })
    .from(u)
    .innerJoin(t, eq(t.usuarioId, u.id))
    .where(and(eq(u.cpf, cpf), eq(t.status, 'credenciado')));
  return linha?.id ?? null;
}

/**
 * The units of `ids` as one record for the access gate: the producer's when they all exist and are all
 * his, someone else's (no user 0) when they belong to several users, none when one is missing.
 */
export async function unidadesParaConceder(db: Database, ids: number[]) {
  const donos = await db.select({ id: o.id, usuarioId: o.usuarioId }).from(o).where(inArray(o.id, ids));
  if (donos.length !== ids.length) return null;
  const unicos = new Set(donos.map((d) => d.usuarioId));
  return { usuarioId: unicos.size === 1 ? donos[0]!.usuarioId : 0 };
}

/** A grant as the gate sees it: its producer and unit. */
export async function concessaoDoProdutor(db: Database, id: number) {
  const [linha] = await db
    .select({ usuarioId: a.produtorId, objetoId: a.objetoId })
    .from(a)
    .where(eq(a.id, id));
  return linha;
}

/** A request to decide, locked until the deciding transaction ends (two answers never both apply). */
export async function solicitacaoParaDecidir(db: Database, id: number) {
  const [linha] = await db
    .select({ id: s.id, usuarioId: s.produtorId, tecnicoId: s.tecnicoId, status: s.status })
    .from(s)
    .where(eq(s.id, id))
    .for('update');
  return linha;
}
