import { z } from 'zod';
import { onlyDigits } from '../validation/digits.ts';
import { isValidCelular } from '../validation/phone.ts';
import { errorResponse, idField, requiredText, textField } from './common.ts';
import { numeroBrOpcional } from './numero.ts';
import { objeto } from './objeto.ts';

const emptyToNull = (v: unknown) => (v === '' || v === undefined ? null : v);

/** POST Guia/Questionario: starts a questionnaire of an edition (`guia_id`) for a unit. */
export const questionarioStartBody = z.object({
  objeto_id: idField('Unidade inválida'),
  guia_id: idField('Guia inválido'),
});
export type QuestionarioStartBody = z.input<typeof questionarioStartBody>;

export const questionarioStarted = z.object({ questionario: z.object({ id: z.number() }) });
export type QuestionarioStarted = z.infer<typeof questionarioStarted>;

/** GET Guia/{objetoId}/{guiaId}/{questionarioId}. */
export const guiaParams = z.object({
  objetoId: idField('Unidade inválida'),
  edicaoId: idField('Guia inválido'),
  questionarioId: idField('Questionário inválido'),
});

/**
 * POST Guia/Resposta: `nivel_id` null clears the answer; `percentual` only for indicators with a slider,
 * and never with 'Não se aplica' (the server drops it).
 */
export const respostaBody = z.object({
  objeto_id: idField('Unidade inválida'),
  guia_id: idField('Guia inválido'),
  questionario_id: idField('Questionário inválido'),
  indicador_id: idField('Indicador inválido'),
  nivel_id: z.preprocess(emptyToNull, idField('Nível inválido').nullable()),
  percentual: numeroBrOpcional({
    rotulo: 'O percentual',
    min: 0,
    max: 100,
    mensagemFaixa: 'O percentual deve estar entre 0 e 100',
  }),
  /**
   * The answer's version the user saw (`resposta.versao` of GET Guia; null: no answer yet). Sent, the
   * save is refused with 409 `conflito_resposta` when the stored version differs and the value
   * differs too; absent, the last write wins (issue 16).
   */
  versao_base: z
    .number({ error: 'Versão inválida' })
    .int({ error: 'Versão inválida' })
    .min(1, { error: 'Versão inválida' })
    .max(Number.MAX_SAFE_INTEGER, { error: 'Versão inválida' })
    .nullable()
    .optional(),
});
export type RespostaBody = z.input<typeof respostaBody>;
export type RespostaInput = z.output<typeof respostaBody>;

/** POST Guia/Questionario/Orientacao: the accredited applicator guiding the filling (screen 11). */
export const orientacaoBody = z.object({
  orientado: z.object(
    {
      questionario_id: idField('Questionário inválido'),
      preenchimento_orientado_responsavel: requiredText('Informe o nome do aplicador', 150),
      preenchimento_orientado_instituicao: requiredText('Informe a instituição do aplicador'),
      preenchimento_orientado_email: textField({ error: 'Informe o e-mail do aplicador' })
        .trim()
        .min(1, 'Informe o e-mail do aplicador')
        .max(254, 'E-mail muito longo')
        .pipe(z.email({ error: 'Informe um e-mail válido para o aplicador' }))
        .transform((v) => v.toLowerCase()),
      // The applicator form masks the cell as (99) 99999-9999: one more character than the registration mask.
      preenchimento_orientado_celular: textField({ error: 'Informe o celular do aplicador' })
        .trim()
        .min(1, 'Informe o celular do aplicador')
        .max(15, 'Celular do aplicador inválido')
        .refine(isValidCelular, 'Informe um celular válido para o aplicador: (99)99999-9999')
        .transform(onlyDigits),
    },
    { error: 'Informe os dados do aplicador' },
  ),
});
export type OrientacaoBody = z.input<typeof orientacaoBody>;
export type OrientacaoInput = z.output<typeof orientacaoBody>['orientado'];

/** The applicator question's answer: not yet given, an applicator registered ('Sim'), or declined ('Não'). */
export const ORIENTACAO_SITUACOES = ['pendente', 'orientado', 'negado'] as const;
export type OrientacaoSituacao = (typeof ORIENTACAO_SITUACOES)[number];

/** POST Guia/Questionario/Orientacao/Recusa: 'Não' to the applicator question, kept so no device asks again. */
export const orientacaoRecusaBody = z.object({ questionario_id: idField('Questionário inválido') });
export type OrientacaoRecusaBody = z.input<typeof orientacaoRecusaBody>;

