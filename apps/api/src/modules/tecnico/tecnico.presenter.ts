import type { Credenciamento, StatusTecnico, UnidadeAtendida } from '@guia/shared';
import { ultimoDia } from '../autorizacao/validade.ts';
import type { CredenciamentoCarregado, UnidadeCarregada } from './tecnico.consultas.ts';

export function presentCredenciamento(c: CredenciamentoCarregado): Credenciamento {
  return {
    status: c.status as StatusTecnico,
    instituicao: c.instituicao,
    registro_profissional: c.registroProfissional,
    uf: c.uf,
    solicitado_em: c.solicitadoEm.toISOString(),
    decidido_em: c.decididoEm?.toISOString() ?? null,
  };
}

/** A granted unit as the technician sees it: the producer's name, never his CPF, e-mail or phone. */
export function presentUnidadeAtendida(c: UnidadeCarregada): UnidadeAtendida {
  return {
    autorizacao_id: c.autorizacaoId,
    objeto: { id: c.objetoId, nomeunidade: c.nomeunidade, municipio: c.municipio, uf: c.uf },
    produtor: { nome: c.produtorNome },
    permissoes: {
      ver: c.ver,
      preencher: c.preencher,
      evidencias: c.evidencias,
      plano: c.plano,
      finalizar: c.finalizar,
    },
    valida_ate: ultimoDia(c.validaAte),
    questionario: c.questionario
      ? { id: c.questionario.id, edicao_id: c.questionario.edicaoId, finalizado: c.questionario.finalizado }
      : null,
  };
}
