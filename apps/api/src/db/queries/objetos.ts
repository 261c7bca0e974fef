import type { StatusObjeto } from '@guia/shared';
import { type SQL, sql } from 'drizzle-orm';
import { foldedText } from '../../modules/reference/fold-text.ts';
import type { Database } from '../client.ts';
import { linhas } from '../linhas.ts';
import {
  type ContextoObjetos,
  condicoesObjetos,
  type FiltrosObjetos,
  type NiveisDoIndicador,
  percentualDoFiltro,
} from './objetos-filtros.ts';

/**
 * Units with optional filters (docs/admin-filtros.md): the admin unit list, its count and its
 * export read the same WHERE. One query for a page (owner, category and municipality joined, the
 * latest result from `objeto_resultado`), one for the count: no per-row queries.
 */

export type OrdenacaoObjetos =
  | 'nomeunidade'
  | 'uf'
  | 'municipio'
  | 'categoria'
  | 'area'
  | 'rebanho'
  | 'percentual'
  | 'finalizadoEm';

/**
 * The context with the lookups resolved once, before the page and count queries: the indicator's
 * levels when the kind needs them, and a municipality given by name as its IBGE codes (a few
 * rows), so both queries only probe indexes on `objeto`.
 */
export async function prepararContexto(
  db: Pick<Database, 'execute'>,
  f: FiltrosObjetos,
  ctx: ContextoObjetos,
): Promise<ContextoObjetos> {
  let c = ctx;
  const precisa = f.filtro === 'atendimento-indicador' || f.filtro === 'evolucao-indicador';
  if (precisa && !c.indicador) c = { ...c, indicador: await niveisDoIndicador(db, f.indicador ?? 0) };
  if (f.municipio && !/^\d{7}$/.test(f.municipio) && !c.municipios) {
    const r = await linhas<{ codigo: number }>(
      db,
      sql`select m.codigo from municipio m
           where ${foldedText(sql`m.nome`)} = ${foldedText(sql`${f.municipio}::text`)}
           ${f.uf ? sql`and m.uf = ${f.uf}` : sql``}`,
    );
    c = { ...c, municipios: r.map((m) => Number(m.codigo)) };
  }
  return c;
}

export interface LinhaObjeto {
  id: number;
  nomeunidade: string;
  uf: string;
  municipio: string;
  area: number | null;
  rebanho: number | null;
  categoria: { id: number; sigla: string; titulo: string; descricao: string; cor: string };
  dono: { id: number; nome: string; email: string };
  status: StatusObjeto;
  percentual: number | null;
  finalizadoEm: Date | null;
  /** Latest aproveitamento per principle 1..5 (null without a finished Guia). */
  principios: [number, number, number, number, number] | null;
}

/**
 * Resolves the indicator filter once (a few rows): indicators are matched by code across editions,
 * and each level's percent is computed here, so the page query only probes the answer index.
 */
export async function niveisDoIndicador(
  db: Pick<Database, 'execute'>,
  indicadorId: number,
): Promise<NiveisDoIndicador> {
  const r = await linhas<{ indicador_id: number; id: number; peso: number; maximo: number }>(
    db,
    sql`select n.indicador_id, n.id, n.peso, max(n.peso) over (partition by n.indicador_id) as maximo
          from nivel n
         where n.indicador_id in (select i2.id from indicador i2
                 where i2.codigo = (select i1.codigo from indicador i1 where i1.id = ${indicadorId}))`,
  );
  return {
    indicadorIds: [...new Set(r.map((n) => Number(n.indicador_id)))],
    niveis: r.map((n) => ({
      id: Number(n.id),
      peso: Number(n.peso),
      percentual: Number(n.maximo) > 0 ? Math.floor((Number(n.peso) * 100) / Number(n.maximo)) : 0,
    })),
  };
}

function where(conds: SQL[]): SQL {
  return conds.length === 0 ? sql`` : sql`where ${sql.join(conds, sql` and `)}`;
}

function ordem(sort: OrdenacaoObjetos, order: 'asc' | 'desc', percentual: SQL = sql`r.percentual`): SQL {
  const d = sql.raw(order === 'desc' ? 'desc' : 'asc');
  const nome = sql`o.nome_busca collate "C" ${d}, o.id ${d}`;
  switch (sort) {
    case 'nomeunidade':
      return nome;
    case 'uf':
      return sql`o.uf ${d}, ${nome}`;
    case 'municipio':
      return sql`${foldedText(sql`m.nome`)} collate "C" ${d}, ${nome}`;
    case 'categoria':
      return sql`c.sigla collate "C" ${d}, ${nome}`;
    case 'area':
      return sql`o.area ${d} nulls last, ${nome}`;
    case 'rebanho':
      return sql`o.rebanho ${d} nulls last, ${nome}`;
    case 'percentual':
      return sql`${percentual} ${d} nulls last, ${nome}`;
    case 'finalizadoEm':
      return sql`r.finalizado_em ${d} nulls last, ${nome}`;
  }
}

/**
 * The columns of listed units, for the ids `pagina` selects (a subquery yielding `id`). The joins
 * for display (owner, category, municipality, latest result, current status) run only for those
 * rows: filters and order are applied on `objeto` + `objeto_resultado` alone by `idsDaPagina`, so
 * a deep page skips index entries, not joined rows.
 */
