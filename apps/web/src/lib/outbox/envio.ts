import { ApiError, api } from '@/lib/api-client';
import {
  CODIGO_CONFLITO,
  CODIGO_EM_ANDAMENTO,
  IDEMPOTENCY_KEY_HEADER,
  MENSAGENS_IDEMPOTENCIA,
  type RespostaConfirmada,
  type RespostaEnvio,
  type RespostaServidor,
} from './contrato';
import type { EntradaOutbox } from './db';

/** What one send ended in, as the drain acts on it. */
export type Resultado =
  | { tipo: 'ok'; resposta: RespostaConfirmada }
  /**
   * The key's save was committed but its answer was lost in a server crash (200 `{ data: null }`, 'Este envio
   * já foi processado.'): acknowledged, with the stored version unknown.
   */
  | { tipo: 'processada' }
  /** No answer (offline, reset): it may have arrived. */
  | { tipo: 'rede' }
  /** 5xx, or the key's first request still running: try again later. */
  | { tipo: 'servidor' }
  /** 401 after the API client's refresh failed. */
  | { tipo: 'entrar' }
  | { tipo: 'conflito'; servidor: RespostaServidor }
  | { tipo: 'recusada'; mensagem: string };

export type Enviar = (entrada: EntradaOutbox) => Promise<Resultado>;

export function corpoDe(e: EntradaOutbox): RespostaEnvio {
  return {
    objeto_id: e.objetoId,
    guia_id: e.guiaId,
    questionario_id: e.questionarioId,
    indicador_id: e.indicadorId,
    nivel_id: e.nivel_id,
    percentual: e.percentual,
    ...(e.versao_base === undefined ? {} : { versao_base: e.versao_base }),
  };
}

/** Classifies a failed send. */
export function resultadoDoErro(error: unknown): Exclude<Resultado, { tipo: 'ok' } | { tipo: 'processada' }> {
  if (!(error instanceof ApiError) || error.status === 0) return { tipo: 'rede' };
  if (error.status === 401) return { tipo: 'entrar' };
  if (error.status >= 500) return { tipo: 'servidor' };
  const body = error.body as { servidor?: RespostaServidor; clientMessage?: string };
  if (error.status === 409 && error.code === CODIGO_CONFLITO && body.servidor) {
    return { tipo: 'conflito', servidor: body.servidor };
  }
  if (
    error.status === 409 &&
    (error.code === CODIGO_EM_ANDAMENTO || body.clientMessage === MENSAGENS_IDEMPOTENCIA.emAndamento)
  ) {
    return { tipo: 'servidor' };
  }
  return { tipo: 'recusada', mensagem: error.message };
}

/** POST Guia/Resposta through the API client (token refresh included) with the entry's Idempotency-Key. */
export const enviarResposta: Enviar = async (entrada) => {
  try {
    const res = await api.post<RespostaConfirmada | null>('Guia/Resposta', corpoDe(entrada), {
      [IDEMPOTENCY_KEY_HEADER]: entrada.chave,
    });
    return res.data ? { tipo: 'ok', resposta: res.data } : { tipo: 'processada' };
  } catch (error) {
    return resultadoDoErro(error);
  }
};
