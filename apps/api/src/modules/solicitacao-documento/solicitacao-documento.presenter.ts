import type { AdminSolicitacaoItem, SolicitacaoSituacao } from '@guia/shared';
import type { SolicitacaoItemRow } from './solicitacao-documento.service.ts';

const tipoOf = (tipo: string) => (tipo === 'cnpj' ? ('cnpj' as const) : ('cpf' as const));

/** One request as the administrators' list shows it: an explicit field list. */
export function presentAdminSolicitacao(row: SolicitacaoItemRow): AdminSolicitacaoItem {
  return {
    id: row.id,
    tipo: tipoOf(row.tipo),
    documento: row.documento,
    situacao: row.situacao as SolicitacaoSituacao,
    enviadaEm: row.enviadaEm?.toISOString() ?? null,
    decididaEm: row.decididaEm?.toISOString() ?? null,
    solicitante: { id: row.solicitanteId, nome: row.solicitanteNome, email: row.solicitanteEmail },
    titular:
      row.titularId === null
        ? null
        : { id: row.titularId, nome: row.titularNome ?? '', email: row.titularEmail ?? '' },
  };
}

/** The caller's own request, as the user side shows it. */
export function presentSolicitacao(row: { id: number; tipo: string; situacao: string }) {
  return { id: row.id, tipo: tipoOf(row.tipo), situacao: row.situacao as SolicitacaoSituacao };
}
