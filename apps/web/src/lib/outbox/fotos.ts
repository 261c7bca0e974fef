import type { EvidenciaUploadBody, EvidenciaUploadResponse } from '@guia/shared';
import { api } from '@/lib/api-client';
import { comReabertura } from '@/lib/indexeddb/reabrir';
import { IDEMPOTENCY_KEY_HEADER } from './contrato';
import type { ArquivoGuardado, ArquivoOutbox, FotoComBytes, FotoOutbox, OutboxDb } from './db';
import { type Resultado, resultadoDoErro } from './envio';

export type { ArquivoGuardado } from './db';

export interface NovaFoto {
  usuarioId: number;
  questionarioId: number;
  indicadorId: number;
  arquivo: ArquivoGuardado;
}

/** What one upload ended in: 'ok' carries nothing the drain needs (the evidence list is read again). */
export type ResultadoFoto =
  | Exclude<Resultado, { tipo: 'ok' } | { tipo: 'conflito' } | { tipo: 'processada' }>
  | { tipo: 'ok' };

export type EnviarFoto = (foto: FotoComBytes) => Promise<ResultadoFoto>;

/** Queues a file with its own Idempotency-Key, generated once here. */
export async function guardarFoto(db: OutboxDb, nova: NovaFoto, agora = Date.now()): Promise<number> {
  const foto: Omit<FotoOutbox, 'id'> = {
    usuarioId: nova.usuarioId,
    questionarioId: nova.questionarioId,
    indicadorId: nova.indicadorId,
    nome: nova.arquivo.nome,
    tipo: nova.arquivo.tipo,
    chave: crypto.randomUUID(),
    criadoEm: agora,
    tentativas: 0,
    talvezEnviada: false,
    estado: 'pendente',
    mensagem: null,
    proximaTentativa: 0,
  };
  return comReabertura(db, () =>
    db.transaction('rw', db.fotos, db.arquivos, async () => {
      const id = (await db.fotos.add(foto)) as number;
      await db.arquivos.add({ id, bytes: nova.arquivo.bytes });
      return id;
    }),
  );
}

/** An online upload whose outcome is unknown: its files and the key it was sent with. */
export interface LoteTalvezEnviado {
  usuarioId: number;
  questionarioId: number;
  indicadorId: number;
  chave: string;
  arquivos: ArquivoGuardado[];
}

/**
 * Keeps an online upload that got no answer (no network, a 5xx, or its key still running on the server) under
 * the key and the exact bytes it was sent with: the server may have stored it, and only the same key with the
 * same body is recognised as a repeat. One row for the whole batch, marked as maybe sent.
 */
export async function guardarLote(
  db: OutboxDb,
  lote: LoteTalvezEnviado,
  agora = Date.now(),
): Promise<number> {
  const [primeiro, ...demais] = lote.arquivos;
  if (!primeiro) throw new Error('lote vazio');
  const foto: Omit<FotoOutbox, 'id'> = {
    usuarioId: lote.usuarioId,
    questionarioId: lote.questionarioId,
    indicadorId: lote.indicadorId,
    nome: primeiro.nome,
    tipo: primeiro.tipo,
    ...(demais.length > 0 ? { demais: demais.map(({ nome, tipo }) => ({ nome, tipo })) } : {}),
    chave: lote.chave,
    criadoEm: agora,
    tentativas: 1,
    talvezEnviada: true,
    estado: 'pendente',
    mensagem: null,
    proximaTentativa: 0,
  };
  return comReabertura(db, () =>
    db.transaction('rw', db.fotos, db.arquivos, async () => {
      const id = (await db.fotos.add(foto)) as number;
      await db.arquivos.add({
        id,
        bytes: primeiro.bytes,
        ...(demais.length > 0 ? { demais: demais.map((a) => a.bytes) } : {}),
      });
      return id;
    }),
  );
}

/** The files of a kept upload, in the order they were chosen. */
function arquivosDe(f: FotoOutbox, a: ArquivoOutbox): ArquivoGuardado[] {
  const demais = (f.demais ?? []).map((d, i) => ({ ...d, bytes: a.demais?.[i] ?? new ArrayBuffer(0) }));
  return [{ nome: f.nome, tipo: f.tipo, bytes: a.bytes }, ...demais];
}

