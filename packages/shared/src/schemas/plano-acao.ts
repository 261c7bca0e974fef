import { z } from 'zod';
import { dataIsoValida } from '../datas.ts';
import { DESFECHOS } from '../plano/desfecho.ts';
import { PESO_MAXIMO } from '../scoring/regras.ts';
import { idField, textField } from './common.ts';

// The action plan (issue 17): a producer turns a finished questionnaire's priorities into targets
// with dates, records progress, and next year's finished Guia says per target whether it was met.
// The outcome rule is `desfecho` (plano/desfecho.ts).

/** Items of one plan at most (the five priorities plus the ones the producer adds). */
export const PLANO_ITENS_MAX = 30;
export const ACOES_MAX = 500;
export const RESPONSAVEL_MAX = 120;
export const REGISTRO_NOTA_MAX = 1000;
/** The default deadline: this many months after the plan is made. */
export const PRAZO_PADRAO_MESES = 12;

export const ESTADOS_ITEM = ['planejada', 'em_andamento', 'concluida', 'cancelada'] as const;
export type EstadoItem = (typeof ESTADOS_ITEM)[number];
export const ROTULO_ESTADO_ITEM: Record<EstadoItem, string> = {
  planejada: 'Planejada',
  em_andamento: 'Em andamento',
  concluida: 'Concluída',
  cancelada: 'Cancelada',
};

export const MENSAGENS_PLANO = {
  prazoInvalido: 'Informe a data no formato AAAA-MM-DD',
  prazoPassado: 'O prazo não pode estar no passado',
  metaInvalida: 'Escolha um nível acima do atual',
  acoes: 'Descreva o que você vai fazer',
  acoesLongas: `Use no máximo ${ACOES_MAX} caracteres`,
  responsavelLongo: `Use no máximo ${RESPONSAVEL_MAX} caracteres`,
  semItens: 'Escolha ao menos um indicador',
  itensDemais: `Use no máximo ${PLANO_ITENS_MAX} indicadores`,
  indicadorRepetido: 'Este indicador já está no plano',
  indicadorForaDoQuestionario: 'Este indicador não foi respondido neste questionário',
  planoAtivo: 'Esta unidade já tem um plano de ação ativo.',
  nota: 'Descreva o andamento',
  notaLonga: `Use no máximo ${REGISTRO_NOTA_MAX} caracteres`,
  naoRemovivel: 'Só é possível excluir uma ação planejada e sem registros; cancele-a.',
  declaracao: 'Autoavaliação declarada pelo produtor; não é uma certificação.',
  questionarioNaoEncontrado: 'Questionário não encontrado nesta unidade',
  questionarioAberto: 'Finalize o questionário antes de montar o plano de ação',
  indicadorNaoSeAplica: 'Este indicador foi respondido como "Não se aplica"',
  indicadorNoTopo: 'Este indicador já está no nível mais alto',
  planoNaoEncontrado: 'Plano de ação não encontrado',
  itemNaoEncontrado: 'Ação não encontrada',
  registroNaoEncontrado: 'Registro não encontrado',
  planoAvaliado: 'Este plano já foi avaliado e não pode mais ser alterado.',
  itemCancelado: 'Esta ação foi cancelada. Mude a situação para registrar o andamento.',
  criado: 'Plano de ação salvo com sucesso',
  itemAtualizado: 'Ação atualizada com sucesso',
  itemRemovido: 'Ação excluída do plano',
  registroSalvo: 'Andamento registrado com sucesso',
} as const;

/** A deadline as `AAAA-MM-DD`; whether it is past is the server's check, on its own clock (`hojeEm`). */
export const prazoField = textField({ error: MENSAGENS_PLANO.prazoInvalido })
  .trim()
  .refine(dataIsoValida, MENSAGENS_PLANO.prazoInvalido);

const pesoMeta = z.coerce
  .number({ error: MENSAGENS_PLANO.metaInvalida })
  .int(MENSAGENS_PLANO.metaInvalida)
  .min(2, MENSAGENS_PLANO.metaInvalida)
  .max(PESO_MAXIMO, MENSAGENS_PLANO.metaInvalida);
const acoes = textField({ error: MENSAGENS_PLANO.acoes, multiline: true })
  .trim()
  .min(1, MENSAGENS_PLANO.acoes)
  .max(ACOES_MAX, MENSAGENS_PLANO.acoesLongas);
const responsavel = textField({ error: MENSAGENS_PLANO.responsavelLongo })
  .trim()
  .max(RESPONSAVEL_MAX, MENSAGENS_PLANO.responsavelLongo)
  .nullish()
  .transform((v) => (v ? v : null));

export const itemPlanoBody = z.object({
  indicador_id: idField('Indicador inválido'),
  peso_meta: pesoMeta,
  prazo: prazoField,
  acoes,
  responsavel,
});
export type ItemPlanoInput = z.infer<typeof itemPlanoBody>;

