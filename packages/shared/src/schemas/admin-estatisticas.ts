import { z } from 'zod';
import { UF_SIGLAS } from '../constants.ts';
import { idField } from './common.ts';

/** The one interval option besides 'everything' (spec §9: '1 year' shown as 'Último ano'). */
export const INTERVALO_ULTIMO_ANO = '1 year';

/** POST Admin/Estatisticas: every filter optional; absent (or null) means no filter. */
export const adminEstatisticasBody = z.object({
  intervalo: z.enum([INTERVALO_ULTIMO_ANO], { error: 'Intervalo inválido' }).nullish(),
  categoria: idField('Categoria inválida').nullish(),
  uf: z.enum(UF_SIGLAS, { error: 'Estado inválido' }).nullish(),
});
export type AdminEstatisticasBody = z.input<typeof adminEstatisticasBody>;

const blocoPercentuais = z.object({
  principio: z.number().int(),
  atendido: z.number().int(),
  naoAtendido: z.number().int(),
  naoPreenchido: z.number().int(),
});

export const adminEstatisticas = z.object({
  /** Users registered in the interval (in the UF; the category does not apply to users). */
  novosCadastros: z.number().int(),
  /** Questionnaires finished in the interval. */
  guiaEntregues: z.number().int(),
  /** Questionnaires (finished or not) with every indicator answered, last changed in the interval. */
  guiaPreenchidos: z.number().int(),
  /** Mean shares per principle over the finished questionnaires. */
  blocoPercentuais: z.array(blocoPercentuais),
  blocoAproveitamento: z.object({
    /** Mean aproveitamento per principle, index 0 = principle 1; null without a finished questionnaire. */
    aproveitamento: z.array(z.number().int().nullable()),
    potencial: z.number().int(),
    /** Null when no questionnaire was finished in the selection: a percent of nothing ('Sem dados'), not 0. */
    percentual: z.number().int().nullable(),
  }),
  /** Units registered in the interval, per category, with their share (adding to 100). */
  categorias: z.array(
    z.object({
      id: z.number().int(),
      sigla: z.string(),
      descricao: z.string(),
      cor: z.string(),
      total: z.number().int(),
      /** Share of the units registered in the interval; null when there are none ('Sem dados'). */
      percentual: z.number().int().nullable(),
    }),
  ),
  /** Hectares of the units with a questionnaire finished in the interval. */
  areaGuiaEntregue: z.number(),
  /** Head of cattle of the same units. */
  rebanhoGuiaEntregue: z.number().int(),
  /** Units registered in the interval. */
  objetos: z.number().int(),
});
export type AdminEstatisticas = z.infer<typeof adminEstatisticas>;
