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
 * An evidence file kept here until the server stores it, with its type and name; its exact bytes are in
 * `arquivos` under the same id (an ArrayBuffer: Safari fails on Blobs in IndexedDB), written once and never
 * rewritten, so every resend is the same body under the same key.
 */
export interface FotoOutbox {
  id?: number;
  usuarioId: number;
  questionarioId: number;
  indicadorId: number;
  nome: string;
  tipo: string;
  /**
   * The other files of an online upload whose answer was lost (a batch sent under one key): resent with this
   * one, in the order chosen, byte for byte, so the server can recognise the repeat. Absent for one file.
   */
  demais?: { nome: string; tipo: string }[];
  /** The Idempotency-Key, generated once when the file (or the batch) was chosen. */
  chave: string;
  criadoEm: number;
  tentativas: number;
  talvezEnviada: boolean;
  /** 'pendente': waits to be sent; 'recusada': the server refused it (its message kept for 'Descartar'). */
  estado: 'pendente' | 'recusada';
  mensagem?: string | null;
  proximaTentativa: number;
}

/** A file ready to be kept or sent: its bytes, type and name. */
export interface ArquivoGuardado {
  nome: string;
  tipo: string;
  bytes: ArrayBuffer;
}

/** The bytes of a kept file (same id as its `fotos` row). */
export interface ArquivoOutbox {
  id: number;
  bytes: ArrayBuffer;
  /** The bytes of the row's `demais`, in the same order. */
  demais?: ArrayBuffer[];
}

/** A kept upload with its files' bytes (one file, or a batch), as the drain sends it. */
export type FotoComBytes = FotoOutbox & { arquivos: ArquivoGuardado[] };

export class OutboxDb extends Dexie {
  respostas!: EntityTable<EntradaOutbox, 'id'>;
  fotos!: EntityTable<FotoOutbox, 'id'>;
  arquivos!: EntityTable<ArquivoOutbox, 'id'>;

  constructor(usuarioId: number) {
    super(nomeOutbox(usuarioId));
    this.version(1).stores({
      respostas: '++id, questionarioId, [questionarioId+indicadorId], estado',
    });
    this.version(2).stores({
      fotos: '++id, questionarioId, [questionarioId+indicadorId], estado',
      arquivos: 'id',
    });
  }
}

/** One database per signed-in user: it survives logout, and another user on the phone never sees it. */
export function nomeOutbox(usuarioId: number) {
  return `guia-outbox-${usuarioId}`;
}
