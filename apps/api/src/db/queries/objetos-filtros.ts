import type { AdminObjetosFiltros, FaixaPercentual } from '@guia/shared';
import { type SQL, sql } from 'drizzle-orm';
import { foldedText } from '../../modules/reference/fold-text.ts';

/**
 * The filters of the unit lists (docs/admin-filtros.md) as SQL: the WHERE conditions that the admin
 * unit list, its count and its export share, and the percent a filter orders by. Lookups they need
 * (an indicator's levels, a municipality's codes) are resolved before, by `prepararContexto`.
 */

export interface FiltrosObjetos extends Partial<AdminObjetosFiltros> {
  /** Only this owner's units (the producer's own list). */
  usuarioId?: number;
}

export interface ContextoObjetos {
  /** The clock ('novos-cadastros' = registered in the 365 days before it). */
  agora: Date;
  /** The resolved indicator of the *-indicador kinds (`prepararContexto`). */
  indicador?: NiveisDoIndicador;
  /** The municipality filter given by name, resolved to IBGE codes (`prepararContexto`). */
  municipios?: number[];
}

/** The levels of every indicator sharing the chosen indicator's code, in every edition. */
export interface NiveisDoIndicador {
  indicadorIds: number[];
  /** Level id -> its weight and its weight as a percent of its indicator's highest weight. */
  niveis: { id: number; peso: number; percentual: number }[];
}
/** `expr` inside a 10-point band: [lo, hi), the last one [90, 100]. */
export function naFaixa(expr: SQL, faixa: FaixaPercentual): SQL {
  const [lo, hi] = faixa.split('-').map(Number) as [number, number];
  return hi === 100
    ? sql`(${expr} >= ${lo} and ${expr} <= 100)`
    : sql`(${expr} >= ${lo} and ${expr} < ${hi})`;
}

function colunaPrincipio(prefixo: 'p' | 'a', principio: number): SQL {
  if (!Number.isInteger(principio) || principio < 1 || principio > 5) throw new Error('principio 1..5');
  return sql.raw(`r.${prefixo}${principio}`);
}

const intArray = (xs: number[]) => sql`${`{${xs.join(',')}}`}::int[]`;

