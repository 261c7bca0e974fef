import { inicioDoUltimoAno } from '@guia/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { linhas } from '../../db/linhas.ts';
import { joinPrincipioDoIndicador } from '../../db/queries/edicao-do-indicador.ts';
import { indicadorSeAplicaSql } from '../../db/queries/indicadores.ts';
import type { FiltrosEstatisticas } from './estatisticas.service.ts';
import type { IndicadorContado, PrincipioContado } from './planos-sigilo.ts';

/** The outcomes a target was judged by (a cancelled one has none; 'não avaliável' is not judged). */
const JULGADOS = sql`('atingida', 'avancou', 'manteve', 'recuou')`;

export interface IndicadorDosPlanos extends IndicadorContado {
  codigo: string;
  titulo: string;
  /** In the current edition (listed even without items). */
  atual: boolean;
  avaliados: number;
  donosAvaliados: number;
  atingidas: number;
}

export interface ContagemDosPlanos {
  planos: number;
  unidades: number;
  itens: number;
  donos: number;
  donosPrincipiosAbaixo: number;
  principios: (PrincipioContado & { titulo: string })[];
  indicadores: IndicadorDosPlanos[];
}

/**
 * The plans of the selection, with their unit's owner: the unit's category and UF now (as the other
 * statistics), and made in the interval ('Último ano': from the same Brasília day as the others).
 */
function planosDaSelecao(filtros: FiltrosEstatisticas, agora: Date): SQL {
  const inicio = filtros.intervalo === null ? null : inicioDoUltimoAno(agora);
  return sql`select p.id, p.objeto_id, o.usuario_id as dono
    from plano_acao p join objeto o on o.id = p.objeto_id
    where ${inicio === null ? sql`true` : sql`p.criado_em >= ${inicio.toISOString()}::timestamptz`}
      and ${filtros.categoria === null ? sql`true` : sql`o.categoria_id = ${filtros.categoria}::integer`}
      and ${filtros.uf === null ? sql`true` : sql`o.uf = ${filtros.uf}`}`;
}

/** The current edition's indicators listed: those that apply to the chosen category, if any. */
function indicadoresAtuais(filtros: FiltrosEstatisticas): SQL {
  return sql`select i.linhagem from indicador i ${joinPrincipioDoIndicador()}
    where p.edicao_id = (select id from edicao where disponivel order by ano desc, id desc limit 1)
      and ${filtros.categoria === null ? sql`true` : indicadorSeAplicaSql(filtros.categoria, sql.raw('i.categorias'))}`;
}

/** A json column: parsed by node-postgres, a string from some drivers. */
const json = <T>(v: T | string): T => (typeof v === 'string' ? (JSON.parse(v) as T) : v);

interface Linha {
  resumo: { planos: number; unidades: number; donos: number; itens: number; donos_principios_abaixo: number };
  principios: { codigo: number; titulo: string; itens: number; donos: number; donos_abaixo: number }[];
  indicadores: {
    linhagem: string;
    codigo: string;
    titulo: string;
    principio: number;
    atual: boolean;
    itens: number;
    donos: number;
    avaliados: number;
    donos_avaliados: number;
    atingidas: number;
  }[];
}

/**
 * Every count of the plans' statistics in one statement. A lineage is placed, coded and titled by
 * its indicator in the latest published edition that has it (the items' own editions count as
 * published: they were answered), so an item counts under one principle whatever edition it came from.
 */
