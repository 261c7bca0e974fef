/**
 * The server contract of `POST Guia/Resposta` with versions and idempotency (issue 16 §1), declared here until
 * the shared zod contracts carry it: switching to `@guia/shared` later is one import in this file.
 */
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
export interface RespostaConfirmada {
  questionario_id: number;
  indicador_id: number;
  nivel_id: number | null;
  peso: number | null;
  percentual: number | null;
  versao: number | null;
  replay?: true;
}

/** The answer another device left on the server (409 `conflito_resposta`). */
export interface RespostaServidor {
  nivel_id: number | null;
  percentual: number | null;
  versao: number | null;
}

/** 409: the answer changed on another device since `versao_base`; nothing was written. */
export const CODIGO_CONFLITO = 'conflito_resposta';

/** 409 for a key whose first request is still running: a transient state, sent again later. */
export const CODIGO_EM_ANDAMENTO = 'em_andamento';

/** What `GET Guia/...` carries per indicator once versions exist: `resposta.versao`. */
export interface RespostaComVersao {
  nivel_id: number;
  peso: number;
  versao?: number | null;
}