/** POST /api/Objeto/{objetoId}/PlanoAcao. */
export const planoAcaoBody = z.object({
  questionario_id: idField('Questionário inválido'),
  itens: z
    .array(itemPlanoBody, { error: MENSAGENS_PLANO.semItens })
    .min(1, MENSAGENS_PLANO.semItens)
    .max(PLANO_ITENS_MAX, MENSAGENS_PLANO.itensDemais)
    .superRefine((itens, ctx) => {
      const vistos = new Set<number>();
      itens.forEach((item, i) => {
        if (vistos.has(item.indicador_id)) {
          ctx.addIssue({
            code: 'custom',
            message: MENSAGENS_PLANO.indicadorRepetido,
            path: [i, 'indicador_id'],
          });
        }
        vistos.add(item.indicador_id);
      });
    }),
});
export type PlanoAcaoInput = z.infer<typeof planoAcaoBody>;

/** PUT /api/PlanoAcao/Item/{id}: any of the item's fields, or its state ('Marcar como concluída', cancel). */
export const itemPlanoUpdateBody = z
  .object({
    peso_meta: pesoMeta.optional(),
    prazo: prazoField.optional(),
    acoes: acoes.optional(),
    responsavel: responsavel.optional(),
    estado: z.enum(ESTADOS_ITEM, { error: 'Situação inválida' }).optional(),
  })
  .refine((v) => Object.values(v).some((x) => x !== undefined), { message: 'Nada a alterar' });
export type ItemPlanoUpdateInput = z.infer<typeof itemPlanoUpdateBody>;

/** POST /api/PlanoAcao/Item/{id}/Registro (multipart: `nota`, optional `arquivo`). */
export const registroPlanoBody = z.object({
  nota: textField({ error: MENSAGENS_PLANO.nota, multiline: true })
    .trim()
    .min(1, MENSAGENS_PLANO.nota)
    .max(REGISTRO_NOTA_MAX, MENSAGENS_PLANO.notaLonga),
});

export const planoObjetoParams = z.object({ objetoId: idField('Unidade inválida') });
export const planoItemParams = z.object({ id: idField('Ação inválida') });
/** GET /api/Objeto/{objetoId}/PlanoAcao/Avaliacao/{questionarioId}. */
export const planoAvaliacaoParams = z.object({
  objetoId: idField('Unidade inválida'),
  questionarioId: idField('Questionário inválido'),
});

export const registroPlano = z.object({
  id: z.number(),
  nota: z.string(),
  criado_em: z.string(),
  /** The evidence file, downloaded through its own URL (owner, or an administrator, audited). */
  arquivo: z.object({ nome: z.string(), url: z.string(), tamanho: z.number() }).nullable(),
});
export type RegistroPlano = z.infer<typeof registroPlano>;

export const itemPlano = z.object({
  id: z.number(),
  indicador_id: z.number(),
  /** `indicador.linhagem`: the indicator of a later edition that continues this one has the same key. */
  linhagem: z.string(),
  /**
   * In a judged plan, the indicator of the same lineage in the questionnaire that judged it ('Montar
   * novo plano' carries an unmet target to it); null while the plan is active or when it is gone.
   */
  indicador_avaliado_id: z.number().nullable(),
  principio: z.object({ codigo: z.number(), titulo: z.string() }),
  indicador: z.object({ codigo: z.string(), titulo: z.string() }),
  peso_atual: z.number(),
  nivel_atual: z.string(),
  peso_meta: z.number(),
  nivel_meta: z.string(),
  /** The indicator's levels above the current one, lowest first: the targets an edit may choose. */
  niveis_acima: z.array(z.object({ peso: z.number(), descricao: z.string() })),
  prazo: z.string(),
  acoes: z.string(),
  responsavel: z.string().nullable(),
  estado: z.enum(ESTADOS_ITEM),
  registros: z.array(registroPlano),
  /** Frozen when next year's questionnaire is finished; null until then. */
  desfecho: z.enum(DESFECHOS).nullable(),
  peso_obtido: z.number().nullable(),
  /** When it was marked 'Concluída' (null in any other state). */
  concluido_em: z.string().nullable(),
});
export type ItemPlano = z.infer<typeof itemPlano>;

export const planoAcao = z.object({
  id: z.number(),
  objeto_id: z.number(),
  questionario_id: z.number(),
  /** The edition's year of the questionnaire the plan was made from. */
  ano: z.number(),
  criado_em: z.string(),
  /** When next year's finished questionnaire froze the outcomes (null: the plan is active). */
  avaliado_em: z.string().nullable(),
  /** The finished questionnaire whose answers judged it (null while active). */
  questionario_avaliacao_id: z.number().nullable(),
  itens: z.array(itemPlano),
});
export type PlanoAcao = z.infer<typeof planoAcao>;

/** GET /api/Objeto/{objetoId}/PlanoAcao. */
export const planosDaUnidade = z.object({ ativo: planoAcao.nullable(), anterior: planoAcao.nullable() });
export type PlanosDaUnidade = z.infer<typeof planosDaUnidade>;

/**
 * GET /api/Objeto/{objetoId}/PlanoAcao/Avaliacao/{questionarioId}: the plan that questionnaire judged
 * when it was finished ('Metas do ciclo anterior'), and whether the unit has an active plan now.
 */
export const planoAvaliado = z.object({ plano: planoAcao.nullable(), plano_ativo: z.boolean() });
export type PlanoAvaliado = z.infer<typeof planoAvaliado>;
