import type { RespostaConfirmada } from './contrato';
import type { EntradaOutbox } from './db';
import type { NovaEscolha } from './fila';

/** A choice on questionnaire 40 of unit 7, edition 3 (the guia fixtures), for user 1. */
export function escolha(
  indicadorId: number,
  nivel_id: number | null,
  patch: Partial<NovaEscolha> = {},
): NovaEscolha {
  return {
    usuarioId: 1,
    questionarioId: 40,
    objetoId: 7,
    guiaId: 3,
    indicadorId,
    nivel_id,
    percentual: null,
    versao_base: null,
    ...patch,
  };
}

/** The server's 200 for an entry, at `versao`. */
export function confirmada(e: EntradaOutbox, versao: number, replay = false): RespostaConfirmada {
  return {
    questionario_id: e.questionarioId,
    indicador_id: e.indicadorId,
    nivel_id: e.nivel_id,
    peso: e.nivel_id === null ? null : e.nivel_id % 10,
    percentual: e.percentual,
    versao,
    ...(replay ? { replay: true as const } : {}),
  };
}
