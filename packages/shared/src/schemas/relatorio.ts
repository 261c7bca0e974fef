import { z } from 'zod';
import { REGIOES } from '../constants.ts';
import { idField } from './common.ts';
import { guiaParams } from './questionario.ts';

/** `user_id`: an administrator reads a report on behalf of the unit's owner. */
const userIdField = idField('Usuário inválido').optional();

/** GET Objeto/{objetoId}/{edicaoId}: the performance report. */
export const desempenhoParams = z.object({
  objetoId: idField('Unidade inválida'),
  edicaoId: idField('Guia inválido'),
});

/** Without `questionario_id` the report shows the unit's latest finished questionnaire of the edition. */
export const desempenhoQuery = z.object({
  questionario_id: idField('Questionário inválido').optional(),
  user_id: userIdField,
});

/** GET Objeto/{objetoId}/{edicaoId}/{questionarioId}/completo | /prioridades | /comparativo. */
export const relatorioParams = guiaParams;

export const relatorioQuery = z.object({ user_id: userIdField });

/** The comparative selector's values; 'minha-regiao' is the unit's UF, 'meu-guia' its previous questionnaire. */
export const GRUPOS_COMPARATIVO = [
  'minha-regiao',
  'brasil',
  ...REGIOES,
  'Distrito Federal',
  'meu-guia',
] as const;
export type GrupoRelatorioComparativo = (typeof GRUPOS_COMPARATIVO)[number];

export const comparativoQuery = z.object({
  grupo: z.enum(GRUPOS_COMPARATIVO, { error: 'Grupo de comparação inválido' }).default('minha-regiao'),
  user_id: userIdField,
});
export type ComparativoQuery = z.input<typeof comparativoQuery>;

/** Portuguese label of a comparative group; `produto` names 'Meu {product}'. */
export function rotuloDoGrupo(grupo: GrupoRelatorioComparativo, produto = 'Guia'): string {
  if (grupo === 'minha-regiao') return 'Minha região';
  if (grupo === 'brasil') return 'Brasil';
  if (grupo === 'meu-guia') return `Meu ${produto}`;
  return grupo;
}

/** The unit header every report shows. */
export const unidadeRelatorio = z.object({
  id: z.number(),
  nomeunidade: z.string(),
  /** 'Cidade - UF', as the unit screens show it. */
  endereco: z.string(),
  cidade: z.string(),
  uf: z.string(),
  /** Owner's name and e-mail. */
  nome: z.string(),
  email: z.string(),
  categoria_id: z.number(),
  categoria: z.string(),
  atividade: z.string().nullable(),
  sistemaadotado: z.string().nullable(),
  /** Hectares. */
  area: z.number().nullable(),
  areapasto: z.number().nullable(),
  /** Heads of cattle. */
  rebanho: z.number().nullable(),
  inscricao_estadual: z.string().nullable(),
  car: z.string().nullable(),
});
export type UnidadeRelatorio = z.infer<typeof unidadeRelatorio>;

/** The finished questionnaire a report is about. */
export const questionarioDoRelatorio = z.object({
  id: z.number(),
  guia_id: z.number(),
  ano: z.number(),
  finalizadoem: z.string(),
});
export type QuestionarioDoRelatorio = z.infer<typeof questionarioDoRelatorio>;

export const apoioRelatorio = z.object({ id: z.number(), titulo: z.string(), url: z.string() });
export const evidenciaRelatorio = z.object({ id: z.number(), titulo: z.string() });

/** One gabarito (answer key) or priority item. */
export const itemGabarito = z.object({
  id: z.number(),
  /** Indicator code, e.g. '2.1.3'. */
  codigo: z.string(),
  titulo: z.string(),
  /** Principle code 1..5. */
  pcode: z.number(),
  /** Weight of the chosen level: 0 = não se aplica, null = unanswered. */
  resposta: z.number().nullable(),
  /** Text of the chosen level. */
  descricao: z.string().nullable(),
  proximopeso: z.number().nullable(),
  /** Text of the next level. */
  proximo: z.string().nullable(),
  legenda: z.enum(['MUITO IMPORTANTE', 'IMPORTANTE', 'PARABÉNS']).nullable(),
  /** Examples of evidence for the indicator, shown in the evidence modal. */
  exemploevidencia: z.string().nullable(),
  /** Support materials of the indicator for the unit's category. */
  apoio: z.array(apoioRelatorio),
  evidencias: z.array(evidenciaRelatorio),
});
export type ItemGabarito = z.infer<typeof itemGabarito>;

