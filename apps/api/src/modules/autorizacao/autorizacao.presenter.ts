import type { Autorizacao, SolicitacaoRecebida, StatusAutorizacao } from '@guia/shared';
import type { ConcessaoCarregada, SolicitacaoPendente } from './autorizacao.consultas.ts';
import { ultimoDia } from './validade.ts';

/** Revoked first (for good), then past its date, then its technician suspended (may be lifted), else live. */
export function statusDaConcessao(c: Pick<ConcessaoCarregada, 'revogadaEm' | 'expirada' | 'tecnicoStatus'>) {
  const status: StatusAutorizacao = c.revogadaEm
    ? 'revogada'
    : c.expirada
      ? 'expirada'
      : c.tecnicoStatus !== 'credenciado'
        ? 'suspensa'
        : 'ativa';
  return status;
}

/** One of the producer's grants: the technician's name, institution and UF, never his CPF or contacts. */
export function presentAutorizacao(c: ConcessaoCarregada): Autorizacao {
  return {
    id: c.id,
    tecnico: { nome: c.tecnicoNome, instituicao: c.instituicao ?? '', uf: c.uf ?? '' },
    objeto: { id: c.objetoId, nomeunidade: c.nomeunidade },
    permissoes: {
      ver: c.ver,
      preencher: c.preencher,
      evidencias: c.evidencias,
      plano: c.plano,
      finalizar: c.finalizar,
    },
    valida_ate: ultimoDia(c.validaAte),
    criada_em: c.criadaEm.toISOString(),
    revogada_em: c.revogadaEm?.toISOString() ?? null,
    status: statusDaConcessao(c),
  };
}

export function presentSolicitacaoRecebida(s: SolicitacaoPendente): SolicitacaoRecebida {
  return {
    id: s.id,
    tecnico: { nome: s.tecnicoNome, instituicao: s.instituicao, uf: s.uf },
    mensagem: s.mensagem,
    criada_em: s.criadaEm.toISOString(),
  };
}
