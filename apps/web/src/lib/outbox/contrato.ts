/**
 * The server contract of `POST Guia/Resposta` with versions and idempotency (issue 16 §1), from the shared zod
 * contracts (packages/shared/src/schemas/questionario.ts, idempotencia.ts).
 */
import type { ConflitoResposta, RespostaSalva } from '@guia/shared';

export { IDEMPOTENCY_KEY_HEADER, MENSAGENS_IDEMPOTENCIA } from '@guia/shared';

/** The body sent: `versao_base` is the answer version the user saw (null: none yet); absent = last write wins. */
export interface RespostaEnvio {
  objeto_id: number;
  guia_id: number;
  questionario_id: number;
  indicador_id: number;
  /** null clears the answer. */
  nivel_id: number | null;
  percentual: number | null;
  versao_base?: number | null;
}

/** 200: the answer as stored, with its version; `replay` when the same key was answered before. */
export type RespostaConfirmada = RespostaSalva;

/** The answer another device left on the server (409 `conflito_resposta`). */
export type RespostaServidor = ConflitoResposta['servidor'];

/** 409: the answer changed on another device since `versao_base`; nothing was written. */
export const CODIGO_CONFLITO = 'conflito_resposta';

/** 409 for a key whose first request is still running: a transient state, sent again later. */
export const CODIGO_EM_ANDAMENTO = 'em_andamento';
