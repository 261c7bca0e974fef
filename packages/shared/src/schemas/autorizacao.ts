import { z } from 'zod';
import { dataIsoValida } from '../datas.ts';
import { AUTORIZACAO_MESES_MAX } from '../tecnico/consentimento.ts';
import { cpfField } from './auth.ts';
import { idField, textField } from './common.ts';

// The producer's side of delegation (issue 18 §1): his grants to accredited technicians, the requests
// technicians sent him, and the answers to them. The technician's and the administrators' side is in
// tecnico.ts and admin-tecnico.ts.

/** Units one grant call may cover at most. */
export const AUTORIZACAO_UNIDADES_MAX = 50;

/** Where a grant stands: revoked, past its date, its technician suspended, or letting him in. */
export const STATUS_AUTORIZACAO = ['ativa', 'revogada', 'expirada', 'suspensa'] as const;
export type StatusAutorizacao = (typeof STATUS_AUTORIZACAO)[number];

export const MENSAGENS_AUTORIZACAO = {
  tecnicoNaoEncontrado: 'Nenhum técnico credenciado tem este CPF. Confira o número com o técnico.',
  proprioCpf: 'Você não pode autorizar a si mesmo.',
  unidades: 'Escolha ao menos uma unidade',
  unidadesDemais: `Escolha no máximo ${AUTORIZACAO_UNIDADES_MAX} unidades`,
  unidadeInvalida: 'Unidade inválida',
  preencher: 'Informe se o técnico pode responder o Guia',
  evidencias: 'Informe se o técnico pode enviar e baixar evidências',
  plano: 'Informe se o técnico pode cuidar do plano de ação',
  finalizar: 'Informe se o técnico pode finalizar o questionário',
  permissoes: 'Informe o que o técnico pode fazer',
  validaAte: 'Informe a data no formato AAAA-MM-DD',
  validaAtePassada: 'A data não pode estar no passado',
  validaAteLonga: `A autorização vale no máximo ${AUTORIZACAO_MESES_MAX} meses`,
  consentimento: 'Leia e aceite o termo de consentimento',
  consentimentoDesatualizado: 'O termo de consentimento mudou. Leia a versão atual e confirme de novo.',
  unidadeNaoEncontrada: 'Unidade não encontrada',
  autorizacaoNaoEncontrada: 'Autorização não encontrada',
  solicitacaoNaoEncontrada: 'Pedido não encontrado',
  solicitacaoDecidida: 'Este pedido já foi respondido.',
  tecnicoInativo: 'Este técnico não está credenciado no momento.',
  concedida: 'Autorização concedida. O técnico já pode acessar as unidades escolhidas.',
} as const;

const permissao = (mensagem: string) => z.boolean({ error: mensagem });

/** What the producer lets the technician do; reading ('ver') is always on, finishing off unless ticked. */
export const permissoesBody = z.object(
  {
    preencher: permissao(MENSAGENS_AUTORIZACAO.preencher),
    evidencias: permissao(MENSAGENS_AUTORIZACAO.evidencias),
    plano: permissao(MENSAGENS_AUTORIZACAO.plano),
    finalizar: permissao(MENSAGENS_AUTORIZACAO.finalizar).default(false),
  },
  { error: MENSAGENS_AUTORIZACAO.permissoes },
);

/** The grant's fields a producer fills in, with or without the technician's CPF (a request names him). */
const concessaoCampos = {
  objeto_ids: z
    .array(idField(MENSAGENS_AUTORIZACAO.unidadeInvalida), { error: MENSAGENS_AUTORIZACAO.unidades })
    .min(1, MENSAGENS_AUTORIZACAO.unidades)
    .max(AUTORIZACAO_UNIDADES_MAX, MENSAGENS_AUTORIZACAO.unidadesDemais)
    // The same unit twice is one grant.
    .transform((ids) => [...new Set(ids)]),
  permissoes: permissoesBody,
  /** The last day (AAAA-MM-DD, Brasília) the grant lets him in; whether it is in range is the server's check. */
  valida_ate: textField({ error: MENSAGENS_AUTORIZACAO.validaAte })
    .trim()
    .refine(dataIsoValida, MENSAGENS_AUTORIZACAO.validaAte)
    .optional(),
  /** The version of CONSENTIMENTO_AUTORIZACAO the producer read (another than the current: 422). */
  consentimento_versao: textField({ error: MENSAGENS_AUTORIZACAO.consentimento })
    .trim()
    .min(1, MENSAGENS_AUTORIZACAO.consentimento)
    .max(40, MENSAGENS_AUTORIZACAO.consentimentoDesatualizado),
};

/** POST /api/Solicitacoes/{id}/Aceitar: the grant a technician's request asked for. */
export const aceitarSolicitacaoBody = z.object(concessaoCampos);
export type AceitarSolicitacaoInput = z.infer<typeof aceitarSolicitacaoBody>;

/** POST /api/Autorizacoes: the technician by his CPF (only accredited ones are found). */
export const autorizacaoBody = z.object({
  cpf_tecnico: cpfField,
  ...concessaoCampos,
});
export type AutorizacaoInput = z.infer<typeof autorizacaoBody>;

export const autorizacaoParams = z.object({ id: idField('Autorização inválida') });
export const solicitacaoParams = z.object({ id: idField('Pedido inválido') });

/** The technician as a producer sees him: never his CPF, e-mail or phone. */
export const tecnicoResumo = z.object({ nome: z.string(), instituicao: z.string(), uf: z.string() });

export const permissoesAutorizacao = z.object({
  ver: z.boolean(),
  preencher: z.boolean(),
  evidencias: z.boolean(),
  plano: z.boolean(),
  finalizar: z.boolean(),
});
export type PermissoesAutorizacao = z.infer<typeof permissoesAutorizacao>;

/** One of the producer's grants. */
export const autorizacao = z.object({
  id: z.number(),
  tecnico: tecnicoResumo,
  objeto: z.object({ id: z.number(), nomeunidade: z.string() }),
  permissoes: permissoesAutorizacao,
  /** The last day it lets the technician in (AAAA-MM-DD, Brasília). */
  valida_ate: z.string(),
  criada_em: z.string(),
  revogada_em: z.string().nullable(),
  status: z.enum(STATUS_AUTORIZACAO),
});
export type Autorizacao = z.infer<typeof autorizacao>;

/** A technician's pending request to the producer. */
export const solicitacaoRecebida = z.object({
  id: z.number(),
  tecnico: tecnicoResumo,
  mensagem: z.string().nullable(),
  criada_em: z.string(),
});
export type SolicitacaoRecebida = z.infer<typeof solicitacaoRecebida>;

/** GET /api/Autorizacoes: the producer's grants, newest first, and the requests waiting for him. */
export const autorizacoesDoProdutor = z.object({
  autorizacoes: z.array(autorizacao),
  solicitacoes: z.array(solicitacaoRecebida),
});
export type AutorizacoesDoProdutor = z.infer<typeof autorizacoesDoProdutor>;