/** The WHERE conditions of the filters (every one applies to `objeto o` left-joined to `objeto_resultado r`). */
export function condicoesObjetos(f: FiltrosObjetos, ctx: ContextoObjetos): SQL[] {
  const w: SQL[] = [];
  if (f.usuarioId !== undefined) w.push(sql`o.usuario_id = ${f.usuarioId}`);
  if (f.uf) w.push(sql`o.uf = ${f.uf}`);
  if (f.categoria !== undefined) w.push(sql`o.categoria_id = ${f.categoria}`);
  if (f.municipio) {
    if (/^\d{7}$/.test(f.municipio)) w.push(sql`o.cidade = ${Number(f.municipio)}`);
    else if (ctx.municipios)
      w.push(ctx.municipios.length ? sql`o.cidade = any(${intArray(ctx.municipios)})` : sql`false`);
    else
      w.push(sql`o.cidade in (select m2.codigo from municipio m2
        where ${foldedText(sql`m2.nome`)} = ${foldedText(sql`${f.municipio}::text`)}
        ${f.uf ? sql`and m2.uf = ${f.uf}` : sql``})`);
  }
  if (f.q) {
    const escaped = f.q.replace(/[\\%_]/g, (c) => `\\${c}`);
    w.push(sql`o.nome_busca like '%' || ${foldedText(sql`${escaped}::text`)} || '%'`);
  }
  if (f.areaMin !== undefined) w.push(sql`o.area >= ${f.areaMin}`);
  if (f.areaMax !== undefined) w.push(sql`o.area <= ${f.areaMax}`);
  if (f.rebanhoMin !== undefined) w.push(sql`o.rebanho >= ${f.rebanhoMin}`);
  if (f.rebanhoMax !== undefined) w.push(sql`o.rebanho <= ${f.rebanhoMax}`);
  // objeto.situacao: the status in the current edition, kept by triggers (schema/objeto.ts).
  if (f.status) w.push(sql`o.situacao = ${f.status}`);

  const filtro = f.filtro ?? 'todos';
  let faixaAplicada = false;
  switch (filtro) {
    case 'todos':
      break;
    case 'guia-preenchidos':
      w.push(sql`r.objeto_id is not null`);
      break;
    case 'novos-cadastros': {
      const desde = new Date(ctx.agora.getTime() - 365 * 24 * 3600 * 1000);
      w.push(sql`o.criado_em >= ${desde.toISOString()}::timestamptz`);
      break;
    }
    case 'area':
      w.push(sql`o.area is not null`);
      break;
    case 'rebanho':
      w.push(sql`o.rebanho is not null`);
      break;
    case 'atendimento-principio': {
      const p = colunaPrincipio('p', f.principio ?? 1);
      w.push(f.faixa ? naFaixa(p, f.faixa) : sql`r.objeto_id is not null`);
      faixaAplicada = true;
      break;
    }
    case 'evolucao-principio': {
      const p = colunaPrincipio('p', f.principio ?? 1);
      const a = colunaPrincipio('a', f.principio ?? 1);
      w.push(sql`${a} is not null and ${p} > ${a}`);
      if (f.faixa) w.push(naFaixa(sql`(${p} - ${a})`, f.faixa));
      faixaAplicada = true;
      break;
    }
    case 'atendimento-indicador': {
      // objeto_indicador_ultimo: the latest answer's level percent (weight-0 answers left out).
      const n = ctx.indicador ?? { indicadorIds: [], niveis: [] };
      w.push(
        n.indicadorIds.length === 0
          ? sql`false`
          : sql`exists (select 1 from objeto_indicador_ultimo x
              where x.objeto_id = o.id and x.indicador_id = any(${intArray(n.indicadorIds)})
              ${f.faixa ? sql`and ${naFaixa(sql`x.percentual`, f.faixa)}` : sql``})`,
      );
      faixaAplicada = true;
      break;
    }
    case 'evolucao-indicador': {
      // The rise from the previous finished Guia's answer (not 'não se aplica') to the latest.
      const n = ctx.indicador ?? { indicadorIds: [], niveis: [] };
      w.push(
        n.indicadorIds.length === 0
          ? sql`false`
          : sql`exists (select 1 from objeto_indicador_ultimo x
              where x.objeto_id = o.id and x.indicador_id = any(${intArray(n.indicadorIds)}) and x.evolucao > 0
              ${f.faixa ? sql`and ${naFaixa(sql`x.evolucao`, f.faixa)}` : sql``})`,
      );
      faixaAplicada = true;
      break;
    }
  }
  // Without a principle/indicator kind, the band reads the latest overall score.
  if (f.faixa && !faixaAplicada) w.push(naFaixa(sql`r.percentual`, f.faixa));
  return w;
}

/**
 * The list's 'Percentual' for each unit: the figure the chosen kind filters on (the principle's
 * score or its rise, the indicator's level percent or its rise), else the latest overall score.
 * Reads `o` and `r`; the indicator kinds add one index probe per listed row.
 */
export function percentualDoFiltro(f: FiltrosObjetos, ctx: ContextoObjetos): SQL {
  switch (f.filtro) {
    case 'atendimento-principio':
      return colunaPrincipio('p', f.principio ?? 1);
    case 'evolucao-principio':
      return sql`(${colunaPrincipio('p', f.principio ?? 1)} - ${colunaPrincipio('a', f.principio ?? 1)})`;
    case 'atendimento-indicador':
    case 'evolucao-indicador': {
      const ids = ctx.indicador?.indicadorIds ?? [];
      if (ids.length === 0) return sql`null::int`;
      const col = sql.raw(f.filtro === 'atendimento-indicador' ? 'x.percentual' : 'x.evolucao');
      return sql`(select max(${col}) from objeto_indicador_ultimo x
        where x.objeto_id = o.id and x.indicador_id = any(${intArray(ids)}))`;
    }
    default:
      return sql`r.percentual`;
  }
}