/** The applicator data as stored on the questionnaire; the cell as 11 digits. */
export const orientacaoSalva = z.object({
  questionario_id: z.number(),
  preenchimento_orientado: z.boolean(),
  preenchimento_orientado_responsavel: z.string(),
  preenchimento_orientado_instituicao: z.string(),
  preenchimento_orientado_email: z.string(),
  preenchimento_orientado_celular: z.string(),
});
export type OrientacaoSalva = z.infer<typeof orientacaoSalva>;

/** The answer as stored; `nivel_id` null when it was cleared. */
export const respostaSalva = z.object({
  questionario_id: z.number(),
  indicador_id: z.number(),
  nivel_id: z.number().nullable(),
  peso: z.number().nullable(),
  percentual: z.number().nullable(),
  /** The answer's version after the save (null: no answer, it was cleared). */
  versao: z.number().int().nullable(),
  /** True when this is the first answer to the same Idempotency-Key again: nothing changed now. */
  replay: z.boolean().optional(),
});
export type RespostaSalva = z.infer<typeof respostaSalva>;

/** 409 to a save whose `versao_base` is stale and whose value differs: the server's answer now. */
export const conflitoResposta = errorResponse.extend({
  code: z.literal('conflito_resposta'),
  servidor: z.object({
    nivel_id: z.number().nullable(),
    percentual: z.number().nullable(),
    versao: z.number().int().nullable(),
  }),
});
export type ConflitoResposta = z.infer<typeof conflitoResposta>;

export const MENSAGEM_CONFLITO_RESPOSTA =
  'Esta resposta mudou em outro aparelho depois que você a viu. Nada foi alterado.';

/** PUT Guia/Questionario: finishes a questionnaire (irreversible). */
export const questionarioFinishBody = z.object({
  objeto_id: idField('Unidade inválida'),
  guia_id: idField('Guia inválido'),
  questionario_id: idField('Questionário inválido'),
});
export type QuestionarioFinishBody = z.input<typeof questionarioFinishBody>;

export const questionarioFinalizado = z.object({
  questionario: z.object({ id: z.number(), finalizado: z.literal(true), finalizadoem: z.string() }),
});
export type QuestionarioFinalizado = z.infer<typeof questionarioFinalizado>;

/** The refusal to finish: the error envelope plus how many applicable indicators are answered. */
export const questionarioIncompleto = errorResponse.extend({
  respondidas: z.number().optional(),
  total: z.number().optional(),
});

export const nivelGuia = z.object({ id: z.number(), peso: z.number(), descricao: z.string() });
export const apoioGuia = z.object({ id: z.number(), titulo: z.string(), url: z.string() });

/**
 * The level the unit chose for the same indicator (same lineage key) in its previous finished
 * questionnaire of an earlier edition: a read-only hint, never a pre-filled answer.
 */
export const respostaAnterior = z.object({
  /** Year of that earlier edition. */
  ano: z.number(),
  /** Weight of the level chosen then; 0 = 'Não se aplica'. */
  peso: z.number(),
  /** Description of that level, in that edition's texts. */
  descricao: z.string(),
});
export type RespostaAnterior = z.infer<typeof respostaAnterior>;

/** The target of the unit's active action plan on this indicator (same lineage; issue 17 §2). */
export const metaDoPlano = z.object({
  /** The level weight aimed at. */
  peso: z.number(),
  /** That level's description in this edition (null when this edition has no level of that weight). */
  descricao: z.string().nullable(),
  /** The deadline, AAAA-MM-DD. */
  prazo: z.string(),
});
export type MetaDoPlano = z.infer<typeof metaDoPlano>;

/** An indicator of the questionnaire, with the answer given (null = unanswered). */
export const indicadorGuia = z.object({
  id: z.number(),
  codigo: z.string(),
  sequencia: z.number(),
  titulo: z.string(),
  categorias: z.array(z.number()),
  possuiorientacao: z.boolean(),
  orientacao: z.string().nullable(),
  possuievidencia: z.boolean(),
  exemploevidencia: z.string().nullable(),
  possuipercentual: z.boolean(),
  niveis: z.array(nivelGuia),
  /** The answer and its version (the `versao_base` a save sends; issue 16). */
  resposta: z
    .object({
      nivel_id: z.number(),
      peso: z.number(),
      versao: z.number().int(),
      /**
       * Who gave this answer when it was not the unit's owner: a technician through the producer's grant
       * (issue 18), shown as 'Respondido por …'. Null (or absent, from an older cache): the owner.
       */
      respondido_por: z
        .object({ nome: z.string(), instituicao: z.string(), em: z.string() })
        .nullable()
        .optional(),
    })
    .nullable(),
  /** The slider share given with the answer, 0..100, when the indicator has one. */
  percentualrespondido: z.number().nullable(),
  apoio: z.array(apoioGuia),
  /** The evidence files sent for this indicator in this questionnaire. */
  evidencias: z.array(z.object({ id: z.number(), titulo: z.string() })),
  /** Last year's answer to this indicator (same lineage key), or null: none, or no earlier finished one. */
  anterior: respostaAnterior.nullable(),
  /** 'Sua meta: nível N até dd/mm/aaaa': the active plan's target, when the plan was made in an earlier edition. */
  meta: metaDoPlano.nullable().optional(),
});
export type IndicadorGuia = z.infer<typeof indicadorGuia>;

