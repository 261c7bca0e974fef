import type { adminUsuarioBody, adminUsuarioListQuery, Role, UsuarioStatus } from '@guia/shared';
import { and, asc, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { acessar } from '../../access/acessar.ts';
import type { Actor } from '../../access/actor.ts';
import type { Config } from '../../config.ts';
import { type Database, schema } from '../../db/client.ts';
import { paginate } from '../../db/queries/paginate.ts';
import { AppError, badRequest, conflict, notFound } from '../../errors.ts';
import { registrarAuditoria } from '../auditoria/auditoria.service.ts';
import { storeVerificationCode } from '../auth/tokens.ts';
import { uniqueViolation } from '../auth/unique-violation.ts';
import { emailTakenByOther, pendingEmail } from '../configuracao/configuracao.service.ts';
import { foldedText } from '../reference/fold-text.ts';

export const MESSAGES = {
  notFound: 'Usuário não encontrado.',
  selfRevoke: 'Você não pode revogar o seu próprio papel de administrador.',
  lastAdmin: 'Este é o único administrador da plataforma: conceda o papel a outra pessoa antes de revogá-lo.',
  roleGranted: 'Papel de administrador concedido.',
  roleRevoked: 'Papel de administrador revogado.',
  roleUnchanged: 'O papel do usuário já era este.',
  saved: 'Dados do usuário alterados com sucesso.',
  emailPending:
    'Dados do usuário alterados. O novo e-mail só passa a valer quando o usuário confirmar o código enviado a ele.',
  emailTaken: 'Este e-mail já está cadastrado',
} as const;

const u = schema.usuario;
const o = schema.objeto;
const q = schema.questionario;
const cv = schema.codigoVerificacao;
const dl = schema.documentoLegal;
const aud = schema.auditoria;

// Outer columns named in correlated subqueries: drizzle leaves column names unqualified in a
// one-table select, and inside the subquery an unqualified "id" would be the inner table's.
const USUARIO_ID = sql.raw('"usuario"."id"');
const OBJETO_ID = sql.raw('"objeto"."id"');

/**
 * The account's status, computed in SQL so the list can filter and sort by it. Checked in order:
 * e-mail never confirmed, an e-mail change waiting for its code, current terms not accepted, active.
 */
function statusSql(now: Date): SQL<UsuarioStatus> {
  return sql<UsuarioStatus>`case
    when ${u.emailVerificadoEm} is null then 'pendente'
    when exists (select 1 from ${cv} where ${cv.usuarioId} = ${USUARIO_ID} and ${cv.emailNovo} is not null
                   and ${cv.expiraEm} > ${now.toISOString()}::timestamptz) then 'troca-de-email'
    when coalesce(${u.aceiteVersao}, 0) < coalesce((select ${dl.versao} from ${dl} where ${dl.tipo} = 'termos'), 1)
      then 'termos-pendentes'
    else 'ativo' end`;
}

/** Units per user, grouped once (the list sorted by units). */
const objetosPorUsuario = (db: Database) =>
  db
    .select({ usuarioId: o.usuarioId, total: count().as('total') })
    .from(o)
    .groupBy(o.usuarioId)
    .as('objetos_por_usuario');

type ListQuery = z.output<typeof adminUsuarioListQuery>;

function listFilters(query: ListQuery, status: SQL<UsuarioStatus>): SQL | undefined {
  return and(
    // The stored folded name, searched with the term folded the same way ('joao' finds 'João').
    query.q
      ? sql`${u.nomeBusca} like '%' || ${foldedText(sql`${escapeLike(query.q)}::text`)} || '%'`
      : undefined,
    query.role ? eq(u.role, query.role) : undefined,
    query.status ? sql`${status} = ${query.status}` : undefined,
  );
}

function escapeLike(term: string): string {
  return term.replace(/[\\%_]/g, (c) => `\\${c}`);
}

const asRole = (role: string): Role => (role === 'administrador' ? 'administrador' : 'visitante');

// The administrators' user screens: list, one user with their units and audit trail, role, edit.

/** One user as the administrator reads it (404 when there is none). */
export async function getAdminUsuario(db: Database, userId: number, now: Date) {
  const status = statusSql(now);
  const [row] = await db
    .select({
      id: u.id,
      nome: u.nome,
      email: u.email,
      celular: u.celular,
      uf: u.uf,
      role: u.role,
      status,
      criadoEm: u.criadoEm,
    })
    .from(u)
    .where(eq(u.id, userId));
  if (!row) throw notFound(MESSAGES.notFound);
  return { ...row, role: asRole(row.role), emailPendente: await pendingEmail(db, userId, now) };
}

/** One page of users: one query for the rows (units counted by a grouped join) and one count. */
export async function listAdminUsuarios(db: Database, query: ListQuery, now: Date) {
  const status = statusSql(now);
  const where = listFilters(query, status);
  const dir = query.order === 'desc' ? desc : asc;
  const byName = [dir(sql`${u.nomeBusca} collate "C"`)];
  // Sorted by units: one grouped subquery joined to the users. Otherwise the count is a
  // subquery in the select list, which PostgreSQL evaluates only for the page's rows, after the
  // LIMIT (the name order is read off an index): one query either way, never one per row.
  const g = query.sort === 'totalObjetos' ? objetosPorUsuario(db) : null;
  const totalObjetos = g
    ? sql<number>`coalesce(${g.total}, 0)::int`
    : sql<number>`(select count(*)::int from ${o} where ${o.usuarioId} = ${USUARIO_ID})`;
  // The account's own UF is rarely set (registration does not ask it): the UF of most of the
  // user's units stands in, as a subquery on the page's rows (objeto by usuario_id: indexed).
  const uf = sql<
    string | null
  >`coalesce(${u.uf}, (select ${o.uf} from ${o} where ${o.usuarioId} = ${USUARIO_ID}
    group by ${o.uf} order by count(*) desc, ${o.uf} limit 1))`;
  const orderBy: Record<ListQuery['sort'], SQL[]> = {
    nome: byName,
    email: [dir(u.email)],
    uf: [dir(sql`coalesce(${uf}, '')`), ...byName],
    totalObjetos: [dir(totalObjetos), ...byName],
    role: [dir(u.role), ...byName],
    status: [dir(status), ...byName],
  };
  return paginate(
    query,
    ({ limit, offset }) => {
      const base = db
        .select({
          id: u.id,
          nome: u.nome,
          email: u.email,
          uf,
          totalObjetos,
          role: u.role,
          status,
        })
        .from(u);
      const joined = g ? base.leftJoin(g, eq(g.usuarioId, u.id)) : base;
      return joined
        .where(where)
        .orderBy(...orderBy[query.sort], dir(u.id))
        .limit(limit)
        .offset(offset)
        .then((rows) => rows.map((r) => ({ ...r, role: asRole(r.role) })));
    },
    async () => {
      const [row] = await db.select({ total: count() }).from(u).where(where);
      return row?.total ?? 0;
    },
  );
}

/** The user and their units; the read is recorded in the audit log before anything is answered. */
export async function detailAdminUsuario(db: Database, actor: Actor, userId: number, now: Date) {
  const usuario = await acessar(
    db,
    actor,
    'usuario.ler',
    async (d) => {
      const [row] = await d.select({ id: u.id }).from(u).where(eq(u.id, userId));
      return row && { usuarioId: row.id };
    },
    { naoEncontrado: MESSAGES.notFound, detalhes: () => ({}) },
  ).then(() => getAdminUsuario(db, userId, now));
  const objetos = await db
    .select({
      id: o.id,
      nomeunidade: o.nomeunidade,
      categoriaId: schema.categoria.id,
      categoria: schema.categoria.descricao,
      sigla: schema.categoria.sigla,
      titulo: schema.categoria.titulo,
      cor: schema.categoria.cor,
      uf: o.uf,
      municipio: schema.municipio.nome,
      guias: sql<number>`(select count(*)::int from ${q} where ${q.objetoId} = ${OBJETO_ID})`,
      ultimoFinalizadoEm: sql<
        string | null
      >`(select max(${q.finalizadoEm}) from ${q} where ${q.objetoId} = ${OBJETO_ID})`,
    })
    .from(o)
    .innerJoin(schema.categoria, eq(schema.categoria.id, o.categoriaId))
    .innerJoin(schema.municipio, eq(schema.municipio.codigo, o.cidade))
    .where(eq(o.usuarioId, userId))
    .orderBy(asc(foldedText(o.nomeunidade)), asc(o.id));
  return { usuario, objetos };
}

/** The audit rows about the user, newest first. */
export async function acessosDoUsuario(
  db: Database,
  userId: number,
  page: { page: number; pageSize: number },
) {
  const where = eq(aud.alvoUsuarioId, userId);
  return paginate(
    page,
    ({ limit, offset }) =>
      db
        .select({
          id: aud.id,
          criadoEm: aud.criadoEm,
          atorNome: aud.atorNome,
          acao: aud.acao,
          detalhes: aud.detalhes,
        })
        .from(aud)
        .where(where)
        .orderBy(desc(aud.criadoEm), desc(aud.id))
        .limit(limit)
        .offset(offset),
    async () => {
      const [row] = await db.select({ total: count() }).from(aud).where(where);
      return row?.total ?? 0;
    },
  );
}

/**
 * Grants or revokes the administrator role. Race-free: the administrators' rows (and the
 * target's) are locked for the transaction, so two administrators revoking each other at once
 * cannot leave the platform without one. The audit row is written in the same transaction.
 */
export async function setAdminRole(
  db: Database,
  actorId: number,
  userId: number,
  role: Role,
): Promise<{ changed: boolean }> {
  return db.transaction(async (tx) => {
    const locked = await tx
      .select({ id: u.id, role: u.role })
      .from(u)
      .where(sql`${u.role} = 'administrador' or ${u.id} = ${userId}`)
      .orderBy(asc(u.id))
      .for('update');
    const target = locked.find((r) => r.id === userId);
    if (!target) throw notFound(MESSAGES.notFound);
    const de = asRole(target.role);
    if (role === 'visitante' && userId === actorId) {
      throw badRequest(MESSAGES.selfRevoke, { role: MESSAGES.selfRevoke }, 'self_revoke');
    }
    const outrosAdmins = locked.filter((r) => r.role === 'administrador' && r.id !== userId);
    if (role === 'visitante' && de === 'administrador' && outrosAdmins.length === 0) {
      throw new AppError(409, MESSAGES.lastAdmin, 'last_admin', { role: MESSAGES.lastAdmin });
    }
    // The caller lost the role since the request was let in (another administrator revoked it).
    if (!locked.some((r) => r.id === actorId && r.role === 'administrador')) {
      throw new AppError(404, 'Endereço não encontrado.', 'not_found');
    }
    if (de === role) return { changed: false };
    await tx.update(u).set({ role, atualizadoEm: new Date() }).where(eq(u.id, userId));
    await registrarAuditoria(tx, {
      atorId: actorId,
      acao: 'usuario.role',
      alvoUsuarioId: userId,
      detalhes: { de, para: role },
    });
    return { changed: true };
  });
}

/** An e-mail change to announce: the code to the new address, a notice to the current one. */
export interface TrocaDeEmail {
  usuario: { nome: string; email: string };
  emailNovo: string;
  codigo: string;
}

/**
 * The edit modal: name and cell phone change at once; a new e-mail becomes a pending change the
 * user confirms with the code sent to the new address (as in Configurações), and the current
 * address is told (`trocaDeEmail`, sent by the caller after the commit). Login keeps using the
 * current e-mail until then.
 */
export async function editAdminUsuario(
  db: Database,
  config: Pick<Config, 'jwtSecret'>,
  actorId: number,
  userId: number,
  input: z.output<typeof adminUsuarioBody>,
): Promise<{ emailPending: boolean; trocaDeEmail: TrocaDeEmail | null }> {
  const [current] = await db
    .select({ id: u.id, nome: u.nome, email: u.email, celular: u.celular })
    .from(u)
    .where(eq(u.id, userId));
  if (!current) throw notFound(MESSAGES.notFound);
  const emailChanged = input.email !== current.email;
  if (emailChanged && (await emailTakenByOther(db, input.email, userId))) {
    throw conflict(MESSAGES.emailTaken, { email: MESSAGES.emailTaken });
  }
  const campos = [
    ...(input.nome !== current.nome ? ['nome'] : []),
    ...(input.celular !== current.celular ? ['celular'] : []),
    ...(emailChanged ? ['email'] : []),
  ];
  let codigo: string | null = null;
  try {
    codigo = await db.transaction(async (tx) => {
      await tx
        .update(u)
        .set({ nome: input.nome, celular: input.celular, atualizadoEm: new Date() })
        .where(eq(u.id, userId));
      const code = emailChanged
        ? await storeVerificationCode(tx, config.jwtSecret, userId, input.email)
        : null;
      await registrarAuditoria(tx, {
        atorId: actorId,
        acao: 'usuario.editar',
        alvoUsuarioId: userId,
        detalhes: { campos },
      });
      return code;
    });
  } catch (err) {
    if (uniqueViolation(err) !== null) throw conflict(MESSAGES.emailTaken, { email: MESSAGES.emailTaken });
    throw err;
  }
  return {
    emailPending: emailChanged,
    trocaDeEmail: codigo
      ? { usuario: { nome: input.nome, email: current.email }, emailNovo: input.email, codigo }
      : null,
  };
}