export const blocoPercentuaisRelatorio = z.object({
  atendido: z.number(),
  naoAtendido: z.number(),
  naoPreenchido: z.number(),
});

export const blocoResultadoRelatorio = z.object({
  potencial: z.number(),
  /** Applicable indicators. */
  indicadores: z.number(),
  avaliacao: z.number(),
});

/** One principle of the performance report, numbers read from the results frozen at finish. */
export const principioDesempenho = z.object({
  id: z.number(),
  codigo: z.number(),
  titulo: z.string(),
  subtitulo: z.string(),
  descricao: z.string(),
  icone: z.string(),
  /** 'Orientações' text (HTML-like, with links). */
  orientacaoGtps: z.string(),
  total: z.number(),
  /** Indicators answered (Não se aplica included). */
  respondidas: z.number(),
  /** Filling progress 0..100: every indicator of a finished questionnaire is answered, so 100. */
  percentual: z.number(),
  /** 'Aplicáveis: {aplicaveis} de {total}'. */
  aplicaveis: z.number(),
  aproveitamento: z.number(),
  /** Potencial 0: 'Princípio não aplicado'. */
  naoAplicado: z.boolean(),
  blocoPercentuais: blocoPercentuaisRelatorio,
  blocoResultado: blocoResultadoRelatorio,
  gabarito: z.array(itemGabarito),
});
export type PrincipioDesempenho = z.infer<typeof principioDesempenho>;

export const avaliacaoGeralRelatorio = z.object({
  totalAvaliacao: z.number(),
  totalPotencial: z.number(),
  /** Integer average over the 5 principles of their truncated aproveitamento. */
  percentual: z.number(),
});

/** GET Objeto/{objetoId}/{edicaoId} (screen 19). */
export const relatorioDesempenho = z.object({
  unidade: unidadeRelatorio,
  questionario: questionarioDoRelatorio,
  avaliacaoGeral: avaliacaoGeralRelatorio,
  principios: z.array(principioDesempenho),
});
export type RelatorioDesempenho = z.infer<typeof relatorioDesempenho>;

/** Score of one principle in the complete report. */
export const scorePrincipio = z.object({
  codigo: z.number(),
  titulo: z.string(),
  /** Aproveitamento 0..100. */
  valor: z.number(),
  /** Indicators answered 'Não se aplica'. */
  nulos: z.number(),
  naoAplicado: z.boolean(),
});
export type ScorePrincipio = z.infer<typeof scorePrincipio>;

/** GET .../{questionarioId}/completo (screen 20). */
export const relatorioCompleto = z.object({
  unidade: unidadeRelatorio,
  questionario: questionarioDoRelatorio,
  score: z.array(scorePrincipio),
  scoretotal: z.number(),
  /** Indicators of the questionnaire. */
  questions: z.number(),
  /** Every indicator, in code order, with its principle code in `pcode`. */
  gabarito: z.array(itemGabarito),
});
export type RelatorioCompleto = z.infer<typeof relatorioCompleto>;

/** GET .../{questionarioId}/prioridades (screen 21): at most five items, empty when none. */
export const relatorioPrioridades = z.object({
  unidade: unidadeRelatorio,
  questionario: questionarioDoRelatorio,
  prioridades: z.array(itemGabarito),
});
export type RelatorioPrioridades = z.infer<typeof relatorioPrioridades>;

export const valorComparativo = z.object({ codigo: z.number(), titulo: z.string(), valor: z.number() });

/** One bar set: aproveitamento per principle (codes 1..5 in order) and the total. */
export const serieRelatorioComparativo = z.object({
  valores: z.array(valorComparativo),
  total: z.number(),
});
export type SerieRelatorioComparativo = z.infer<typeof serieRelatorioComparativo>;

/** GET .../{questionarioId}/comparativo?grupo= (screen 22); with `alert` the charts are replaced and `comparado` is null. */
export const relatorioComparativo = z.object({
  grupo: z.enum(GRUPOS_COMPARATIVO),
  rotulo: z.string(),
  unidade: unidadeRelatorio,
  questionario: serieRelatorioComparativo,
  comparado: serieRelatorioComparativo.nullable(),
  alert: z.string().nullable(),
  /**
   * 'meu-guia' only: the year of the edition of the questionnaire compared with and when it was
   * finished. Null for the groups, and when there is no earlier finished questionnaire.
   */
  comparadoCom: z.object({ ano: z.number(), finalizadoEm: z.string() }).nullable(),
});
export type RelatorioComparativo = z.infer<typeof relatorioComparativo>;
