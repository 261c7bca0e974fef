import { Dexie, type EntityTable } from 'dexie';
import type { RespostaServidor } from './contrato';

/** 'pendente': waits to be sent; 'conflito': another device changed it; 'recusada': the server refused it. */
export type EstadoEntrada = 'pendente' | 'conflito' | 'recusada';

/** One choice made on this device, kept until the server acknowledges it or the user discards it. */
export interface EntradaOutbox {
  id?: number;
  usuarioId: number;
  questionarioId: number;
  objetoId: number;
  guiaId: number;
  indicadorId: number;
  nivel_id: number | null;
  percentual: number | null;
  /** The answer version the user saw (null: no answer yet); absent: last write wins. */
  versao_base?: number | null;
  /** The Idempotency-Key of this exact change. */
  chave: string;
  criadoEm: number;
  tentativas: number;
  /** A send was attempted and its outcome is unknown: it may have reached the server. */
  talvezEnviada: boolean;
  estado: EstadoEntrada;
  /** The other device's answer (conflicts). */
  servidor?: RespostaServidor | null;
  /** The server's Portuguese refusal (refusals). */
  mensagem?: string | null;
  /** When the back-off timer will try again (ms since the epoch), 0 when not scheduled. */
  proximaTentativa: number;
  /** For the pending list: the indicator's title and the choice in words, when the screen knew them. */
  titulo?: string;
  rotulo?: string;
}

/**
 * An evidence file kept here until the server stores it: its exact bytes (an ArrayBuffer with its type and
 * name, since Safari fails on Blobs in IndexedDB), so every resend is the same body under the same key.
 */
export interface FotoOutbox {
  id?: number;
  usuarioId: number;
  questionarioId: number;
  indicadorId: number;
  nome: string;
  tipo: string;
  bytes: ArrayBuffer;
  /** The Idempotency-Key, generated once when the file was queued. */
  chave: string;
  criadoEm: number;
  tentativas: number;
  talvezEnviada: boolean;
  /** 'pendente': waits to be sent; 'recusada': the server refused it (its message kept for 'Descartar'). */
  estado: 'pendente' | 'recusada';
  mensagem?: string | null;
  proximaTentativa: number;
}

export class OutboxDb extends Dexie {
  respostas!: EntityTable<EntradaOutbox, 'id'>;
  fotos!: EntityTable<FotoOutbox, 'id'>;

  constructor(usuarioId: number) {
    super(nomeOutbox(usuarioId));
    this.version(1).stores({
      respostas: '++id, questionarioId, [questionarioId+indicadorId], estado',
    });
    this.version(2).stores({
      fotos: '++id, questionarioId, [questionarioId+indicadorId], estado',
    });
  }
}

/** One database per signed-in user: it survives logout, and another user on the phone never sees it. */
export function nomeOutbox(usuarioId: number) {
  return `guia-outbox-${usuarioId}`;
}