export const criterioGuia = z.object({
  id: z.number(),
  codigo: z.number(),
  /** Principle code plus sequence, e.g. '2.1'. */
  number: z.string(),
  titulo: z.string(),
  descricao: z.string(),
  icone: z.string().nullable(),
  indicadores: z.array(indicadorGuia),
});
export type CriterioGuia = z.infer<typeof criterioGuia>;

export const principioGuia = z.object({
  id: z.number(),
  codigo: z.number(),
  titulo: z.string(),
  subtitulo: z.string(),
  descricao: z.string(),
  icone: z.string(),
  video: z.string().nullable(),
  /** Filling progress, 0..100 (SCORING.md). */
  percentual: z.number(),
  respondidas: z.number(),
  total: z.number(),
  criterios: z.array(criterioGuia),
});
export type PrincipioGuia = z.infer<typeof principioGuia>;

/** The questionnaire structure for the unit's category: only the indicators that apply to it. */
export const guiaEstrutura = z.object({
  id: z.number(),
  ano: z.number(),
  objeto_id: z.number(),
  /** The unit's name, for the breadcrumb of the filling screens. */
  nomeunidade: z.string(),
  questionario: z.object({
    id: z.number(),
    criadoem: z.string(),
    finalizado: z.boolean(),
    finalizadoem: z.string().nullable(),
    /** The applicator question (screen 11), kept on the server: asked on any device only while 'pendente'. */
    orientacao: z.enum(ORIENTACAO_SITUACOES),
  }),
  totalPerguntas: z.number(),
  totalRespondido: z.number(),
  /** Every applicable indicator answered: the questionnaire can be finished. */
  completo: z.boolean(),
  principios: z.array(principioGuia),
});
export type GuiaEstrutura = z.infer<typeof guiaEstrutura>;

/** One questionnaire on a unit's edition card. */
export const questionarioDaUnidade = z.object({
  id: z.number(),
  guia_id: z.number(),
  criadoem: z.string(),
  /** Submission date: when it was finished (null while open). */
  dataenvio: z.string().nullable(),
  totalRespondido: z.number(),
  /** Filling progress, 0..100, floored by the server (SCORING.md): shown as it is. */
  percentual: z.number(),
  finalizado: z.boolean(),
  finalizadoem: z.string().nullable(),
});
export type QuestionarioDaUnidade = z.infer<typeof questionarioDaUnidade>;

/** One edition card of the unit detail (screen 10). */
export const guiaDaUnidade = z.object({
  id: z.number(),
  ano: z.number(),
  disponivel: z.boolean(),
  datadisponivel: z.string().nullable(),
  /** The unit has a finished questionnaire of this edition. */
  finalizado: z.boolean(),
  /** When the latest one was finished. */
  finalizadoem: z.string().nullable(),
  hasOpenForm: z.boolean(),
  /** Indicators of the edition that apply to the unit. */
  totalPerguntas: z.number(),
  /** Answers of the open questionnaire, else of the latest finished one. */
  totalRespondido: z.number(),
  questionarios: z.array(questionarioDaUnidade),
});
export type GuiaDaUnidade = z.infer<typeof guiaDaUnidade>;

/** GET Objeto/{id}: the unit with its edition cards. */
export const objetoDetalhe = objeto.extend({ guia: z.array(guiaDaUnidade) });
export type ObjetoDetalhe = z.infer<typeof objetoDetalhe>;

/** GET Resumo: the caller's units, each with its edition cards (one request for the whole summary). */
export const resumo = z.object({ objetos: z.array(objetoDetalhe) });
export type Resumo = z.infer<typeof resumo>;

/** GET Questionario: one finished questionnaire of the RELATÓRIOS menu. */
export const questionarioRelatorio = z.object({
  id: z.number(),
  objeto_id: z.number(),
  questionario_id: z.number(),
  guia_id: z.number(),
  nomeunidade: z.string(),
  dataenvio: z.string(),
});
export type QuestionarioRelatorio = z.infer<typeof questionarioRelatorio>;
