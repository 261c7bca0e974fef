import {
  type AdminEstatisticasBody,
  type INTERVALO_ULTIMO_ANO,
  inicioDoUltimoAno,
  type MediaResultados,
  mediaDasSomas,
  participacaoPorCategoria,
  primeiroDiaDoUltimoAno,
  type SomasResultados,
} from '@guia/shared';
import { asc, type SQL, sql } from 'drizzle-orm';
import { type Database, schema } from '../../db/client.ts';
import { linhas } from '../../db/linhas.ts';
import { drenarPendentes } from './estatisticas-rollup.ts';

export interface FiltrosEstatisticas {
  intervalo: typeof INTERVALO_ULTIMO_ANO | null;
  categoria: number | null;
  uf: string | null;
}

export function filtrosDe(body: AdminEstatisticasBody | undefined): FiltrosEstatisticas {
  return {
    intervalo: body?.intervalo ?? null,
    categoria: body?.categoria == null ? null : Number(body.categoria),
    uf: body?.uf ?? null,
  };
}

/** The first day of the first whole month from `dia` on ('YYYY-MM-DD'). */
export function primeiroMesInteiro(dia: string): string {
  const [ano, mes, d] = dia.split('-').map(Number) as [number, number, number];
  if (d === 1) return dia;
  const proximo = new Date(Date.UTC(ano, mes, 1));
  return proximo.toISOString().slice(0, 10);
}

/**
 * Which rollup rows make the interval: every month for 'everything'; for 'Último ano' the whole
 * months from the first whole one, and the days before it.
 */
function periodo(filtros: FiltrosEstatisticas, agora: Date): SQL {
  if (filtros.intervalo === null) return sql`granularidade = 2`;
  const dia = primeiroDiaDoUltimoAno(agora);
  const mes = primeiroMesInteiro(dia);
  return sql`((granularidade = 2 and inicio >= ${mes}::date)
    or (granularidade = 1 and inicio >= ${dia}::date and inicio < ${mes}::date))`;
}

function chaves(filtros: FiltrosEstatisticas): SQL {
  return sql`${filtros.categoria === null ? sql`true` : sql`categoria_id = ${filtros.categoria}`}
    and ${filtros.uf === null ? sql`true` : sql`uf = ${filtros.uf}`}`;
}

const P = [1, 2, 3, 4, 5] as const;
const somas = (prefixo: string) => P.map((p) => `coalesce(sum(${prefixo}_p${p}), 0)::float8`).join(', ');

export interface Contagens {
  somas: SomasResultados;
  objetosEntregues: number;
  area: number;
  rebanho: number;
  unidadesPorCategoria: Map<number, number>;
  novosCadastros: number;
  completosAbertos: number;
}

/** Every number of the statistics in one round trip: sums over ≤ a few thousand rollup rows, and the few open complete questionnaires. */
export async function contar(db: Database, filtros: FiltrosEstatisticas, agora: Date): Promise<Contagens> {
  const onde = sql`${periodo(filtros, agora)} and ${chaves(filtros)}`;
  const inicio = filtros.intervalo === null ? null : inicioDoUltimoAno(agora);
  const desde = (coluna: SQL) =>
    inicio === null ? sql`true` : sql`${coluna} >= ${inicio.toISOString()}::timestamptz`;
  const rows = await linhas<{
    entrega: number[];
    objeto_entrega: number[];
    categorias: [number, number][] | string;
    cadastros: number;
    completos: number;
  }>(
    db,
    sql`
    select
      (select array[coalesce(sum(entregues), 0)::float8,
          ${sql.raw(somas('aproveitamento'))},
          coalesce(sum(potencial), 0)::float8, coalesce(sum(percentual), 0)::float8,
          ${sql.raw(somas('atendido'))}, ${sql.raw(somas('nao_atendido'))}, ${sql.raw(somas('nao_preenchido'))}]
        from estat_entrega where ${onde}) as entrega,
      (select array[coalesce(sum(objetos), 0)::float8, coalesce(sum(area), 0)::float8, coalesce(sum(rebanho), 0)::float8]
        from estat_objeto_entrega where ${onde}) as objeto_entrega,
      (select coalesce(json_agg(json_build_array(categoria_id, total)), '[]'::json) from (
        select categoria_id, sum(objetos)::float8 as total from estat_objeto where ${onde} group by categoria_id
      ) c) as categorias,
      (select coalesce(sum(usuarios), 0)::float8 from estat_cadastro
        where ${periodo(filtros, agora)} and ${filtros.uf === null ? sql`true` : sql`uf = ${filtros.uf}`}) as cadastros,
      (select count(*)::float8 from questionario_completo qc
        where ${desde(sql`qc.atualizado_em`)}
          and ${filtros.categoria === null ? sql`true` : sql`qc.categoria_id = ${filtros.categoria}`}
          and ${filtros.uf === null ? sql`true` : sql`qc.uf = ${filtros.uf}`}) as completos
  `,
  );
  const r = rows[0]!;
  const e = r.entrega.map(Number);
  const fatia = (de: number) => e.slice(de, de + 5);
  const cats =
    typeof r.categorias === 'string' ? (JSON.parse(r.categorias) as [number, number][]) : r.categorias;
  return {
    somas: {
      questionarios: e[0]!,
      aproveitamento: fatia(1),
      potencial: e[6]!,
      percentual: e[7]!,
      atendido: fatia(8),
      naoAtendido: fatia(13),
      naoPreenchido: fatia(18),
    },
    objetosEntregues: Number(r.objeto_entrega[0]),
    area: Number(r.objeto_entrega[1]),
    rebanho: Number(r.objeto_entrega[2]),
    unidadesPorCategoria: new Map(cats.map(([id, total]) => [Number(id), Number(total)])),
    novosCadastros: Number(r.cadastros),
    completosAbertos: Number(r.completos),
  };
}

export interface CategoriaRow {
  id: number;
  sigla: string;
  descricao: string;
  cor: string;
}

export function listarCategorias(db: Database): Promise<CategoriaRow[]> {
  const c = schema.categoria;
  return db
    .select({ id: c.id, sigla: c.sigla, descricao: c.descricao, cor: c.cor })
    .from(c)
    .orderBy(asc(c.id));
}

export interface Estatisticas {
  contagens: Contagens;
  media: MediaResultados;
  categorias: (CategoriaRow & { total: number; percentual: number })[];
}

/** The statistics for the filters: the means from the sums, the category shares (one rule, @guia/shared). */
export async function calcularEstatisticas(
  db: Database,
  filtros: FiltrosEstatisticas,
  categorias: readonly CategoriaRow[],
  agora: Date,
): Promise<Estatisticas> {
  // The answer save only marks its questionnaire: the '100% preenchido' count is made exact here.
  await drenarPendentes(db);
  const contagens = await contar(db, filtros, agora);
  const mostradas =
    filtros.categoria === null ? categorias : categorias.filter((c) => c.id === filtros.categoria);
  const partes = participacaoPorCategoria(
    mostradas.map((c) => ({ categoriaId: c.id, unidades: contagens.unidadesPorCategoria.get(c.id) ?? 0 })),
  );
  return {
    contagens,
    media: mediaDasSomas(contagens.somas),
    categorias: mostradas.map((c, i) => ({
      ...c,
      total: partes[i]!.unidades,
      percentual: partes[i]!.percentual,
    })),
  };
}