export async function contarPlanos(
  db: Database,
  filtros: FiltrosEstatisticas,
  agora: Date,
  min: number,
): Promise<ContagemDosPlanos> {
  const [r] = await linhas<Linha>(
    db,
    sql`
    with planos as (${planosDaSelecao(filtros, agora)}),
    itens as (
      select it.linhagem, it.indicador_id, it.desfecho, pl.dono
      from planos pl join plano_acao_item it on it.plano_id = pl.id
    ),
    atuais as (${indicadoresAtuais(filtros)}),
    rep as (
      select distinct on (i.linhagem) i.linhagem, i.codigo, i.titulo, p.codigo as principio
      from indicador i ${joinPrincipioDoIndicador()} join edicao e on e.id = p.edicao_id
      where i.linhagem in (select linhagem from itens union select linhagem from atuais)
        and (e.datadisponivel is not null or i.id in (select indicador_id from itens))
      order by i.linhagem, e.ano desc, i.id desc
    ),
    itens_rep as (select it.*, rep.principio from itens it join rep using (linhagem)),
    por_linhagem as (
      select linhagem, count(*)::int as itens, count(distinct dono)::int as donos,
        count(*) filter (where desfecho in ${JULGADOS})::int as avaliados,
        count(distinct dono) filter (where desfecho in ${JULGADOS})::int as donos_avaliados,
        count(*) filter (where desfecho = 'atingida')::int as atingidas
      from itens group by linhagem
    ),
    por_principio as (
      select principio, count(*)::int as itens, count(distinct dono)::int as donos,
        count(distinct dono) filter (where linhagem in (
          select linhagem from por_linhagem where donos < ${min}::integer))::int as donos_abaixo
      from itens_rep group by principio
    ),
    titulos as (
      select distinct on (p.codigo) p.codigo, p.titulo from principio p join edicao e on e.id = p.edicao_id
      where e.datadisponivel is not null order by p.codigo, e.ano desc
    )
    select
      (select json_build_object(
        'planos', (select count(*) from planos), 'unidades', (select count(distinct objeto_id) from planos),
        'donos', (select count(distinct dono) from planos), 'itens', (select count(*) from itens),
        'donos_principios_abaixo', (select count(distinct dono) from itens_rep
          where principio in (select principio from por_principio where donos < ${min}::integer)))) as resumo,
      (select coalesce(json_agg(json_build_object('codigo', t.codigo, 'titulo', t.titulo,
          'itens', coalesce(pp.itens, 0), 'donos', coalesce(pp.donos, 0), 'donos_abaixo', coalesce(pp.donos_abaixo, 0))
          order by t.codigo), '[]'::json)
        from titulos t left join por_principio pp on pp.principio = t.codigo) as principios,
      (select coalesce(json_agg(json_build_object('linhagem', rep.linhagem, 'codigo', rep.codigo,
          'titulo', rep.titulo, 'principio', rep.principio,
          'atual', rep.linhagem in (select linhagem from atuais),
          'itens', coalesce(pl.itens, 0), 'donos', coalesce(pl.donos, 0),
          'avaliados', coalesce(pl.avaliados, 0), 'donos_avaliados', coalesce(pl.donos_avaliados, 0),
          'atingidas', coalesce(pl.atingidas, 0))), '[]'::json)
        from rep left join por_linhagem pl using (linhagem)) as indicadores
  `,
  );
  const l = { resumo: json(r!.resumo), principios: json(r!.principios), indicadores: json(r!.indicadores) };
  return {
    planos: Number(l.resumo.planos),
    unidades: Number(l.resumo.unidades),
    itens: Number(l.resumo.itens),
    donos: Number(l.resumo.donos),
    donosPrincipiosAbaixo: Number(l.resumo.donos_principios_abaixo),
    principios: l.principios.map((p) => ({
      codigo: p.codigo,
      titulo: p.titulo,
      itens: p.itens,
      donos: p.donos,
      donosIndicadoresAbaixo: p.donos_abaixo,
    })),
    indicadores: l.indicadores.map((i) => ({
      linhagem: i.linhagem,
      codigo: i.codigo,
      titulo: i.titulo,
      principio: i.principio,
      atual: i.atual,
      itens: i.itens,
      donos: i.donos,
      avaliados: i.avaliados,
      donosAvaliados: i.donos_avaliados,
      atingidas: i.atingidas,
    })),
  };
}
