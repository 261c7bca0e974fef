import { z } from 'zod';
import { UF_SIGLAS } from '../constants.ts';
import {
  comOutrosErros,
  dataResponse,
  ID_MAX,
  idField,
  PAGE_SIZE_MAX,
  pageInfo,
  paginationQuery,
  textField,
} from './common.ts';

/** The kinds of the admin unit list filter (docs/admin-filtros.md defines each). */
export const FILTROS_OBJETO = [
  'todos',
  'guia-preenchidos',
  'novos-cadastros',
  'atendimento-principio',
  'atendimento-indicador',
  'evolucao-principio',
  'evolucao-indicador',
  'area',
  'rebanho',
] as const;
export type FiltroObjeto = (typeof FILTROS_OBJETO)[number];

/** Percent bands: '0-10' … '90-100' (lower bound inclusive, upper exclusive except 100). */
export const FAIXAS_PERCENTUAL = [
  '0-10',
  '10-20',
  '20-30',
  '30-40',
  '40-50',
  '50-60',
  '60-70',
  '70-80',
  '80-90',
  '90-100',
] as const;
export type FaixaPercentual = (typeof FAIXAS_PERCENTUAL)[number];

export const STATUS_FILTRO_OBJETO = ['completo', 'incompleto'] as const;
export const STATUS_OBJETO = ['completo', 'incompleto', 'sem-guia'] as const;
export type StatusObjeto = (typeof STATUS_OBJETO)[number];

export const ORDENACOES_OBJETO = [
  'nomeunidade',
  'uf',
  'municipio',
  'categoria',
  'area',
  'rebanho',
  'percentual',
  'finalizadoEm',
] as const;

/** Range of the area (ha) and herd (heads) sliders. */
export const MEDIDA_MIN = 1;
export const MEDIDA_MAX = 500_000;

const vazioParaUndefined = (v: unknown) =>
  v === '' || v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v;

const medida = (rotulo: string) =>
  z.preprocess(
    vazioParaUndefined,
    z.coerce
      .number({ error: `${rotulo} inválido(a)` })
      .int(`${rotulo} deve ser um número inteiro`)
      .min(MEDIDA_MIN, `${rotulo} deve ser no mínimo ${MEDIDA_MIN}`)
      .max(MEDIDA_MAX, `${rotulo} deve ser no máximo 500.000`)
      .optional(),
  );

/** The filter fields shared by the list (query) and the export (body). */
const filtrosShape = {
  uf: z.preprocess(vazioParaUndefined, z.enum(UF_SIGLAS, { error: 'Estado inválido' }).optional()),
  /** IBGE code (7 digits) or the municipality's name (accent/case-insensitive). */
  municipio: z.preprocess(
    vazioParaUndefined,
    textField({ error: 'Município inválido' }).trim().max(120, 'Use no máximo 120 caracteres').optional(),
  ),
  categoria: z.preprocess(vazioParaUndefined, idField('Categoria inválida').optional()),
  filtro: z.preprocess(
    vazioParaUndefined,
    z.enum(FILTROS_OBJETO, { error: 'Filtro inválido' }).default('todos'),
  ),
  principio: z.preprocess(
    vazioParaUndefined,
    z.coerce
      .number({ error: 'Escolha um princípio de 1 a 5' })
      .int('Escolha um princípio de 1 a 5')
      .min(1, 'Escolha um princípio de 1 a 5')
      .max(5, 'Escolha um princípio de 1 a 5')
      .optional(),
  ),
  indicador: z.preprocess(vazioParaUndefined, idField('Indicador inválido').optional()),
  areaMin: medida('Área mínima'),
  areaMax: medida('Área máxima'),
  rebanhoMin: medida('Rebanho mínimo'),
  rebanhoMax: medida('Rebanho máximo'),
  faixa: z.preprocess(
    vazioParaUndefined,
    z.enum(FAIXAS_PERCENTUAL, { error: 'Faixa de percentual inválida' }).optional(),
  ),
  status: z.preprocess(
    vazioParaUndefined,
    z.enum(STATUS_FILTRO_OBJETO, { error: 'Situação inválida' }).optional(),
  ),
  q: z.preprocess(
    vazioParaUndefined,
    textField({ error: 'Busca inválida' }).trim().max(120, 'Use no máximo 120 caracteres').optional(),
  ),
};

