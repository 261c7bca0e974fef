import {
  type AceitarSolicitacaoInput,
  AUTORIZACAO_MESES_MAX,
  AUTORIZACAO_MESES_PADRAO,
  type AutorizacaoInput,
  CONSENTIMENTO_AUTORIZACAO,
  cpfField,
  dataIsoValida,
  MENSAGENS_AUTORIZACAO,
  prazoPadrao,
} from '@guia/shared';

/** What the producer may let a technician do besides reading, in the form's order. */
export const PERMISSOES_OPCIONAIS = ['preencher', 'evidencias', 'plano', 'finalizar'] as const;
export type PermissaoOpcional = (typeof PERMISSOES_OPCIONAIS)[number];

/** The grant form's values, named as the API names its fields (its 400s land on them). */
export interface ValoresAutorizacao {
  cpf_tecnico: string;
  /** The checked units' ids, as the checkboxes keep them. */
  objeto_ids: string[];
  permissoes: Record<PermissaoOpcional, boolean>;
  /** The last day (AAAA-MM-DD) the grant lets the technician in. */
  valida_ate: string;
  /** 'Li e concordo': the consent text was read. */
  consentimento: boolean;
}

/** The last day a grant may reach from `hoje`. */
export const validaAteMaxima = (hoje: string) => prazoPadrao(hoje, AUTORIZACAO_MESES_MAX);

/**
 * A new grant: answering, evidence and the plan ticked (what a technician beside the producer does), finishing
 * off (issue 18: he marks 'Pronto para revisão' and the producer finishes), for AUTORIZACAO_MESES_PADRAO months.
 */
export function valoresIniciais(hoje: string, objetoIds: number[] = []): ValoresAutorizacao {
  return {
    cpf_tecnico: '',
    objeto_ids: objetoIds.map(String),
    permissoes: { preencher: true, evidencias: true, plano: true, finalizar: false },
    valida_ate: prazoPadrao(hoje, AUTORIZACAO_MESES_PADRAO),
    consentimento: false,
  };
}

/** The server's own checks, before sending: `comCpf` when the technician is named by his CPF (not a request). */
export function validarAutorizacao(
  valores: ValoresAutorizacao,
  hoje: string,
  comCpf: boolean,
): Record<string, string> {
  const erros: Record<string, string> = {};
  if (comCpf) {
    const cpf = cpfField.safeParse(valores.cpf_tecnico);
    if (!cpf.success) erros.cpf_tecnico = cpf.error.issues[0]!.message;
  }
  if (valores.objeto_ids.length === 0) erros.objeto_ids = MENSAGENS_AUTORIZACAO.unidades;
  const ate = valores.valida_ate.trim();
  if (!dataIsoValida(ate)) erros.valida_ate = MENSAGENS_AUTORIZACAO.validaAte;
  else if (ate < hoje) erros.valida_ate = MENSAGENS_AUTORIZACAO.validaAtePassada;
  else if (ate > validaAteMaxima(hoje)) erros.valida_ate = MENSAGENS_AUTORIZACAO.validaAteLonga;
  if (!valores.consentimento) erros.consentimento = MENSAGENS_AUTORIZACAO.consentimento;
  return erros;
}

/** The body of POST Solicitacoes/{id}/Aceitar: the grant, with the version of the consent text shown. */
export function corpoDaConcessao(valores: ValoresAutorizacao): AceitarSolicitacaoInput {
  return {
    objeto_ids: valores.objeto_ids.map(Number),
    permissoes: { ...valores.permissoes },
    valida_ate: valores.valida_ate.trim(),
    consentimento_versao: CONSENTIMENTO_AUTORIZACAO.versao,
  };
}

/** The body of POST Autorizacoes: the grant and the technician's CPF (digits only). */
export function corpoDaAutorizacao(valores: ValoresAutorizacao): AutorizacaoInput {
  return { cpf_tecnico: valores.cpf_tecnico.replace(/\D/g, ''), ...corpoDaConcessao(valores) };
}

/**
 * The API's field errors on the form's fields: the consent version on the 'Li e concordo' box, a unit of the
 * list ('objeto_ids.2') on the list.
 */
export function errosDoServidor(fields: Record<string, string>): Record<string, string> {
  const erros: Record<string, string> = {};
  for (const [campo, mensagem] of Object.entries(fields)) {
    const nosso =
      campo === 'consentimento_versao'
        ? 'consentimento'
        : campo.startsWith('objeto_ids')
          ? 'objeto_ids'
          : campo === 'permissoes'
            ? 'permissoes.preencher'
            : campo;
    erros[nosso] ??= mensagem;
  }
  return erros;
}
