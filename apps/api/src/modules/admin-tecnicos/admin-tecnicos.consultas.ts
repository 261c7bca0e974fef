import { type adminTecnicoListQuery, onlyDigits } from '@guia/shared';
import { and, asc, count, desc, eq, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type Database, schema } from '../../db/client.ts';
import { paginate } from '../../db/queries/paginate.ts';
import { containsFolded, foldedText } from '../reference/fold-text.ts';

// The admin area's 'Técnicos' list (issue 18 §1): filters, order and page in SQL, like the users' list.

const { tecnico: t, usuario: u } = schema;

type ListQuery = z.output<typeof adminTecnicoListQuery>;

// The outer row, named in a correlated subquery (inside it an unqualified column would be the inner table's).
const TECNICO_ID = sql.raw('"tecnico"."usuario_id"');

/** Grants that let him in now: none while he is not accredited (the gate reads his status with the grant). */
const autorizacoesAtivas = sql<number>`case when ${t.status} = 'credenciado' then (
    select count(*)::int from autorizacao a
     where a.tecnico_id = ${TECNICO_ID} and a.revogada_em is null and a.valida_ate > now()
  ) else 0 end`;

const colunas = {
  usuarioId: t.usuarioId,
  nome: u.nome,
  instituicao: t.instituicao,
  registroProfissional: t.registroProfissional,
  uf: t.uf,
  status: t.status,
  solicitadoEm: t.solicitadoEm,
  decididoEm: t.decididoEm,
  autorizacoesAtivas,
};

/** A CPF typed whole or in part (digits with or without punctuation, at least 3 digits), or null. */
function cpfBuscado(q: string): string | null {
  if (/[^\d.\-\s]/.test(q)) return null;
  const digitos = onlyDigits(q);
  return digitos.length >= 3 ? digitos : null;
}

function filtros(query: ListQuery): SQL | undefined {
  const cpf = query.q ? cpfBuscado(query.q) : null;
  return and(
    query.q
      ? or(
          containsFolded(u.nome, query.q),
          containsFolded(t.instituicao, query.q),
          cpf ? sql`${u.cpf} like '%' || ${cpf} || '%'` : undefined,
        )
      : undefined,
    query.status ? eq(t.status, query.status) : undefined,
    query.uf ? eq(t.uf, query.uf) : undefined,
  );
}

/** One page of technicians: the page's rows and the total, two queries over the same filters. */
export function listarTecnicos(db: Database, query: ListQuery) {
  const where = filtros(query);
  const dir = query.order === 'desc' ? desc : asc;
  const porNome = [dir(sql`${foldedText(u.nome)} collate "C"`), asc(t.usuarioId)];
  const ordem: Record<ListQuery['sort'], SQL[]> = {
    nome: porNome,
    instituicao: [dir(sql`${foldedText(t.instituicao)} collate "C"`), ...porNome],
    uf: [dir(t.uf), ...porNome],
    status: [dir(t.status), ...porNome],
    solicitado_em: [dir(t.solicitadoEm), asc(t.usuarioId)],
    autorizacoes_ativas: [dir(autorizacoesAtivas), ...porNome],
  };
  return paginate(
    query,
    ({ limit, offset }) =>
      db
        .select(colunas)
        .from(t)
        .innerJoin(u, eq(u.id, t.usuarioId))
        .where(where)
        .orderBy(...ordem[query.sort])
        .limit(limit)
        .offset(offset),
    async () => {
      const [linha] = await db
        .select({ total: count() })
        .from(t)
        .innerJoin(u, eq(u.id, t.usuarioId))
        .where(where);
      return linha?.total ?? 0;
    },
  );
}

/** One technician's row, or undefined. */
export async function tecnicoDaLista(db: Database, usuarioId: number) {
  const [linha] = await db
    .select(colunas)
    .from(t)
    .innerJoin(u, eq(u.id, t.usuarioId))
    .where(eq(t.usuarioId, usuarioId));
  return linha;
}
export type TecnicoDaLista = NonNullable<Awaited<ReturnType<typeof tecnicoDaLista>>>;