type FiltrosSaida = {
  filtro: FiltroObjeto;
  principio?: number | undefined;
  indicador?: number | undefined;
  areaMin?: number | undefined;
  areaMax?: number | undefined;
  rebanhoMin?: number | undefined;
  rebanhoMax?: number | undefined;
};

/**
 * Cross-field rules: the principle/indicator a kind needs, min ≤ max. They run with the field errors
 * (comOutrosErros), so a failed field may hold its raw value here: compare numbers only.
 */
function refinarFiltros(v: FiltrosSaida, ctx: z.core.$RefinementCtx<FiltrosSaida>) {
  if (
    (v.filtro === 'atendimento-principio' || v.filtro === 'evolucao-principio') &&
    v.principio === undefined
  )
    ctx.addIssue({ code: 'custom', path: ['principio'], message: 'Escolha o princípio' });
  if (
    (v.filtro === 'atendimento-indicador' || v.filtro === 'evolucao-indicador') &&
    v.indicador === undefined
  )
    ctx.addIssue({ code: 'custom', path: ['indicador'], message: 'Escolha o indicador' });
  if (typeof v.areaMin === 'number' && typeof v.areaMax === 'number' && v.areaMin > v.areaMax)
    ctx.addIssue({
      code: 'custom',
      path: ['areaMax'],
      message: 'A área máxima deve ser maior ou igual à mínima',
    });
  if (typeof v.rebanhoMin === 'number' && typeof v.rebanhoMax === 'number' && v.rebanhoMin > v.rebanhoMax)
    ctx.addIssue({
      code: 'custom',
      path: ['rebanhoMax'],
      message: 'O rebanho máximo deve ser maior ou igual ao mínimo',
    });
}

/**
 * POST /api/Admin/Objeto/Export: the list's filters (no page) and its current order (the rows of the
 * file follow it; none: by registration); also the stored `filtros` of a job.
 */
export const adminObjetosFiltrosBody = z
  .object({
    ...filtrosShape,
    sort: z.preprocess(
      vazioParaUndefined,
      z.enum(ORDENACOES_OBJETO, { error: 'Ordenação inválida' }).optional(),
    ),
    order: z.preprocess(vazioParaUndefined, z.enum(['asc', 'desc'], { error: 'Ordem inválida' }).optional()),
  })
  .superRefine(refinarFiltros, comOutrosErros);
export type AdminObjetosFiltrosInput = z.input<typeof adminObjetosFiltrosBody>;
export type AdminObjetosFiltros = z.output<typeof adminObjetosFiltrosBody>;

/** GET /api/Admin/Objeto: page, sort, search and filters as query parameters (shareable URL). */
export const adminObjetosQuery = paginationQuery(ORDENACOES_OBJETO, { sort: 'nomeunidade', pageSize: 50 })
  .extend(filtrosShape)
  .superRefine(refinarFiltros, comOutrosErros);
export type AdminObjetosQueryInput = z.input<typeof adminObjetosQuery>;
export type AdminObjetosQuery = z.output<typeof adminObjetosQuery>;

/**
 * POST /api/Admin/Objeto, the spec's call (admin §3 'Unit list request'): the page and the filters
 * in the body. Same filters, same defaults and same SQL as the GET; the list is by unit name.
 */
export const adminObjetosListaBody = z.object({
  pagination: z
    .object({
      itemsPerPage: z.coerce
        .number({ error: 'Tamanho de página inválido' })
        .int('Tamanho de página inválido')
        .min(1, 'Tamanho de página inválido')
        .max(PAGE_SIZE_MAX, `Use no máximo ${PAGE_SIZE_MAX} itens por página`)
        .default(50),
      page: z.coerce
        .number({ error: 'Página inválida' })
        .int('Página inválida')
        .min(1, 'Página inválida')
        .max(ID_MAX, 'Página inválida')
        .default(1),
    })
    .default({ itemsPerPage: 50, page: 1 }),
  filtros: z.object(filtrosShape).superRefine(refinarFiltros).default({ filtro: 'todos' }),
});
export type AdminObjetosListaBody = z.input<typeof adminObjetosListaBody>;

export const adminCategoriaResumo = z.object({
  id: z.number(),
  sigla: z.string(),
  /** The short name shown on tags and in the export. */
  titulo: z.string(),
  /** The long description (a tag's tooltip). */
  descricao: z.string(),
  cor: z.string(),
});

export const adminDonoResumo = z.object({ id: z.number(), nome: z.string(), email: z.string() });

