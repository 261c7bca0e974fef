import type { AdminTecnicoItem, StatusTecnico } from '@guia/shared';
import type { TecnicoDaLista } from './admin-tecnicos.consultas.ts';

/** One technician of the admin list: no CPF, e-mail or phone (the user's page has the account). */
export function presentAdminTecnico(l: TecnicoDaLista): AdminTecnicoItem {
  return {
    usuario_id: l.usuarioId,
    nome: l.nome,
    instituicao: l.instituicao,
    registro_profissional: l.registroProfissional,
    uf: l.uf,
    status: l.status as StatusTecnico,
    solicitado_em: l.solicitadoEm.toISOString(),
    decidido_em: l.decididoEm?.toISOString() ?? null,
    autorizacoes_ativas: l.autorizacoesAtivas,
  };
}
