import type { AdminObjetosFiltros, AdminObjetosQuery } from '@guia/shared';
import { sql } from 'drizzle-orm';
import { acessar } from '../../access/acessar.ts';
import type { Actor } from '../../access/actor.ts';
import type { Database } from '../../db/client.ts';
import { linhas } from '../../db/linhas.ts';
import { contarObjetos, type LinhaBruta, listarObjetos, prepararContexto } from '../../db/queries/objetos.ts';
import type { ContextoObjetos } from '../../db/queries/objetos-filtros.ts';
import { paginate } from '../../db/queries/paginate.ts';
import { guiasDaUnidade } from '../questionario/questionario.cartoes.ts';

/** The filters of a list query (page, sort and order left out). */
export function filtrosDaConsulta(q: AdminObjetosQuery): AdminObjetosFiltros {
  const { page: _p, pageSize: _s, sort: _o, order: _d, ...filtros } = q;
  return filtros;
}

/**
 * A page of the admin unit list. 'area' / 'rebanho' kinds list the largest first unless the
 * request chose an order itself.
 */
export async function listarUnidades(
  db: Database,
  q: AdminObjetosQuery,
  ctx: ContextoObjetos,
  ordemEscolhida: boolean,
) {
  const filtros = filtrosDaConsulta(q);
  const c = await prepararContexto(db, filtros, ctx);
  const medida = q.filtro === 'area' || q.filtro === 'rebanho' ? q.filtro : null;
  const sort = !ordemEscolhida && medida ? medida : q.sort;
  const order = !ordemEscolhida && medida ? 'desc' : q.order;
  return paginate(
    q,
    (w) => listarObjetos(db, filtros, c, { sort, order, ...w }),
    () => contarObjetos(db, filtros, c),
  );
}

/** Municipalities that have at least one unit (optionally of one UF), by name. */
export async function municipiosComUnidades(db: Database, uf: string | undefined) {
  return linhas<{ id: number; nome: string; uf: string }>(
    db,
    sql`select m.codigo as id, m.nome, m.uf from municipio m
         where exists (select 1 from objeto o where o.cidade = m.codigo)
         ${uf ? sql`and m.uf = ${uf}` : sql``}
         order by m.nome collate "C", m.codigo`,
  );
}

/** A unit with its owner and its Guias (every questionnaire, newest edition first); audited. */
export async function detalharUnidade(db: Database, actor: Actor, objetoId: number) {
  const carregar = async (d: Database) => {
    const [o] = await linhas<
      Pick<
        LinhaBruta,
        | 'id'
        | 'nomeunidade'
        | 'municipio'
        | 'uf'
        | 'area'
        | 'rebanho'
        | 'categoria_id'
        | 'sigla'
        | 'titulo'
        | 'descricao'
        | 'cor'
        | 'dono_id'
        | 'dono_nome'
        | 'dono_email'
      >
    >(
      d,
      sql`select o.id, o.nomeunidade, m.nome as municipio, o.uf, o.area, o.rebanho,
                 c.id as categoria_id, c.sigla, c.titulo, c.descricao, c.cor,
                 u.id as dono_id, u.nome as dono_nome, u.email as dono_email
            from objeto o
            join municipio m on m.codigo = o.cidade
            join categoria c on c.id = o.categoria_id
            join usuario u on u.id = o.usuario_id
           where o.id = ${objetoId}`,
    );
    return o && { usuarioId: Number(o.dono_id), objetoId: Number(o.id), objeto: o };
  };
  const { objeto: o } = await acessar(db, actor, 'objeto.ler', carregar, {
    naoEncontrado: 'Unidade não encontrada',
    detalhes: () => ({}),
  });
  const cartoes = await guiasDaUnidade(db, { id: Number(o.id), categoriaId: Number(o.categoria_id) });
  return { objeto: o, cartoes };
}

export type DetalheUnidade = Awaited<ReturnType<typeof detalharUnidade>>;
