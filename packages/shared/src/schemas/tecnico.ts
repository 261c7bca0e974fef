import { z } from 'zod';
import { UF_SIGLAS } from '../constants.ts';
import { cpfField } from './auth.ts';
import { permissoesAutorizacao } from './autorizacao.ts';
import { requiredText, textField } from './common.ts';

// The technician's side of delegation (issue 18 §1): his accreditation, the units producers granted
// him ('Produtores que atendo') and his requests to producers.

/** Where an accreditation stands: asked, granted by an administrator, suspended by one. */
export const STATUS_TECNICO = ['pendente', 'credenciado', 'suspenso'] as const;
export type StatusTecnico = (typeof STATUS_TECNICO)[number];

export const INSTITUICAO_MAX = 160;
export const REGISTRO_PROFISSIONAL_MAX = 60;
export const SOLICITACAO_MENSAGEM_MAX = 500;

export const MENSAGENS_TECNICO = {
  instituicao: 'Informe a instituição',
  registro: 'Informe o registro profissional',
  uf: 'Escolha o estado',
  mensagemLonga: `Use no máximo ${SOLICITACAO_MENSAGEM_MAX} caracteres`,
  semCpf:
    'Cadastre o seu CPF em Configurações antes de pedir o credenciamento: é por ele que o produtor encontra você.',
  jaCredenciado: 'Você já é um técnico credenciado.',
  suspenso: 'Seu credenciamento está suspenso. Fale com a administração do programa.',
  pedidoEnviado: 'Pedido de credenciamento enviado. Você será avisado quando a administração decidir.',
  pedidoAtualizado: 'Pedido de credenciamento atualizado.',
  soCredenciados: 'Só técnicos credenciados podem pedir acesso a um produtor.',
} as const;

/** POST /api/Tecnico/Credenciamento. */
export const credenciamentoBody = z.object({
  instituicao: requiredText(MENSAGENS_TECNICO.instituicao, INSTITUICAO_MAX),
  registro_profissional: requiredText(MENSAGENS_TECNICO.registro, REGISTRO_PROFISSIONAL_MAX),
  uf: z.enum(UF_SIGLAS, { error: MENSAGENS_TECNICO.uf }),
});
export type CredenciamentoInput = z.infer<typeof credenciamentoBody>;

/** The caller's accreditation. */
export const credenciamento = z.object({
  status: z.enum(STATUS_TECNICO),
  instituicao: z.string(),
  registro_profissional: z.string(),
  uf: z.string(),
  solicitado_em: z.string(),
  /** When an administrator accredited or suspended him (null while pending). */
  decidido_em: z.string().nullable(),
});
export type Credenciamento = z.infer<typeof credenciamento>;

/** One unit a producer granted the technician, as he sees it: the producer's name only. */
export const unidadeAtendida = z.object({
  autorizacao_id: z.number(),
  objeto: z.object({ id: z.number(), nomeunidade: z.string(), municipio: z.string(), uf: z.string() }),
  produtor: z.object({ nome: z.string() }),
  permissoes: permissoesAutorizacao,
  /** The last day the grant lets him in (AAAA-MM-DD, Brasília). */
  valida_ate: z.string(),
  /** The unit's latest questionnaire, or null when none was started. */
  questionario: z.object({ id: z.number(), edicao_id: z.number(), finalizado: z.boolean() }).nullable(),
});
export type UnidadeAtendida = z.infer<typeof unidadeAtendida>;

/** GET /api/Tecnico/Unidades: 'Produtores que atendo' (empty unless accredited). */
export const unidadesDoTecnico = z.object({
  /** The caller's accreditation status, null when he never asked. */
  credenciamento: z.enum(STATUS_TECNICO).nullable(),
  unidades: z.array(unidadeAtendida),
});
export type UnidadesDoTecnico = z.infer<typeof unidadesDoTecnico>;

/** POST /api/Tecnico/Solicitacoes: the producer by his CPF, and an optional note to him. */
export const solicitacaoTecnicoBody = z.object({
  cpf_produtor: cpfField,
  mensagem: textField({ error: MENSAGENS_TECNICO.mensagemLonga, multiline: true })
    .trim()
    .max(SOLICITACAO_MENSAGEM_MAX, MENSAGENS_TECNICO.mensagemLonga)
    .nullish()
    .transform((v) => (v ? v : null)),
});
export type SolicitacaoTecnicoInput = z.infer<typeof solicitacaoTecnicoBody>;
