import type { AcessoAosDados, AcessosQuery } from '@guia/shared';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { linhas } from '../../db/linhas.ts';

interface LinhaDeAcesso {
  id: number;
  em: Date;
  ator_nome: string;
  acao: string;
  instituicao: string | null;
  unidade: string | null;
  total: number;
}

/**
 * 'Quem acessou meus dados' (issue 18 §3): the audit rows about producer `usuarioId` written by someone
 * else (an administrator's read or change, a technician's act under a grant), newest first, one page in
 * SQL with its total (the audit's index on the target and time serves both).
 */
export async function listarAcessos(db: Database, usuarioId: number, query: AcessosQuery) {
  const { page, pageSize } = query;
  const rows = await linhas<LinhaDeAcesso>(
    db,
    sql`
    select a.id, a.criado_em as em, a.ator_nome, a.acao, t.instituicao, o.nomeunidade as unidade,
           count(*) over ()::int as total
      from auditoria a
      left join tecnico t on t.usuario_id = a.ator_id and a.acao like 'tecnico.%'
      left join objeto o on o.id = a.objeto_id and o.usuario_id = ${usuarioId}
     where a.alvo_usuario_id = ${usuarioId} and a.ator_id <> ${usuarioId}
     order by a.criado_em desc, a.id desc
     limit ${pageSize} offset ${(page - 1) * pageSize}`,
  );
  const totalItems = rows[0]?.total ?? (page === 1 ? 0 : await contar(db, usuarioId));
  return {
    items: rows.map(presentAcesso),
    pagination: { page, pageSize, totalItems, totalPages: Math.ceil(totalItems / pageSize) },
  };
}

/** The total alone, for a page past the last (the window count has no row to ride on). */
async function contar(db: Database, usuarioId: number): Promise<number> {
  const [r] = await linhas<{ total: number }>(
    db,
    sql`select count(*)::int as total from auditoria
         where alvo_usuario_id = ${usuarioId} and ator_id <> ${usuarioId}`,
  );
  return r?.total ?? 0;
}

function presentAcesso(r: LinhaDeAcesso): AcessoAosDados {
  const tecnico = r.acao.startsWith('tecnico.');
  return {
    id: r.id,
    em: new Date(r.em).toISOString(),
    ator: { nome: r.ator_nome, papel: tecnico ? 'tecnico' : 'administrador', instituicao: r.instituicao },
    acao: r.acao,
    unidade: r.unidade,
  };
}