/** One row of the admin unit list. */
export const adminObjetoItem = z.object({
  id: z.number(),
  nomeunidade: z.string(),
  categoria: adminCategoriaResumo,
  uf: z.string(),
  /** Municipality name. */
  municipio: z.string(),
  /** Hectares, or null when not declared. */
  area: z.number().nullable(),
  /** Heads, or null when not declared. */
  rebanho: z.number().nullable(),
  status: z.enum(STATUS_OBJETO),
  /**
   * Overall score (0-100) of the latest finished Guia, or null; under a principle or indicator
   * kind of filter, the figure that kind filters on (that principle's score or rise, that
   * indicator's level percent or rise).
   */
  percentual: z.number().nullable(),
  /** ISO date-time of the latest finished Guia, or null. */
  finalizadoEm: z.string().nullable(),
  dono: adminDonoResumo,
});
export type AdminObjetoItem = z.infer<typeof adminObjetoItem>;

/** The page facts plus the spec's name for the total. */
export const adminObjetosPageInfo = pageInfo.extend({ totalUnidades: z.number().int() });

export const adminObjetosResponse = dataResponse(
  z.object({ items: z.array(adminObjetoItem), pagination: adminObjetosPageInfo }),
);
export type AdminObjetosResponse = z.infer<typeof adminObjetosResponse>;

/** POST /api/Admin/Objeto: the spec's answer names (`objetos`, `nomeArquivo`, `pagination`). */
export const adminObjetosListaResponse = dataResponse(
  z.object({
    objetos: z.array(adminObjetoItem),
    /** The file of this administrator's latest finished export of these filters, or null. */
    nomeArquivo: z.string().nullable(),
    pagination: adminObjetosPageInfo.extend({ itemsPerPage: z.number().int() }),
  }),
);
export type AdminObjetosListaResponse = z.infer<typeof adminObjetosListaResponse>;

/** GET /api/Admin/Objeto/Municipio?uf=MT: municipalities that have units. */
export const adminMunicipiosQuery = z.object({
  uf: z.preprocess(vazioParaUndefined, z.enum(UF_SIGLAS, { error: 'Estado inválido' }).optional()),
});
export const adminMunicipio = z.object({ id: z.number(), nome: z.string(), uf: z.string() });
export const adminMunicipiosResponse = dataResponse(z.array(adminMunicipio));
export type AdminMunicipio = z.infer<typeof adminMunicipio>;

export const adminObjetoParams = z.object({ objetoId: idField('Unidade inválida') });

/** GET /api/Admin/Objeto/:objetoId */
export const adminObjetoDetalhe = z.object({
  objeto: z.object({
    id: z.number(),
    nomeunidade: z.string(),
    endereco: z.string().nullable(),
    municipio: z.string(),
    uf: z.string(),
    categoria: adminCategoriaResumo,
    area: z.number().nullable(),
    rebanho: z.number().nullable(),
    dono: adminDonoResumo,
  }),
  guias: z.array(
    z.object({
      edicaoId: z.number(),
      ano: z.number(),
      questionarioId: z.number(),
      /** Percent of the questions answered (0-100). */
      totalRespondido: z.number(),
      finalizado: z.boolean(),
      finalizadoEm: z.string().nullable(),
    }),
  ),
});
export type AdminObjetoDetalhe = z.infer<typeof adminObjetoDetalhe>;
export const adminObjetoDetalheResponse = dataResponse(adminObjetoDetalhe);

export const STATUS_EXPORTACAO = ['pendente', 'processando', 'pronto', 'erro'] as const;
export type StatusExportacao = (typeof STATUS_EXPORTACAO)[number];

/** GET /api/Admin/Objeto/Export (the spec's call): the list's filters as query parameters. */
export const adminExportacaoQuery = adminObjetosFiltrosBody;

/** POST /api/Admin/Objeto/Export → 202 */
export const adminExportacaoCriadaResponse = dataResponse(z.object({ id: z.number() }));

export const adminExportacaoParams = z.object({ id: idField('Exportação inválida') });

/** GET /api/Admin/Objeto/Export/:id */
export const adminExportacao = z.object({
  id: z.number(),
  status: z.enum(STATUS_EXPORTACAO),
  processadas: z.number().int(),
  /** Units to write; null until the job starts. */
  total: z.number().int().nullable(),
  /** File name once ready, else null. */
  nomeArquivo: z.string().nullable(),
});
export type AdminExportacao = z.infer<typeof adminExportacao>;
export const adminExportacaoResponse = dataResponse(adminExportacao);

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
