import type { PrincipioResultado } from './principio.ts';

/** The row stored per questionnaire and principle at finish, so later edits of the edition never change it. */
export interface ResultadoPrincipioArmazenado {
  principioCodigo: number;
  total: number;
  respondidas: number;
  aplicaveis: number;
  potencial: number;
  avaliacao: number;
  aproveitamento: number;
  atendido: number;
  naoAtendido: number;
  naoPreenchido: number;
}

/** Flattens a principle result into the row frozen at finish. */
export function paraArmazenar(p: PrincipioResultado): ResultadoPrincipioArmazenado {
  return {
    principioCodigo: p.codigo,
    total: p.total,
    respondidas: p.respondidas,
    aplicaveis: p.aplicaveis,
    potencial: p.potencial,
    avaliacao: p.avaliacao,
    aproveitamento: p.aproveitamento,
    atendido: p.blocoPercentuais.atendido,
    naoAtendido: p.blocoPercentuais.naoAtendido,
    naoPreenchido: p.blocoPercentuais.naoPreenchido,
  };
}

/** Rebuilds the report's principle numbers from a frozen row, without recomputing anything. */
export function deArmazenado(r: ResultadoPrincipioArmazenado): PrincipioResultado {
  return {
    codigo: r.principioCodigo,
    total: r.total,
    respondidas: r.respondidas,
    percentual: r.total === 0 ? 0 : Math.floor((100 * r.respondidas) / r.total),
    naoAplicaveis: r.total - r.aplicaveis,
    aplicaveis: r.aplicaveis,
    potencial: r.potencial,
    avaliacao: r.avaliacao,
    aproveitamento: r.aproveitamento,
    aplicado: r.potencial > 0,
    blocoPercentuais: { atendido: r.atendido, naoAtendido: r.naoAtendido, naoPreenchido: r.naoPreenchido },
    blocoResultado: { potencial: r.potencial, indicadores: r.aplicaveis, avaliacao: r.avaliacao },
  };
}