/** The names of a kept upload's files ('curral.jpg', or 'a.png, b.png' for a batch). */
export function nomesDaFoto(f: Pick<FotoOutbox, 'nome' | 'demais'>): string[] {
  return [f.nome, ...(f.demais ?? []).map((d) => d.nome)];
}

/** The ids of the files waiting to be sent, oldest first. */
export async function fotosPendentes(db: OutboxDb): Promise<number[]> {
  const lista = await comReabertura(db, () => db.fotos.where('estado').equals('pendente').sortBy('id'));
  return lista.map((f) => f.id as number);
}

/**
 * Takes a pending file for sending when no answer of its questionnaire waits before it (answers go first);
 * marks it as maybe sent.
 */
export async function reservarFoto(db: OutboxDb, id: number): Promise<FotoComBytes | null> {
  return comReabertura(db, () =>
    db.transaction('rw', db.fotos, db.arquivos, db.respostas, async () => {
      const f = await db.fotos.get(id);
      if (f?.estado !== 'pendente') return null;
      const respostas = await db.respostas
        .where('questionarioId')
        .equals(f.questionarioId)
        .filter((e) => e.estado === 'pendente')
        .count();
      const arquivo = await db.arquivos.get(id);
      if (respostas > 0 || !arquivo) return null;
      const patch = { talvezEnviada: true, tentativas: f.tentativas + 1, proximaTentativa: 0 };
      await db.fotos.update(id, patch);
      return { ...f, ...patch, arquivos: arquivosDe(f, arquivo) };
    }),
  );
}

/** Stored by the server (or a replay): the file leaves. */
export async function confirmarFoto(db: OutboxDb, id: number) {
  await descartarFoto(db, id);
}

/** Refused: kept with the server's message until the user discards it. */
export async function recusarFoto(db: OutboxDb, id: number, mensagem: string) {
  await comReabertura(db, () => db.fotos.update(id, { estado: 'recusada', mensagem, talvezEnviada: false }));
}

export async function adiarFoto(db: OutboxDb, id: number, quando: number) {
  await comReabertura(db, () => db.fotos.update(id, { proximaTentativa: quando }));
}

/** 'Descartar': the file leaves this device without being sent. */
export async function descartarFoto(db: OutboxDb, id: number) {
  await comReabertura(db, () =>
    db.transaction('rw', db.fotos, db.arquivos, async () => {
      await db.fotos.delete(id);
      await db.arquivos.delete(id);
    }),
  );
}

/** Base64 of the bytes, in chunks (a photo is too large for one `String.fromCharCode` call). */
export function base64(bytes: ArrayBuffer): string {
  const u8 = new Uint8Array(bytes);
  let binario = '';
  for (let i = 0; i < u8.length; i += 0x8000) {
    binario += String.fromCharCode(...u8.subarray(i, i + 0x8000));
  }
  return btoa(binario);
}

/** The data URL of a file, as FileReader writes it (an empty type is `application/octet-stream`). */
export function dataUrl(arquivo: Pick<ArquivoGuardado, 'tipo' | 'bytes'>): string {
  return `data:${arquivo.tipo || 'application/octet-stream'};base64,${base64(arquivo.bytes)}`;
}

/**
 * The upload body of files: built only from their name, type and bytes, so an online upload and every resend
 * of it from the outbox serialize to the same bytes (the server fingerprints the raw body under the key).
 */
export function corpoDosArquivos(arquivos: readonly ArquivoGuardado[]): EvidenciaUploadBody {
  return { evidencias: arquivos.map((a) => ({ nome: a.nome, evidencia: dataUrl(a) })) };
}

/** POST Evidencia/Arquivo/{indicadorId}/{questionarioId} with the file's Idempotency-Key. */
export const enviarFoto: EnviarFoto = async (foto) => {
  try {
    await api.post<EvidenciaUploadResponse['data']>(
      `Evidencia/Arquivo/${foto.indicadorId}/${foto.questionarioId}`,
      corpoDosArquivos(foto.arquivos),
      { [IDEMPOTENCY_KEY_HEADER]: foto.chave },
    );
    return { tipo: 'ok' };
  } catch (error) {
    const r = resultadoDoErro(error);
    // An upload has no answer versions: a 409 that is not transient is a refusal.
    if (r.tipo === 'conflito') return { tipo: 'recusada', mensagem: (error as Error).message };
    return r;
  }
};