function selecionar(pagina: SQL, percentual: SQL): SQL {
  return sql`
  select o.id, o.nomeunidade, o.uf, m.nome as municipio, o.area, o.rebanho,
         c.id as categoria_id, c.sigla, c.titulo, c.descricao, c.cor,
         u.id as dono_id, u.nome as dono_nome, u.email as dono_email,
         ${percentual} as percentual, r.finalizado_em, r.p1, r.p2, r.p3, r.p4, r.p5, o.situacao as status
    from (${pagina}) p
    join objeto o on o.id = p.id
    join categoria c on c.id = o.categoria_id
    join municipio m on m.codigo = o.cidade
    join usuario u on u.id = o.usuario_id
    left join objeto_resultado r on r.objeto_id = o.id`;
}

/** The tables an order reads besides `objeto o` and `objeto_resultado r`. */
function juncoesDaOrdem(sort: OrdenacaoObjetos): SQL {
  if (sort === 'municipio') return sql`join municipio m on m.codigo = o.cidade`;
  if (sort === 'categoria') return sql`join categoria c on c.id = o.categoria_id`;
  return sql``;
}

/**
 * The ids of one page: filters and order on `objeto o` left-joined to `objeto_resultado r` (the
 * join is removed by the planner when nothing reads it).
 */
function idsDaPagina(
  f: FiltrosObjetos,
  ctx: ContextoObjetos,
  pagina: { sort: OrdenacaoObjetos; order: 'asc' | 'desc'; limit: number; offset: number },
): SQL {
  return sql`select o.id from objeto o left join objeto_resultado r on r.objeto_id = o.id
    ${juncoesDaOrdem(pagina.sort)} ${where(condicoesObjetos(f, ctx))}
    order by ${ordem(pagina.sort, pagina.order, percentualDoFiltro(f, ctx))}
    limit ${pagina.limit} offset ${pagina.offset}`;
}

/** A unit row as the list's SQL returns it (numeric columns may come back as strings). */
export interface LinhaBruta {
  id: number;
  nomeunidade: string;
  uf: string;
  municipio: string;
  area: string | number | null;
  rebanho: number | null;
  categoria_id: number;
  sigla: string;
  titulo: string;
  descricao: string;
  cor: string;
  dono_id: number;
  dono_nome: string;
  dono_email: string;
  percentual: number | null;
  finalizado_em: string | Date | null;
  p1: number | null;
  p2: number | null;
  p3: number | null;
  p4: number | null;
  p5: number | null;
  status: StatusObjeto;
}

function linha(r: LinhaBruta): LinhaObjeto {
  return {
    id: Number(r.id),
    nomeunidade: r.nomeunidade,
    uf: r.uf,
    municipio: r.municipio,
    area: r.area === null ? null : Number(r.area),
    rebanho: r.rebanho === null ? null : Number(r.rebanho),
    categoria: {
      id: Number(r.categoria_id),
      sigla: r.sigla,
      titulo: r.titulo,
      descricao: r.descricao,
      cor: r.cor,
    },
    dono: { id: Number(r.dono_id), nome: r.dono_nome, email: r.dono_email },
    status: r.status,
    percentual: r.percentual === null ? null : Number(r.percentual),
    finalizadoEm:
      r.finalizado_em === null
        ? null
        : r.finalizado_em instanceof Date
          ? r.finalizado_em
          : new Date(r.finalizado_em),
    principios: r.p1 === null ? null : [Number(r.p1), Number(r.p2), Number(r.p3), Number(r.p4), Number(r.p5)],
  };
}

/** One page of units, in the chosen order. */
export async function listarObjetos(
  db: Pick<Database, 'execute'>,
  f: FiltrosObjetos,
  ctx: ContextoObjetos,
  pagina: { sort: OrdenacaoObjetos; order: 'asc' | 'desc'; limit: number; offset: number },
): Promise<LinhaObjeto[]> {
  const r = await linhas<LinhaBruta>(
    db,
    sql`${selecionar(idsDaPagina(f, ctx, pagina), percentualDoFiltro(f, ctx))}
      order by ${ordem(pagina.sort, pagina.order, sql`percentual`)}`,
  );
  return r.map(linha);
}

/** How many units the filters select. */
export async function contarObjetos(
  db: Pick<Database, 'execute'>,
  f: FiltrosObjetos,
  ctx: ContextoObjetos,
): Promise<number> {
  const [r] = await linhas<{ n: number | string }>(
    db,
    sql`select count(*)::int as n from objeto o left join objeto_resultado r on r.objeto_id = o.id
      ${where(condicoesObjetos(f, ctx))}`,
  );
  return Number(r?.n ?? 0);
}

/**
 * The next `limit` units after `afterId`, by id (keyset batches for the export): one lean query per
 * batch, filters and joins in a single level so the primary key's range drives it (no count, no
 * per-row subquery).
 */
export async function objetosDepoisDe(
  db: Pick<Database, 'execute'>,
  f: FiltrosObjetos,
  ctx: ContextoObjetos,
  afterId: number,
  limit: number,
): Promise<LinhaObjeto[]> {
  const r = await linhas<LinhaBruta>(
    db,
    sql`select o.id, o.nomeunidade, o.uf, m.nome as municipio, o.area, o.rebanho,
               c.id as categoria_id, c.sigla, c.titulo, c.descricao, c.cor,
               u.id as dono_id, u.nome as dono_nome, u.email as dono_email,
               r.percentual, r.finalizado_em, r.p1, r.p2, r.p3, r.p4, r.p5, o.situacao as status
          from objeto o
          join categoria c on c.id = o.categoria_id
          join municipio m on m.codigo = o.cidade
          join usuario u on u.id = o.usuario_id
          -- The keyset bound repeated on the joined key: a merge join starts at it, not at the table's start.
          left join objeto_resultado r on r.objeto_id = o.id and r.objeto_id > ${afterId}
        ${where([...condicoesObjetos(f, ctx), sql`o.id > ${afterId}`])}
        order by o.id limit ${limit}`,
  );
  return r.map(linha);
}
